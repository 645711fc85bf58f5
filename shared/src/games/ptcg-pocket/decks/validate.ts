/**
 * Pocket's deck rules (issue 29), as advice: 20 cards, at most 2 with the same name, at least
 * one Basic Pokémon (the Pokémon TCG's checks, by import, with Pocket's numbers), and no Energy
 * cards. The deck's Energy types (decks/resolve.ts) are no card of the 20. Cards the data knows
 * only by name (no type or stage: the newest sets) are flagged, as no rule can read them.
 */
import type { DeckWarning, ResolvedCard, ResolvedDeck } from "../../../decks/types";
import { deckRuleBreaks, type DeckRuleBreak } from "../../ptcg/decks/validate";
import { isZoneEnergy } from "../energy";

export const POCKET_DECK_SIZE = 20;
export const POCKET_MAX_COPIES = 2;

export const POCKET_DECK_RULE_TEXT = {
  "deck.size": `A deck has exactly ${POCKET_DECK_SIZE} cards.`,
  "deck.copies": `A deck may have at most ${POCKET_MAX_COPIES} cards with the same name.`,
  "deck.no-basic": "A deck must have at least 1 Basic Pokémon.",
  "deck.energy-card": "A Pocket deck has no Energy cards: Energy comes from the Energy Zone.",
} as const;

export type PocketRuleBreak =
  | Exclude<DeckRuleBreak, { rule: "deck.ace-spec" }>
  | { rule: "deck.energy-card"; name: string; line: number };

/** The deck's own cards: not the Energy types that travel with it. */
export const deckCards = (cards: readonly ResolvedCard[]): ResolvedCard[] => cards.filter((card) => !isZoneEnergy(card.def.id));

export function pocketRuleBreaks(all: readonly ResolvedCard[]): PocketRuleBreak[] {
  const cards = deckCards(all);
  const total = cards.reduce((sum, card) => sum + card.count, 0);
  // No ACE SPEC in Pocket: a limit no deck reaches.
  const rules = { size: POCKET_DECK_SIZE, maxCopies: POCKET_MAX_COPIES, maxAceSpec: Number.MAX_SAFE_INTEGER };
  const shared = deckRuleBreaks({ cards, total }, rules);
  const breaks: PocketRuleBreak[] = shared.filter((broken): broken is Exclude<DeckRuleBreak, { rule: "deck.ace-spec" }> => broken.rule !== "deck.ace-spec");
  for (const card of cards) {
    if (card.def.supertype === "Energy" && !card.def.placeholder) breaks.push({ rule: "deck.energy-card", name: card.def.name, line: card.line });
  }
  return breaks;
}

function warningFor(broken: PocketRuleBreak): DeckWarning {
  switch (broken.rule) {
    case "deck.size":
      return { code: broken.rule, message: `This deck has ${broken.total} cards.`, rule: POCKET_DECK_RULE_TEXT["deck.size"] };
    case "deck.copies":
      return {
        code: broken.rule,
        message: `This deck has ${broken.count} copies of ${broken.name}.`,
        rule: POCKET_DECK_RULE_TEXT["deck.copies"],
        line: broken.line,
      };
    case "deck.no-basic":
      return { code: broken.rule, message: "This deck has no Basic Pokémon.", rule: POCKET_DECK_RULE_TEXT["deck.no-basic"] };
    case "deck.energy-card":
      return { code: broken.rule, message: `${broken.name} is an Energy card.`, rule: POCKET_DECK_RULE_TEXT["deck.energy-card"], line: broken.line };
  }
}

export function validatePocketDeck(deck: ResolvedDeck): DeckWarning[] {
  const warnings = pocketRuleBreaks(deck.cards).map(warningFor);
  const cards = deckCards(deck.cards);
  const unknownKind = cards.filter((card) => !card.def.placeholder && card.def.supertype === "Unknown");
  for (const card of unknownKind) {
    const message = `The card data does not yet say what kind of card ${card.def.name} is (no type or stage): no rule can check it.`;
    warnings.push({ code: "deck.unknown-kind", message, line: card.line });
  }
  const unknownCopies = cards.filter((card) => card.def.placeholder).reduce((sum, card) => sum + card.count, 0);
  if (unknownCopies > 0) {
    const were = unknownCopies === 1 ? "card was" : "cards were";
    warnings.push({ code: "deck.unchecked", message: `${unknownCopies} unidentified ${were} not checked for copies or Basic Pokémon.` });
  }
  return warnings;
}
