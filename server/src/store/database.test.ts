import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, resolveDatabaseUrl, sqliteFileOf } from "./database";
import { MIGRATIONS } from "./migrations";

const scratch = mkdtempSync(path.join(tmpdir(), "playmat-db-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("opening the database", () => {
  it("creates the cards table with its indexes on a fresh database", async () => {
    const db = await openDatabase(":memory:");
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain("cards");
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
    expect(indexes.rows.map((row) => row.name)).toEqual(expect.arrayContaining(["cards_set_number", "cards_name"]));
    await db.destroy();
  });

  it("creates the file's directory and migrates only once across reopenings", async () => {
    const url = `sqlite:${path.join(scratch, "nested", "playmat.db")}`;
    const first = await openDatabase(url);
    await first.insertInto("cards").values({ id: "x", name: "X", name_key: "x", set_code: null, number: null, number_digits: null, data: "{}" }).execute();
    await first.destroy();
    const second = await openDatabase(url);
    expect(await second.selectFrom("cards").select("id").execute()).toEqual([{ id: "x" }]);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(second);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    await second.destroy();
  });

  it("refuses PostgreSQL for now, clearly and without printing the password", async () => {
    await expect(openDatabase("postgres://playmat:secret@db/playmat")).rejects.toThrow(/PostgreSQL is not supported yet/);
    await expect(openDatabase("postgres://playmat:secret@db/playmat")).rejects.not.toThrow(/secret/);
  });
});

describe("database URLs", () => {
  it("name a SQLite file in any of the usual spellings", () => {
    expect(sqliteFileOf("sqlite:./data/playmat.db")).toBe("./data/playmat.db");
    expect(sqliteFileOf("sqlite:///var/lib/playmat.db")).toBe("/var/lib/playmat.db");
    expect(sqliteFileOf("/var/lib/playmat.db")).toBe("/var/lib/playmat.db");
    expect(sqliteFileOf(":memory:")).toBe(":memory:");
  });

  it("resolve a relative path from a base directory, not the working directory", () => {
    expect(resolveDatabaseUrl("sqlite:./data/playmat.db", "/repo")).toBe("sqlite:/repo/data/playmat.db");
    expect(resolveDatabaseUrl("data/playmat.db", "/repo")).toBe("sqlite:/repo/data/playmat.db");
    expect(resolveDatabaseUrl("sqlite:/abs/playmat.db", "/repo")).toBe("sqlite:/abs/playmat.db");
    expect(resolveDatabaseUrl(":memory:", "/repo")).toBe(":memory:");
    expect(resolveDatabaseUrl("postgres://h/db", "/repo")).toBe("postgres://h/db");
  });
});
