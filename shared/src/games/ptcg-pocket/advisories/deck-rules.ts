/**
 * Pocket's deck rules, told to the whole table when a deck is loaded (as the Pokémon TCG's are:
 * the owner and judges alone read which card): 20 cards, at most 2 with the same name, at least
 * one Basic Pokémon, and no Energy cards. Checked by decks/validate.ts (pocketRuleBreaks).
 */
import type { AdvisoryContext } from "../../../engine/definition";
import { advisory, type Finding } from "../../ptcg/advisories/define";
import { once } from "../../ptcg/advisories/read";
import { pocketRuleBreaks, type PocketRuleBreak } from "../decks/validate";

function breaks(ctx: AdvisoryContext): readonly PocketRuleBreak[] {
  return once(ctx, "pocket-deck-rule-breaks", () => {
    if (ctx.action.type !== "deck.load") return [];
    return pocketRuleBreaks(ctx.action.cards.map(({ def, count }, index) => ({ def, count, line: index + 1 })));
  });
}

function finding<R extends PocketRuleBreak["rule"]>(
  ctx: AdvisoryContext,
  rule: R,
  words: (found: Extract<PocketRuleBreak, { rule: R }>[]) => Omit<Finding, "target">,
): Finding[] {
  const found = breaks(ctx).filter((broken): broken is Extract<PocketRuleBreak, { rule: R }> => broken.rule === rule);
  return found.length === 0 ? [] : [{ target: `${ctx.actor.seat}.deck`, ...words(found) }];
}

export const deckSize = advisory("ptcg-pocket.deck.size", "issue 29 (Pocket decks)", "A deck has exactly 20 cards.", (ctx) =>
  finding(ctx, "deck.size", ([broken]) => ({ params: { total: broken!.total, size: broken!.size } })),
);

export const deckCopies = advisory("ptcg-pocket.deck.copies", "issue 29 (Pocket decks)", "A deck may have at most 2 cards with the same name.", (ctx) =>
  finding(ctx, "deck.copies", (found) => ({
    params: { limit: found[0]!.maxCopies },
    detail: { seat: ctx.actor.seat, params: { copies: found.map((broken) => `${broken.count} × ${broken.name}`).join(", ") } },
  })),
);

export const deckNoBasic = advisory(
  "ptcg-pocket.deck.no-basic",
  "seed 000 (Basic 포켓몬 배치: 필수 요구사항)",
  "A deck must have at least 1 Basic Pokémon.",
  (ctx) =>
    finding(ctx, "deck.no-basic", () => ({})),
);

export const deckEnergyCards = advisory(
  "ptcg-pocket.deck.energy-card",
  "seed 000 (Energy Zone); issue 29",
  "A Pocket deck has no Energy cards: Energy comes from the Energy Zone.",
  (ctx) =>
  finding(ctx, "deck.energy-card", (found) => ({ detail: { seat: ctx.actor.seat, params: { names: found.map((broken) => broken.name).join(", ") } } })),
);
