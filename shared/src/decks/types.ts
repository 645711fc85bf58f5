/**
 * What a pasted deck list becomes, step by step, in every game that takes deck lists: parsed
 * lines, cards found for them, then advice about the deck rules (each game's own, GameDecks in
 * game-decks.ts; Pokémon's in games/ptcg/decks/). Nothing here blocks a player: an unreadable line is an issue, an unknown card a placeholder, a broken rule a warning,
 * and what needs no fixing (which card a bare name was matched to) a note.
 */
import type { CardDef } from "../cards/types";

export type { CardLookup, CardQuery } from "../cards/lookup";

export interface DeckEntry {
  count: number;
  /** As written, with energy symbols expanded: "Basic {P} Energy" -> "Basic Psychic Energy". */
  name: string;
  /** Set code as written ("SVI", "PR-SV", "CRZ-GG"). */
  set?: string;
  number?: string;
  /** The line ended with "PH" (a foil printing); not part of the card's identity. */
  foil?: boolean;
  /** The section a heading put the line in ("Trainer"): a hint for display only, card data decides types. */
  section?: string;
  /** 1-based line number in the pasted text. */
  line: number;
  /** The line exactly as pasted, without its line break. */
  text: string;
}

export interface DeckIssue {
  code: "deck.unreadable-line" | "deck.zero-count";
  line: number;
  text: string;
  message: string;
}

export interface ParsedDeckList {
  /** Which tool wrote the list, as the game's parser tells them apart ("ptcgl", "limitless"). */
  format: string;
  entries: DeckEntry[];
  issues: DeckIssue[];
}

export interface DeckWarning {
  /** Stable, e.g. "deck.size"; clients and tests key on it. */
  code: string;
  /** What is wrong with this deck, in words a player reads. */
  message: string;
  /** The rule checked, when the warning is about a rule. */
  rule?: string;
  /** The deck-list line it is about, when there is one. */
  line?: number;
}

/**
 * What the import did that the player may want to check but need not fix: a line written by
 * name only, or with a set code and number the card data lacks, was matched to a card by its
 * name. Kept apart from warnings so that a list of bare names does not read as twenty problems.
 */
export interface DeckNote {
  /** Stable, e.g. "deck.matched-by-name"; clients and tests key on it. */
  code: string;
  /** What was done, in words a player reads. */
  message: string;
  /** The deck-list line it is about. */
  line: number;
}

export interface ResolvedCard {
  def: CardDef;
  count: number;
  line: number;
}

export interface ResolvedDeck {
  /** One per entry, in list order; unresolved lines hold a placeholder def. */
  cards: ResolvedCard[];
  placeholders: { line: number; text: string }[];
  /** What the player must fix for the deck to be as listed (or as the rules want). */
  warnings: DeckWarning[];
  notes: DeckNote[];
  /** Every copy, placeholders included. */
  total: number;
}

/** A deck of a game's own invented cards, so a fresh server can play it at once. */
export interface DemoDeck {
  id: string;
  name: string;
  /** The list as a player would paste it. */
  list: string;
}
