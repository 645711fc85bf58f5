/**
 * How a game takes card lists its players upload (`Game.cardLists`), for a game without a public
 * card database: the server stores a list keyed by its content hash, a table's option names
 * the hash, and the table's deck lists are looked up in that list alone. The server knows no
 * game's format: it sizes the upload, hashes it, asks the game to read it, and stores what the
 * game made of it. Read by the server, never by the engine.
 */
import type { CardDef } from "../cards/types";

/** A list read whole, or refused with one line per problem (nothing is stored then). */
export type CardListReading = { ok: true; cards: CardDef[] } | { ok: false; issues: string[] };

export interface GameCardLists {
  /** The table option that names the list by its content hash; a table without it plays the game's demo set. */
  option: string;
  /**
   * Reads an uploaded list. `idPrefix` keeps two lists' cards apart (the server derives it from
   * the content hash). Every card it returns is `secret`: its definition travels only on its face.
   */
  read(text: string, idPrefix: string): CardListReading;
}

/** A content hash as the server writes it and a table option names it: SHA-256, 64 lower-case hex digits. */
export const CARD_LIST_HASH = /^[0-9a-f]{64}$/;
