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
  it("creates the cards and rooms tables with their indexes on a fresh database", async () => {
    const db = await openDatabase(":memory:");
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(["cards", "rooms", "room_actions", "room_snapshots"]));
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
    expect(indexes.rows.map((row) => row.name)).toEqual(expect.arrayContaining(["cards_set_number", "cards_name"]));
    await db.destroy();
  });

  it("creates the file's directory and migrates only once across reopenings", async () => {
    const url = `sqlite:${path.join(scratch, "nested", "playmat.db")}`;
    const first = await openDatabase(url);
    await first.insertInto("cards").values({ game: "ptcg", id: "x", name: "X", name_key: "x", set_code: null, number: null, number_digits: null, data: "{}" }).execute();
    await first.destroy();
    const second = await openDatabase(url);
    expect(await second.selectFrom("cards").select("id").execute()).toEqual([{ id: "x" }]);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(second);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    await second.destroy();
  });

  it("reports an unreachable PostgreSQL clearly and without printing the password", async () => {
    // Port 1 on loopback refuses at once: no server, no DNS, no waiting.
    const opening = openDatabase("postgres://playmat:secret@127.0.0.1:1/playmat");
    await expect(opening).rejects.toThrow(/Could not migrate the database at postgres:\/\/\*\*\*@127\.0\.0\.1:1\/playmat/);
    await expect(opening).rejects.not.toThrow(/secret/);
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
