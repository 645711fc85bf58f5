/**
 * The card store holding Pokémon's card data, on each database it supports: SQLite always,
 * PostgreSQL when PLAYMAT_TEST_POSTGRES_URL is set (the suite's title says when it was skipped).
 * How a store keeps each game's cards apart is src/cards/card-store.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { createCardLookup, DEMO_CARDS, type CardDef } from "@playmat/shared";
import { CardStore, demoCardsByGame, type GameCards } from "../../../src/cards/card-store";
import { openDatabase, type Database } from "../../../src/store/database";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "../../support/postgres";

/** The demo cards the store seeds into Pokémon's card data: its own, and those of every game that reads its cards from it (the legacy rules). */
const SEEDED = demoCardsByGame().get("ptcg")!;

const backends = [
  { name: "SQLite", enabled: true, open: async () => ({ url: ":memory:", drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, open: freshPostgresDatabase },
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the card store of Pokémon's cards on ${backend.name}`, () => {
    let db: Kysely<Database>;
    let drop = async () => {};
    let cards: CardStore;
    /** Pokémon's card data, which the demo cards belong to. */
    let store: GameCards;

    beforeAll(async () => {
      const target = await backend.open();
      drop = target.drop;
      db = await openDatabase(target.url);
    });
    beforeEach(async () => {
      await db.deleteFrom("cards").execute();
      cards = await CardStore.open(db);
      store = cards.of("ptcg");
    });
    afterAll(async () => {
      await db?.destroy();
      await drop();
    });

    const idOf = async (query: Parameters<GameCards["find"]>[0]) => (await store.find(query))?.id;

    const promo = (overrides: Partial<CardDef>): CardDef => ({
      id: "promo-1",
      name: "Cindle",
      supertype: "Pokémon",
      subtypes: ["Basic"],
      hp: 70,
      set: "PR-PM",
      number: "PM001",
      ...overrides,
    });

    describe("Pokémon's card data", () => {
      it("always holds the demo cards", async () => {
        expect(await store.count()).toBe(SEEDED.length);
        expect(await idOf({ name: "Infernowl ex", set: "PMA", number: "3" })).toBe("demo-pma-3");
      });

      it("finds a printing by set code and number, telling apart sets that share a code", async () => {
        expect(await idOf({ name: "Wispling", set: "PMA", number: "6" })).toBe("demo-pma-6");
        expect(await idOf({ name: "Wispling", set: "PMA", number: "GG01" })).toBe("demo-pmagg-GG01");
        expect(await idOf({ name: "Wispling", set: "pma", number: "GG1" })).toBe("demo-pmagg-GG01");
        expect(await idOf({ name: "Pyrowl", set: "PMA", number: "1" })).toBeUndefined();
      });

      it("finds the card printed at a set code and number whatever its name, as the in-memory lookup does", async () => {
        const memory = createCardLookup(DEMO_CARDS);
        for (const query of [
          { name: "Cindel", set: "PMA", number: "1", anyName: true },
          { name: "Wisplin", set: "PMA", number: "GG01", anyName: true },
          { name: "Nobody", set: "PMA", number: "99", anyName: true },
        ]) {
          expect(await idOf(query), query.name).toBe((await memory.find(query))?.id);
        }
        expect(await idOf({ name: "Cindel", set: "PMA", number: "1", anyName: true })).toBe("demo-pma-1");
      });

      it("finds a card by name only when one distinct card has it, or a basic energy", async () => {
        expect(await idOf({ name: "Archivist Mabel" })).toBe("demo-pma-11");
        expect(await idOf({ name: "Voltkit" })).toBeUndefined();
        expect(await idOf({ name: "Psychic Energy" })).toBe("demo-pma-26");
        expect(await idOf({ name: "Basic Psychic Energy" })).toBe("demo-pma-26");
      });

      it("finds a name with a hundred printings as its lowest number when all play alike and none is dated, and none when one differs", async () => {
        // Imported from the highest number down: "SM1" must still win, as in the in-memory lookup.
        const reprints = Array.from({ length: 100 }, (_, i) => promo({ id: `reprint-${String(100 - i).padStart(3, "0")}`, name: "Sparkmouse", number: `SM${100 - i}` }));
        await store.importSet(reprints);
        expect(await idOf({ name: "Sparkmouse" })).toBe("reprint-001");
        await store.importSet([promo({ id: "reprint-050", name: "Sparkmouse", number: "SM50", hp: 90 })]);
        expect(await idOf({ name: "Sparkmouse" })).toBeUndefined();
      });

      it("finds a name reprinted over the years as its newest printing, the one the in-memory lookup picks", async () => {
        const nestBall = (id: string, number: string, set: string, released: string) =>
          promo({ id, name: "Nest Ball", supertype: "Trainer", subtypes: ["Item"], hp: undefined, set, number, released });
        // Ids in text order would pick SUM 123; imported in an order that favours none.
        const printings = [nestBall("sv1-255", "255", "SVI", "2023-03-31"), nestBall("sm1-123", "123", "SUM", "2017-02-03"), nestBall("sv4pt5-84", "84", "PAF", "2024-01-26"), nestBall("sv1-181", "181", "SVI", "2023-03-31")];
        await store.importSet(printings);
        expect(await idOf({ name: "Nest Ball" })).toBe("sv4pt5-84");
        expect(await idOf({ name: "Nest Ball" })).toBe((await createCardLookup(printings).find({ name: "Nest Ball" }))?.id);
        // Within the set released last, the lowest number, read as a number.
        await store.importSet([nestBall("sv4pt5-84", "84", "PAF", "2017-01-01"), nestBall("sv1-99", "99", "SVI", "2023-03-31")]);
        expect(await idOf({ name: "Nest Ball" })).toBe("sv1-99");
      });

      it("tells the different cards a bare name may mean, one printing each, newest first", async () => {
        expect((await store.namesakes("voltkit")).map((card) => card.id)).toEqual(["demo-pma-4", "demo-pmagg-GG04"]);
        expect((await store.namesakes("Archivist Mabel")).map((card) => card.id)).toEqual(["demo-pma-11"]);
        expect(await store.namesakes("Nobody")).toEqual([]);
      });

      it("finds a promo written with its digits only", async () => {
        await store.importSet([promo({})]);
        expect(await idOf({ name: "Cindle", set: "PR-PM", number: "1" })).toBe("promo-1");
      });

      it("replaces a printing imported again instead of duplicating it", async () => {
        await store.importSet([promo({ hp: 70 })]);
        await store.importSet([promo({ hp: 80 })]);
        expect(await store.count()).toBe(SEEDED.length + 1);
        expect((await store.get(["promo-1"])).get("promo-1")?.hp).toBe(80);
      });

      it("gets cards by id, leaving out ids it does not know", async () => {
        const found = await store.get(["demo-pma-1", "nope", "demo-pma-2", "demo-pma-1"]);
        expect([...found.keys()].sort()).toEqual(["demo-pma-1", "demo-pma-2"]);
        expect(found.get("demo-pma-1")).toEqual(DEMO_CARDS.find((card) => card.id === "demo-pma-1"));
      });

      it("imports more cards than fit in one statement", async () => {
        const many = Array.from({ length: 1234 }, (_, index) => promo({ id: `bulk-${index}`, number: String(index + 1), set: "BLK" }));
        expect(await store.importSet(many)).toBe(1234);
        expect(await store.count()).toBe(SEEDED.length + 1234);
        expect((await store.get(many.map((card) => card.id))).size).toBe(1234);
      });
    });
  });
}
