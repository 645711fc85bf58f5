/**
 * The tournament deck rules of seed 004 §8.1, as advice: 40 to 60 cards, at most 3 of a name,
 * at most 1 of a highlight card. Each broken rule is a warning with a stable code and the rule's
 * text; a deck that breaks them can still be played (a casual table, a deck being built).
 */
import type { DeckWarning, ResolvedDeck } from "../../../decks/types";
import { readCard } from "../cards/read";

export const DECK_RULES = { min: 40, max: 60, copies: 3, highlightCopies: 1 } as const;

export const DECK_RULE_TEXT = {
  "deck.size": `A deck holds ${DECK_RULES.min} to ${DECK_RULES.max} cards (seed 004 §8.1).`,
  "deck.copies": `At most ${DECK_RULES.copies} cards of the same name (seed 004 §8.1).`,
  "deck.highlight": `At most ${DECK_RULES.highlightCopies} copy of a highlight card (seed 004 §8.1).`,
} as const;

export function validateDeck(deck: ResolvedDeck): DeckWarning[] {
  const warnings: DeckWarning[] = [];
  if (deck.total < DECK_RULES.min || deck.total > DECK_RULES.max) {
    warnings.push({ code: "deck.size", message: `This deck has ${deck.total} cards.`, rule: DECK_RULE_TEXT["deck.size"] });
  }
  // A name's copies over every line that names it: "2 메이" and "2 메이" are four.
  const byName = new Map<string, { count: number; line: number; highlight: boolean }>();
  for (const card of deck.cards) {
    const seen = byName.get(card.def.name) ?? { count: 0, line: card.line, highlight: readCard(card.def).highlight };
    seen.count += card.count;
    byName.set(card.def.name, seen);
  }
  for (const [name, { count, line, highlight }] of byName) {
    if (highlight && count > DECK_RULES.highlightCopies) {
      warnings.push({ code: "deck.highlight", message: `This deck has ${count} copies of the highlight card ${name}.`, rule: DECK_RULE_TEXT["deck.highlight"], line });
    } else if (count > DECK_RULES.copies) {
      warnings.push({ code: "deck.copies", message: `This deck has ${count} copies of ${name}.`, rule: DECK_RULE_TEXT["deck.copies"], line });
    }
  }
  return warnings;
}
