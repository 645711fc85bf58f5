/**
 * A server holds at most MAX_TABLES tables: past that, creating one is refused with a message
 * the lobby shows, nothing is stored or listed, and the tables already open play on. A place
 * comes back when a table closes. A table takes at most MAX_SPECTATORS spectators, those whose
 * dropped connection is held for them included, so the players always have a place.
 */
import { matchMaker } from "@colyseus/core";
import { ROOM_NAME } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TableCapacity } from "../src/rooms/capacity";
import { dropConnection, waitFor } from "./support/connections";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";

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

describe("a table with its most spectators, against a real server", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Spectators' places are held for 2 s after a drop (the test servers' SEAT_HOLD_SECONDS).
    server = await startPlaymat(2591, { maxSpectators: 2 });
  });
  afterAll(async () => {
    await server?.shutdown();
  });

  it("refuses one more spectator, a dropped one's place held included, while a player and a judge still get in", async () => {
    const p1 = await createTable(server, { roomName: "Watched", judgeCode: "watch-judge" }, { label: "spec-p1", name: "Ann" });
    const roomId = p1.welcome.roomId;
    const watch = (label: string) => joinTable(server, roomId, { label, role: "spectator", name: label });
    const full = "This table has 2 spectators, the most it takes. Try again when one has left.";
    // The lobby's listing says whether the table takes another spectator (so "Spectate" is not offered in vain).
    const listed = async () => {
      const { rooms } = (await (await fetch(`${server.url}/api/rooms`)).json()) as { rooms: { roomId: string; spectators: number; spectatorsFull: boolean }[] };
      return rooms.find((room) => room.roomId === roomId);
    };
    const first = await watch("spec-1");
    expect(await listed()).toMatchObject({ spectators: 1, spectatorsFull: false });
    const second: Seat = await watch("spec-2");
    await waitFor("the listing to say the table is full for spectators", async () => (await listed())?.spectatorsFull === true);
    await expect(watch("spec-3")).rejects.toThrow(full);
    // A refused spectator is gone: no place is held for it.
    const reserved = () => Object.keys((matchMaker.getLocalRoomById(roomId) as unknown as { _reservedSeats: object })._reservedSeats).length;
    expect(reserved()).toBe(0);

    // The players' and judges' places are theirs.
    const p2 = await joinTable(server, roomId, { label: "spec-p2", name: "Bo" });
    expect(p2.welcome.seat).toBe("p2");
    const judge = await joinTable(server, roomId, { label: "spec-judge", role: "judge", judgeCode: "watch-judge", name: "Cy" });
    expect(judge.welcome.role).toBe("judge");

    // A dropped spectator's place waits for it; once the hold runs out, it is free again.
    dropConnection(second);
    await waitFor("the table to see a spectator go", async () => (await p1.settle(), p1.state.spectators === 1));
    await expect(watch("spec-4")).rejects.toThrow(full);
    await waitFor("the dropped spectator's hold to run out", () => reserved() === 0);
    const fifth = await watch("spec-5");
    expect(fifth.welcome.role).toBe("spectator");

    // One that leaves frees its place at once.
    await first.leave();
    await waitFor("the listing to take spectators again", async () => (await listed())?.spectatorsFull === false);
    const sixth = await watch("spec-6");
    expect(sixth.welcome.role).toBe("spectator");
    await p1.settle();
    expect(p1.state.spectators).toBe(2);
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
