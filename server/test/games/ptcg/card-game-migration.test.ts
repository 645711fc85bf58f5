/**
 * A card database stored before cards had a game (migration 0005) keeps working: its cards are
 * Pokémon's (the one game that stored cards then), found as before, and another game may then store cards under the same ids. On
 * SQLite, and on PostgreSQL when PLAYMAT_TEST_POSTGRES_URL is set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { CardStore } from "../../../src/cards/card-store";
import { isPostgresUrl, openDatabase, sqliteFileOf } from "../../../src/store/database";
import { migrationProvider } from "../../../src/store/migrations";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "../../support/postgres";

const scratch = mkdtempSync(path.join(tmpdir(), "playmat-card-game-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const backends = [
  { name: "SQLite", enabled: true, open: async () => ({ url: `sqlite:${path.join(scratch, "before-0005.db")}`, drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, open: freshPostgresDatabase },
];

/** The database as a server of the version before stored it: migrated up to 0004 only. */
async function storedBefore(url: string): Promise<void> {
  const dialect = isPostgresUrl(url)
    ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) })
    : new SqliteDialect({ database: new BetterSqlite3(sqliteFileOf(url)) });
  const db = new Kysely<any>({ dialect });
  try {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo("0004-history");
    if (error) throw error;
    const ralts = { id: "sv1-84", name: "Ralts", supertype: "Pokémon", subtypes: ["Basic"], hp: 70, set: "SVI", number: "84" };
    await db.insertInto("cards").values({ id: ralts.id, name: "Ralts", name_key: "ralts", set_code: "SVI", number: "84", number_digits: "84", data: JSON.stringify(ralts) }).execute();
  } finally {
    await db.destroy();
  }
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`a card database stored before cards had a game, on ${backend.name}`, () => {
    it("gives every stored card to Pokémon, finds it as before, and lets another game use its id", async () => {
      const { url, drop } = await backend.open();
      try {
        await storedBefore(url);
        const db = await openDatabase(url);
        try {
          expect(await db.selectFrom("cards").select(["game", "id"]).where("id", "=", "sv1-84").execute()).toEqual([{ game: "ptcg", id: "sv1-84" }]);
          const cards = await CardStore.open(db);
          const ptcg = cards.of("ptcg");
          expect((await ptcg.find({ name: "Ralts", set: "SVI", number: "84" }))?.id).toBe("sv1-84");
          expect((await ptcg.find({ name: "Ralts" }))?.hp).toBe(70);
          expect(await ptcg.hasImportedCards()).toBe(true);

          await cards.of("pocket").importSet([{ id: "sv1-84", name: "Ralts", supertype: "Pokémon", subtypes: ["Basic"], hp: 50 }]);
          expect([(await ptcg.get(["sv1-84"])).get("sv1-84")?.hp, (await cards.of("pocket").get(["sv1-84"])).get("sv1-84")?.hp]).toEqual([70, 50]);
        } finally {
          await db.destroy();
        }
      } finally {
        await drop();
      }
    });
  });
}
