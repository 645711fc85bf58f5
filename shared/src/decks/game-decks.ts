/**
 * How a game takes decks, declared by its definition (`Game.decks`, games/game.ts) and read by
 * the server's deck loader and by importers, never by the engine: what its players paste, how
 * each line finds its card, the deck-building rules as advice, the card data its lists are
 * looked up in, and decks a fresh server plays at once. Pokémon's is games/ptcg/decks/.
 */
import type { CardDef } from "../cards/types";
import type { CardDataFormat } from "./card-data-format";
import type { CardLookup, DeckEntry, DeckWarning, DemoDeck, ParsedDeckList, ResolvedDeck } from "./types";

export interface GameDecks {
  /**
   * The card data its lists are looked up in: the card store's `game` column. A game's own id,
   * or another game's when it plays with the same cards (a variant of the same card game).
   */
  cardData: string;
  /**
   * How an operator's download of the game's card data is laid out, for `npm run cards:import
   * -- --game <id>`; absent when the game brings all its cards itself (`demoCards`).
   */
  cardDataFormat?: CardDataFormat;
  /** Invented cards the card store always holds under `cardData`, so the demo decks resolve before any import. */
  demoCards: readonly CardDef[];
  demoDecks: readonly DemoDeck[];
  /** A card line as its players write one, quoted when a list has none ("4 Ralts SVI 84"). */
  exampleLine: string;
  /**
   * Reads a pasted list in any format the game's players export (Pokémon: PTCG Live, Limitless,
   * PTCGO). Pure; never throws: a line that is not a card line becomes an issue with its number.
   */
  parse(text: string): ParsedDeckList;
  /**
   * A line `parse` must never be given, because its patterns would spend seconds on it; the
   * server refuses a list holding one, by its number, before parsing anything.
   */
  unparsable?(line: string): boolean;
  /** Finds each line's card; a line that finds none becomes a placeholder with a warning, never an error. */
  resolve(entries: readonly DeckEntry[], lookup: CardLookup): Promise<ResolvedDeck>;
  /** The deck-building rules, as warnings: a deck that breaks them can still be played. */
  validate(deck: ResolvedDeck): DeckWarning[];
}
