/**
 * Card lists players upload (Game.cardLists), stored by the SHA-256 of their text: the same
 * list uploaded twice is one row, and a table's option names a list by its hash. The game reads
 * the text (its format, its per-line problems); a list it refuses is not stored. A list's cards
 * are looked up only for the tables that name it, and never through the card API: they are secret
 * until a screen may see them (sync/project.ts sends a secret card's definition on its face).
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { createCardLookup, type CardDef, type CardLookup, type Game, type GameCardLists } from "@playmat/shared";
import type { Database } from "../store/database";

/** Lists kept parsed in memory: a table's deck lists and the next game's look their list up again. */
const CACHED_LISTS = 64;

export type StoredList = { ok: true; hash: string; cards: number; stored: boolean } | { ok: false; issues: string[] };

export const contentHash = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

/** The prefix of a list's card ids: two lists may name a card alike, and a browser caches definitions by id. */
export const listIdPrefix = (hash: string): string => `ul-${hash.slice(0, 16)}-`;

export class CardLists {
  private readonly cache = new Map<string, readonly CardDef[]>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Reads `text` as `game` reads card lists and stores it under its hash; a refused list changes nothing. */
  async put(game: Game & { cardLists: GameCardLists }, text: string): Promise<StoredList> {
    const hash = contentHash(text);
    const read = game.cardLists.read(text, listIdPrefix(hash));
    if (!read.ok) return read;
    const inserted = await this.db
      .insertInto("card_lists")
      .values({ hash, game: game.id, cards: JSON.stringify(read.cards), created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column("hash").doNothing())
      .executeTakeFirst();
    return { ok: true, hash, cards: read.cards.length, stored: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
  }

  /** The cards of the list `hash` of `game`, or undefined when no such list was uploaded for that game. */
  async cards(game: string, hash: string): Promise<readonly CardDef[] | undefined> {
    const key = `${game}:${hash}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const row = await this.db.selectFrom("card_lists").select("cards").where("hash", "=", hash).where("game", "=", game).executeTakeFirst();
    if (!row) return undefined;
    const cards = JSON.parse(row.cards) as CardDef[];
    if (this.cache.size >= CACHED_LISTS) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, cards);
    return cards;
  }

  /** A lookup over the list's cards, as deck lines find them (by name); undefined for an unknown list. */
  async lookup(game: string, hash: string): Promise<CardLookup | undefined> {
    const cards = await this.cards(game, hash);
    return cards && createCardLookup(cards);
  }
}
