/**
 * How a game's card data is laid out in the files an operator downloads, declared by the game
 * (`GameDecks.cardDataFormat`) and read by the server's importer (`npm run cards:import`).
 * The importer fetches the files, from a directory or a URL; these pure functions say which
 * files to read and turn each into cards, so the layout, its checks and its messages live in
 * the game's folder and the importer knows no game.
 */
import type { CardDef } from "../cards/types";

/** A file's contents read as this layout, or what is wrong with them ("is not in the … layout (0.name: …)"). */
export type CardDataParse<T> = { ok: true; value: T } | { ok: false; problem: string };

/** One file the index lists (a set of cards), read after the index. */
export interface CardDataSet {
  /** Its id, reported when its file is missing. */
  id: string;
  /** Its file, relative to the source's root. */
  file: string;
  /** The cards in its file's parsed JSON. */
  cards(raw: unknown): CardDataParse<CardDef[]>;
}

export interface CardDataFormat {
  /** The layout's name, for messages ("pokemon-tcg-data"). */
  name: string;
  /** What the importer's usage line calls a source ("<pokemon-tcg-data directory | URL of its raw root>"). */
  source: string;
  /** The file read first, which lists the others ("sets/en.json"). */
  indexFile: string;
  /** Asked when a source has no index file, to help its reader find the right root. */
  missingIndexHint: string;
  /** The sets the index file's parsed JSON lists. */
  sets(raw: unknown): CardDataParse<CardDataSet[]>;
}
