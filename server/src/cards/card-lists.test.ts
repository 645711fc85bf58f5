/**
 * Uploaded card lists on each database the store supports (SQLite always, PostgreSQL when
 * PLAYMAT_TEST_POSTGRES_URL is set): stored once under their content hash, found by the game
 * they were read for and no other, and not stored at all when the game refuses them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { CurseSorcerers, gameById, type Game, type GameCardLists } from "@playmat/shared";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "../../test/support/postgres";
import { openDatabase, type Database } from "../store/database";
import { CardLists, contentHash, listIdPrefix } from "./card-lists";

const backends = [
  { name: "SQLite", enabled: true, open: async () => ({ url: ":memory:", drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, open: freshPostgresDatabase },
];

const game = gameById("curse-sorcerers") as Game & { cardLists: GameCardLists };
const LIST = JSON.stringify({ format: CurseSorcerers.CARD_LIST_FORMAT, cards: [{ id: "mei", name: "메이", kind: "sorcerer", attack: 2, hp: 2 }] });

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`uploaded card lists on ${backend.name}`, () => {
    let db: Kysely<Database>;
    let drop = async () => {};

    beforeAll(async () => {
      const target = await backend.open();
      drop = target.drop;
      db = await openDatabase(target.url);
    });
    afterAll(async () => {
      await db?.destroy();
      await drop();
    });

    it("stores a list once under its hash, its cards secret and prefixed by it", async () => {
      const lists = new CardLists(db);
      const hash = contentHash(LIST);
      expect(await lists.put(game, LIST)).toEqual({ ok: true, hash, cards: 1, stored: true });
      expect(await lists.put(game, LIST)).toEqual({ ok: true, hash, cards: 1, stored: false });
      // A new store (another process) reads it from the database.
      const cards = await new CardLists(db).cards("curse-sorcerers", hash);
      expect(cards).toEqual([expect.objectContaining({ id: `${listIdPrefix(hash)}mei`, name: "메이", secret: true })]);
      expect(await (await new CardLists(db).lookup("curse-sorcerers", hash))!.find({ name: "메이" })).toMatchObject({ name: "메이" });
      expect(await new CardLists(db).cards("ptcg", hash)).toBeUndefined();
      expect(await db.selectFrom("card_lists").select("hash").execute()).toEqual([{ hash }]);
    });

    it("stores nothing for a list the game refuses", async () => {
      const lists = new CardLists(db);
      const bad = LIST.replace('"hp":2', '"hp":0');
      expect(await lists.put(game, bad)).toEqual({ ok: false, issues: ["card 1 (메이): hp: Too small: expected number to be >=1"] });
      expect(await lists.cards("curse-sorcerers", contentHash(bad))).toBeUndefined();
    });
  });
}
