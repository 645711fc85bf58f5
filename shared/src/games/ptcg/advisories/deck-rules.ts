/**
 * A deck that breaks a deck-building rule, told to the whole table when it is loaded: in a game
 * played by hand the opponent and judges should know the deck is not legal, as only its owner
 * reads the import report. The rules are checked once, by ../decks/validate.ts (deckRuleBreaks).
 *
 * What a warning tells everyone is what the table shows anyway or what the break itself is:
 * the deck's size is on the table, "more than 4 copies of one card" names no card. Which card
 * (and how many), and which ACE SPEC cards, go to the owner and judges only (Advisory.detail):
 * naming a card would tell the opponent what is in the deck.
 */
import type { AdvisoryContext } from "../../../engine/definition";
import { deckRuleBreaks, type DeckRuleBreak } from "../decks/validate";
import { advisory, type Finding } from "./define";
import { once } from "./read";

/** The rules the deck loaded by this action breaks (none for any other action). */
function breaks(ctx: AdvisoryContext): readonly DeckRuleBreak[] {
  return once(ctx, "deck-rule-breaks", () => {
    if (ctx.action.type !== "deck.load") return [];
    const cards = ctx.action.cards.map(({ def, count }, index) => ({ def, count, line: index + 1 }));
    return deckRuleBreaks({ cards, total: cards.reduce((sum, card) => sum + card.count, 0) });
  });
}

/** The findings for one rule: at most one, on the player's deck, whatever the count of cards it concerns. */
function finding<R extends DeckRuleBreak["rule"]>(ctx: AdvisoryContext, rule: R, words: (found: Extract<DeckRuleBreak, { rule: R }>[]) => Omit<Finding, "target">): Finding[] {
  const found = breaks(ctx).filter((broken): broken is Extract<DeckRuleBreak, { rule: R }> => broken.rule === rule);
  return found.length === 0 ? [] : [{ target: `${ctx.actor.seat}.deck`, ...words(found) }];
}

export const deckSize = advisory(
  "ptcg.deck.size",
  "seed 001 §3.2",
  "A deck has exactly 60 cards.",
  (ctx) => finding(ctx, "deck.size", ([broken]) => ({ params: { total: broken!.total, size: broken!.size } })),
);

export const deckCopies = advisory(
  "ptcg.deck.copies",
  "seed 001 §3.2",
  "A deck may have at most 4 copies of a card with the same name, except Basic Energy.",
  (ctx) =>
    finding(ctx, "deck.copies", (found) => ({
      params: { limit: found[0]!.maxCopies },
      detail: { seat: ctx.actor.seat, params: { copies: found.map((broken) => `${broken.count} × ${broken.name}`).join(", ") } },
    })),
);

export const deckAceSpec = advisory(
  "ptcg.deck.ace-spec",
  "seed 001 §3.2, §12 (the ACE SPEC rule printed on the cards)",
  "A deck may have at most 1 ACE SPEC card.",
  (ctx) =>
    finding(ctx, "deck.ace-spec", ([broken]) => ({
      params: { limit: broken!.maxAceSpec },
      detail: { seat: ctx.actor.seat, params: { names: broken!.names.join(", ") } },
    })),
);

export const deckNoBasic = advisory(
  "ptcg.deck.no-basic",
  "seed 001 §5",
  "A deck must have at least 1 Basic Pokémon.",
  (ctx) => finding(ctx, "deck.no-basic", () => ({})),
);
