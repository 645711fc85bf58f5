/**
 * The card store on each database it supports: SQLite always, PostgreSQL when
 * PLAYMAT_TEST_POSTGRES_URL is set (the suite's title says when it was skipped). Each game's
 * card data is apart; how one game's cards are found is that game's test (for example
 * test/games/ptcg/card-store.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { CardDef } from "@playmat/shared";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "../../test/support/postgres";
import { openDatabase, type Database } from "../store/database";
import { CardStore, type GameCards } from "./card-store";

const backends = [
  { name: "SQLite", enabled: true, open: async () => ({ url: ":memory:", drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, open: freshPostgresDatabase },
];

const card = (overrides: Partial<CardDef>): CardDef => ({
  id: "promo-1",
  name: "Cindle",
  supertype: "Unknown",
  subtypes: [],
  hp: 70,
  set: "PR-PM",
  number: "PM001",
  ...overrides,
});
/** The cards a game brings itself (its demo cards), which the store holds from its start. */
const DEMO = [card({ id: "demo-1", name: "Archivist Mabel", set: "DEM", number: "1" }), card({ id: "demo-2", name: "Wispling", set: "DEM", number: "2" })];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the card store on ${backend.name}`, () => {
    let db: Kysely<Database>;
    let drop = async () => {};
    let cards: CardStore;
    /** The card data of a game that brings demo cards. */
    let store: GameCards;

    beforeAll(async () => {
      const target = await backend.open();
      drop = target.drop;
      db = await openDatabase(target.url);
    });
    beforeEach(async () => {
      await db.deleteFrom("cards").execute();
      cards = await CardStore.open(db, new Map([["first", DEMO]]));
      store = cards.of("first");
    });
    afterAll(async () => {
      await db?.destroy();
      await drop();
    });

    describe("each game's card data", () => {
      it("is looked up apart: the same id, set code and number or name in another game is another card", async () => {
        const second = cards.of("second");
        expect(await second.count()).toBe(0);
        await store.importSet([card({ id: "a1-1", name: "Pebblit", set: "A1", number: "1", hp: 60 })]);
        await second.importSet([card({ id: "a1-1", name: "Pebblit", set: "A1", number: "1", hp: 90 }), card({ id: "a1-2", name: "Sparkit", set: "A1", number: "2" })]);

        expect([(await store.get(["a1-1"])).get("a1-1")?.hp, (await second.get(["a1-1"])).get("a1-1")?.hp]).toEqual([60, 90]);
        expect([(await store.find({ name: "Pebblit", set: "A1", number: "1" }))?.hp, (await second.find({ name: "Pebblit", set: "A1", number: "1" }))?.hp]).toEqual([60, 90]);
        // One distinct card of that name in each game, so a bare name finds it: not two that differ.
        expect([(await store.find({ name: "Pebblit" }))?.hp, (await second.find({ name: "Pebblit" }))?.hp]).toEqual([60, 90]);
        expect((await second.namesakes("Pebblit")).map((found) => found.hp)).toEqual([90]);
        expect(await store.find({ name: "Sparkit" })).toBeUndefined();
        expect(await second.find({ name: "Archivist Mabel" })).toBeUndefined();
        expect((await second.get(["demo-1"])).size).toBe(0);
        expect([await store.count(), await second.count()]).toEqual([DEMO.length + 1, 2]);
      });

      it("says whether that game has imported cards, whatever another game has", async () => {
        expect(await store.hasImportedCards()).toBe(false);
        await cards.of("second").importSet([card({ id: "a1-1" })]);
        expect([await store.hasImportedCards(), await cards.of("second").hasImportedCards()]).toEqual([false, true]);
      });
    });
  });
}
