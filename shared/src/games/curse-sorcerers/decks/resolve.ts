/**
 * Finds each deck line's card in the table's card list by its name (the list's names are unique:
 * cards/card-list.ts refuses a list that prints one twice). A line that finds none becomes a
 * placeholder with a warning, never an error: the player can still play the card by hand. Lines
 * of the sideboard (§8.2) are checked the same way and counted, but do not go into the deck:
 * swapping them in between the games of a match is the match's step, not the deck loading's.
 */
import { placeholderCard } from "../../../decks/placeholder";
import type { CardLookup, DeckEntry, DeckWarning, ResolvedCard, ResolvedDeck } from "../../../decks/types";
import { SIDEBOARD } from "./parse";

/** §8.2: up to 15 cards may be swapped between games. */
export const SIDEBOARD_MAX = 15;

export interface ResolvedSorcererDeck extends ResolvedDeck {
  /** Cards of the sideboard, resolved like the deck's (placeholders included), kept out of `cards`. */
  sideboard: ResolvedCard[];
}

export async function resolveDeck(entries: readonly DeckEntry[], lookup: CardLookup): Promise<ResolvedSorcererDeck> {
  const cards: ResolvedCard[] = [];
  const sideboard: ResolvedCard[] = [];
  const placeholders: ResolvedDeck["placeholders"] = [];
  const warnings: DeckWarning[] = [];
  for (const entry of entries) {
    const def = await lookup.find({ name: entry.name });
    const into = entry.section === SIDEBOARD ? sideboard : cards;
    if (def) {
      into.push({ def, count: entry.count, line: entry.line });
      continue;
    }
    warnings.push({
      code: "deck.unknown-card",
      message: `No card named ${entry.name} is in this table's card list; it is kept as a placeholder.`,
      line: entry.line,
    });
    into.push({ def: placeholderCard(entry.name), count: entry.count, line: entry.line });
    placeholders.push({ line: entry.line, text: entry.text });
  }
  const sideboardTotal = sideboard.reduce((n, c) => n + c.count, 0);
  if (sideboardTotal > SIDEBOARD_MAX) {
    warnings.push({ code: "deck.sideboard-size", message: `The sideboard has ${sideboardTotal} cards.`, rule: `A sideboard holds up to ${SIDEBOARD_MAX} cards (seed 004 §8.2).` });
  }
  const total = cards.reduce((sum, card) => sum + card.count, 0);
  return { cards, sideboard, placeholders, warnings, notes: [], total };
}
