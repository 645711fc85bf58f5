/**
 * A game both players left is not over. Once both are gone longer than the seat hold, the room
 * goes out of memory and its game sleeps ("dormant"); a player who comes back with the seat
 * token their browser kept reopens it (POST /api/tables/<id>/reopen, then the usual join by id)
 * and finds the same table: same cards, log, RNG position and seats. A stranger can't wake it
 * and is told what they are told about any id that names no table; two players coming back at
 * once end in one room; a finished game stays closed; a game nobody came back to in
 * DORMANT_HOLD_SECONDS is closed for good. The players are told that hold (their welcome), so
 * the leave question says how long the table waits for them.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullMessage } from "../src/rooms/capacity";
import { closeExpiredDormant } from "../src/rooms/dormant-sweep";
import { reopenTable } from "../src/rooms/reopen";
import { roomServices } from "../src/rooms/services";
import { dropConnection, waitFor } from "./support/connections";
import { placeFirstBasic, winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { checksum, truthOf } from "./support/truth";

const PORT = 2594;
const DAY = 24 * 60 * 60;
/** Not the default day: what the players are told is the server's setting. */
const HOLD = 2 * 60 * 60;

let server: TestServer;

const status = async (roomId: string) => (await server.games.roomAccess(roomId))?.status;
const inMemory = async (roomId: string) => (await matchMaker.query({ roomId })).length;

async function reopen(roomId: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.url}/api/tables/${roomId}/reopen`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** Both players' connections die (Wi-Fi gone at both ends) and stay away past the hold: the game sleeps. */
async function bothGoAway(...seats: Seat[]): Promise<void> {
  const roomId = seats[0]!.welcome.roomId;
  for (const seat of seats) dropConnection(seat);
  await waitFor("the game to go dormant", async () => (await status(roomId)) === "dormant", 10_000);
  expect(await inMemory(roomId)).toBe(0);
}

beforeAll(async () => {
  server = await startPlaymat(PORT, { seatHoldSeconds: 1, dormantHoldSeconds: HOLD });
});

afterAll(async () => {
  await server?.shutdown();
});

describe("a game both players left for longer than the seat hold", () => {
  let p1: Seat, p2: Seat, roomId: string;
  let before: { truth: string; events: number; screen1: unknown; screen2: unknown; log1: unknown; log2: unknown; hand1: string[] };

  beforeAll(async () => {
    p1 = await createTable(server, { roomName: "Dinner break", seed: 77 }, { label: "dm-p1", name: "Alice" });
    roomId = p1.welcome.roomId;
    p2 = await joinTable(server, roomId, { label: "dm-p2", name: "Bob" });
    expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
    expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
    await winnerGoesFirst(p1, p2);
    await placeFirstBasic(p1);
    await p1.do({ type: "coin", count: 3 });
    await p2.chat("back after dinner");
    await Promise.all([p1.settle(), p2.settle()]);
    const truth = truthOf(roomId);
    before = { truth: checksum(truth.state), events: truth.events.length, screen1: p1.screen(), screen2: p2.screen(), log1: [...p1.log], log2: [...p2.log], hand1: p1.faces("p1.hand") };
    await bothGoAway(p1, p2);
  });

  it("was announced to both players when they sat down: their welcome says how long it waits for them", () => {
    expect(p1.welcome.dormantHoldSeconds).toBe(HOLD);
    expect(p2.welcome.dormantHoldSeconds).toBe(HOLD);
  });

  it("is refused to a stranger exactly as an id that names no table, and nothing wakes", async () => {
    const unknown = await reopen("noSuchRoom", { seatToken: p1.welcome.seatToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, error: { code: "table.not-found", message: "There is no table to reopen with this code and seat." } });
    expect(await reopen(roomId, { seatToken: "not-a-real-token-at-all" })).toEqual(unknown);
    expect(await reopen(roomId, { seatToken: p1.welcome.seatToken!.slice(0, -1) + "x" })).toEqual(unknown);
    expect((await reopen(roomId, {})).status).toBe(400);
    // A join by id, with or without a token, finds no room: the same answer as for any unknown id.
    await expect(joinTable(server, roomId, { label: "dm-stranger", name: "Eve" })).rejects.toThrow(/not found/i);
    await expect(joinTable(server, roomId, { label: "dm-p1-early", seatToken: p1.welcome.seatToken })).rejects.toThrow(/not found/i);
    expect(await inMemory(roomId)).toBe(0);
    expect(await status(roomId)).toBe("dormant");
  });

  it("is not in the room list", async () => {
    const list = (await (await fetch(`${server.url}/api/rooms`)).json()) as { rooms: { roomId: string }[] };
    expect(list.rooms.map((r) => r.roomId)).not.toContain(roomId);
  });

  it("comes back, for both players returning at the same moment, as one room with the same table, log and seats", async () => {
    // Alice's wake is under way (called in-process, so the stranger's try surely comes during it) when Bob's and a stranger's arrive.
    const [a, stranger, b] = await Promise.all([
      reopenTable(server.games, roomId, p1.welcome.seatToken!, DAY),
      reopenTable(server.games, roomId, "a-stranger-at-the-same-moment", DAY),
      reopen(roomId, { seatToken: p2.welcome.seatToken }),
    ]);
    expect(a).toEqual({ ok: true });
    expect(stranger).toEqual({ ok: false, reason: "not-found" }); // sharing Alice's wake would have told them the table is there
    expect(b).toEqual({ status: 200, body: { ok: true } });
    const [back1, back2] = await Promise.all([
      joinTable(server, roomId, { label: "dm-p1-back", seatToken: p1.welcome.seatToken }),
      joinTable(server, roomId, { label: "dm-p2-back", seatToken: p2.welcome.seatToken }),
    ]);
    await Promise.all([back1.settle(), back2.settle()]);
    expect(await inMemory(roomId)).toBe(1);
    expect(await status(roomId)).toBe("open");
    expect(back1.welcome).toMatchObject({ role: "player", seat: "p1", roomId, dormantHoldSeconds: HOLD });
    expect(back2.welcome).toMatchObject({ role: "player", seat: "p2", roomId, dormantHoldSeconds: HOLD });

    const truth = truthOf(roomId);
    expect(checksum(truth.state)).toBe(before.truth);
    expect(truth.events.length).toBe(before.events);
    expect(back1.faces("p1.hand")).toEqual(before.hand1);
    expect(back1.screen()).toEqual(before.screen1);
    expect(back2.screen()).toEqual(before.screen2);
    expect(back1.log).toEqual(before.log1);
    expect(back2.log).toEqual(before.log2);
    expect(back1.state.players.get("p2").name).toBe("Bob");
    p1 = back1;
    p2 = back2;
  });

  it("plays on, and sleeps again when both leave again", async () => {
    await p1.do({ type: "coin", count: 1 });
    await p1.settle();
    expect(p1.log.at(-1)?.key).toBe("coins.flip");
    await bothGoAway(p1, p2);
    expect((await reopen(roomId, { seatToken: p2.welcome.seatToken })).status).toBe(200);
    const back = await joinTable(server, roomId, { label: "dm-p2-again", seatToken: p2.welcome.seatToken });
    await back.settle();
    expect(back.log.at(-1)?.key).toBe("coins.flip");
    await bothGoAway(back);
  });

  it("is closed for good once DORMANT_HOLD_SECONDS have passed", async () => {
    // As the sweep does after the hold; a hold of 0 s has passed for every dormant game.
    expect(await closeExpiredDormant(server.games, 0)).toBeGreaterThanOrEqual(1);
    expect(await status(roomId)).toBe("closed");
    expect((await reopen(roomId, { seatToken: p1.welcome.seatToken })).status).toBe(404);
    expect(await inMemory(roomId)).toBe(0);
  });
});

describe("a dormant game on a full server", () => {
  it("is refused with the server's full message and stays asleep, and comes back once a table has ended", async () => {
    const p1 = await createTable(server, { roomName: "Full house" }, { label: "full-p1", name: "Alice" });
    const roomId = p1.welcome.roomId;
    expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
    await bothGoAway(p1);
    const maxTables = roomServices.maxTables;
    roomServices.maxTables = 1;
    try {
      const other = await createTable(server, { roomName: "The one table" }, { label: "full-other", name: "Dan" });
      const refused = await reopen(roomId, { seatToken: p1.welcome.seatToken });
      expect(refused.status).toBe(503);
      expect(refused.body.error).toEqual({ code: "table.server-full", message: fullMessage(1) });
      expect(await status(roomId)).toBe("dormant");
      await other.leave();
      await waitFor("the other table to end", async () => (await inMemory(other.welcome.roomId)) === 0, 10_000);
      expect((await reopen(roomId, { seatToken: p1.welcome.seatToken })).status).toBe(200);
      const back = await joinTable(server, roomId, { label: "full-p1-back", seatToken: p1.welcome.seatToken });
      expect(back.welcome.seat).toBe("p1");
      await back.leave();
    } finally {
      roomServices.maxTables = maxTables;
    }
  });
});

describe("tables that stay closed", () => {
  it("a finished game: everyone left, and no seat token reopens it", async () => {
    const p1 = await createTable(server, { roomName: "Over", seed: 5 }, { label: "fin-p1", name: "Alice" });
    const roomId = p1.welcome.roomId;
    const p2 = await joinTable(server, roomId, { label: "fin-p2", name: "Bob" });
    expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
    expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
    await winnerGoesFirst(p1, p2);
    await placeFirstBasic(p1);
    await placeFirstBasic(p2);
    await p1.do({ type: "setup.ready" });
    await p2.do({ type: "setup.ready" });
    await p1.do({ type: "concede" });
    await Promise.all([p1.settle(), p2.settle()]);
    expect(p1.state.phase).toBe("finished");
    await Promise.all([p1.leave(), p2.leave()]);
    await waitFor("the room to go", async () => (await inMemory(roomId)) === 0, 10_000);
    expect(await status(roomId)).toBe("finished");
    expect((await reopen(roomId, { seatToken: p1.welcome.seatToken })).status).toBe(404);
    expect(await inMemory(roomId)).toBe(0);
  });

  it("a table left before anyone loaded a deck: its seat was given up, so it closes", async () => {
    const p1 = await createTable(server, { roomName: "Never started" }, { label: "empty-p1", name: "Carol" });
    const roomId = p1.welcome.roomId;
    await p1.leave();
    await waitFor("the room to close", async () => (await status(roomId)) === "closed", 10_000);
    expect((await reopen(roomId, { seatToken: p1.welcome.seatToken })).status).toBe(404);
  });
});
