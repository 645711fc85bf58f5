/**
 * A server holds at most MAX_TABLES tables: past that, creating one is refused with a message
 * the lobby shows, nothing is stored or listed, and the tables already open play on. A place
 * comes back when a table closes.
 */
import { matchMaker } from "@colyseus/core";
import { ROOM_NAME } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TableCapacity } from "../src/rooms/capacity";
import { createTable, startPlaymat, type TestServer } from "./support/playmat";

async function listedTables(): Promise<string[]> {
  const rooms = await matchMaker.query({ name: ROOM_NAME });
  return rooms.map((room) => String(room.metadata?.name)).sort();
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe("a server holding its most tables, against a real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startPlaymat(2584, { maxTables: 2 });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("refuses one more table with a clear message, lists none for it, and takes one again when a table closes", async () => {
    const first = await createTable(server, { roomName: "First" }, { label: "cap-1", name: "Ann" });
    const second = await createTable(server, { roomName: "Second" }, { label: "cap-2", name: "Bo" });

    await expect(createTable(server, { roomName: "Third" }, { label: "cap-3", name: "Cy" }))
      .rejects.toThrow("This server is full: it holds 2 tables, the most it takes. Try again when a game has ended.");
    expect(await listedTables()).toEqual(["First", "Second"]);

    // The open tables are untouched: the second still plays.
    expect((await second.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
    await second.settle();
    expect(second.state.players.get("p1")?.deckSubmitted).toBe(true);

    await first.leave();
    await until(async () => (await listedTables()).length === 1, "the first table to close");
    const fourth = await createTable(server, { roomName: "Fourth" }, { label: "cap-4", name: "Di" });
    expect(fourth.welcome.role).toBe("player");
    expect(await listedTables()).toEqual(["Fourth", "Second"]);
  });
});

describe("the table count", () => {
  it("gives places up to the maximum, always to a restored table, and back when a table closes", () => {
    let max = 2;
    const capacity = new TableCapacity(() => max);
    expect([capacity.claim(), capacity.claim(), capacity.claim()]).toEqual([true, true, false]);
    capacity.claimAnyway();
    expect(capacity.count).toBe(3);
    capacity.release();
    expect(capacity.claim()).toBe(false);
    capacity.release();
    expect(capacity.claim()).toBe(true);
    max = 10;
    expect(capacity.claim()).toBe(true);
    expect(capacity.count).toBe(3);
  });
});
