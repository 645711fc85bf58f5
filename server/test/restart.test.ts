/**
 * Nothing lost: a server killed with SIGKILL mid-game starts again with every unfinished room
 * exactly as it was (same id, cards in the same places, same log, same RNG position), and its
 * players rejoin with their seat tokens. A control room, created with the same seed and played
 * with the same moves, keeps going without the interruption: after the restart, the restored
 * room's next shuffle and coins must come out exactly as the control's did.
 *
 * Runs on SQLite, and on PostgreSQL when PLAYMAT_TEST_POSTGRES_URL is set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CreateOptions, LogEntry } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/store/database";
import { GameStore } from "../src/store/game-store";
import { basics, placeFirstBasic, winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, type Seat } from "./support/playmat";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "./support/postgres";
import { startServerProcess, type ServerProcess } from "./support/process";

const SEED = 4242;
const JUDGE = "restart-judge";
const PASSWORD = "sesame";
/** Long enough for the players to rejoin after a boot, short enough to watch an abandoned room close. */
const RESTORE_HOLD_SECONDS = 8;

const settle = (...seats: Seat[]) => Promise.all(seats.map((s) => s.settle()));

/** Setup and a few turns; every choice depends only on the table, so the same seed plays the same game. */
async function playOpening(p1: Seat, p2: Seat, turns: number): Promise<void> {
  expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
  expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
  await winnerGoesFirst(p1, p2);
  for (const seat of [p1, p2]) await placeFirstBasic(seat);
  await p1.do({ type: "setup.ready" });
  await p2.do({ type: "setup.ready" });
  await settle(p1, p2);
  for (let turn = 0; turn < turns; turn++) {
    const current = p1.state.turn.current === "p1" ? p1 : p2;
    const me = current.welcome.seat!;
    const foe = me === "p1" ? "p2" : "p1";
    await current.do({ type: "draw", count: 1 });
    await current.settle();
    const basic = basics(current, `${me}.hand`)[0];
    const free = [...current.zone(`${me}.bench`).slots].findIndex((s: any) => s.sid === "");
    if (basic && free >= 0) await current.do({ type: "move", cards: [{ zone: `${me}.hand`, pid: basic.pid }], to: { zone: `${me}.bench`, slot: free } });
    await current.do({ type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 });
    await current.do({ type: "coin", count: 2 });
    if (turn % 2 === 0) await current.do({ type: "shuffle", zone: `${me}.deck` });
    await current.do({ type: "turn.end" });
    await settle(p1, p2); // the other player's screen learns whose turn it is on its own socket
  }
}

/** After the opening: a shuffle, coins and a draw, as the current player. What came out. */
async function nextRandomMoves(p1: Seat, p2: Seat, judge: Seat) {
  const current = p1.state.turn.current === "p1" ? p1 : p2;
  const me = current.welcome.seat!;
  await current.do({ type: "shuffle", zone: `${me}.deck` });
  await current.do({ type: "coin", count: 6 });
  await current.do({ type: "draw", count: 2 });
  await settle(p1, p2, judge);
  return {
    coins: current.log.filter((l) => l.key === "coins.flip").at(-1)?.params,
    hand: current.faces(`${me}.hand`),
    deckOrder: judge.hidden[`${me}.deck`]?.map((c) => c.name),
  };
}

/** Each zone's card count, and the faces this seat can read in it. */
function zones(seat: Seat): Record<string, { count: number; faces: string[] }> {
  const out: Record<string, { count: number; faces: string[] }> = {};
  for (const [key, zone] of seat.state.zones.entries() as Iterable<[string, any]>) {
    const slotFaces = [...zone.slots].flatMap((s: any) => [...s.cards, ...s.attached].map((c: any) => c.face?.name ?? ""));
    out[key] = { count: zone.count, faces: [...seat.faces(key), ...slotFaces] };
  }
  return out;
}

interface Backend {
  name: string;
  enabled: boolean;
  database(scratch: string): Promise<{ url: string; drop(): Promise<void> }>;
  port: number;
}

const backends: Backend[] = [
  { name: "SQLite", enabled: true, port: 2581, database: async (scratch) => ({ url: `sqlite:${path.join(scratch, "playmat.db")}`, drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, port: 2582, database: () => freshPostgresDatabase() },
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`restart recovery on ${backend.name}`, () => {
    let scratch: string;
    let database: { url: string; drop(): Promise<void> };
    let server: ServerProcess | undefined;
    const start = async () =>
      (server = await startServerProcess(backend.port, {
        DATABASE_URL: database.url,
        PLAYMAT_TEST_MODE: "1",
        // Small, so the restore uses a snapshot and replays a tail after it.
        SNAPSHOT_EVERY: "7",
        SEAT_HOLD_SECONDS: "2",
        RESTORE_HOLD_SECONDS: String(RESTORE_HOLD_SECONDS),
      }));
    /** Reads the store beside the running server. */
    const roomStatus = async (roomId: string) => {
      const db = await openDatabase(database.url);
      try {
        return (await new GameStore(db).loadRoom(roomId))?.room.status;
      } finally {
        await db.destroy();
      }
    };

    // Room A is interrupted by the kill; room B is the control; room C is left by everyone before it.
    let a: { p1: Seat; p2: Seat };
    let b: { p1: Seat; p2: Seat; judge: Seat };
    let roomC: string;
    let before: { p1: any; p2: any; zones1: any; zones2: any; log1: LogEntry[]; log2: LogEntry[] };
    let control: Awaited<ReturnType<typeof nextRandomMoves>>;

    beforeAll(async () => {
      scratch = mkdtempSync(path.join(tmpdir(), "playmat-restart-"));
      database = await backend.database(scratch);
      await start();
    });
    afterAll(async () => {
      for (const seat of [a?.p1, a?.p2, b?.p1, b?.p2, b?.judge]) if (seat) seat.room.reconnection.enabled = false;
      await server?.kill();
      await database?.drop();
      rmSync(scratch, { recursive: true, force: true });
    });

    it("plays the same opening in two rooms with the same seed", async () => {
      const p1a = await createTable(server!, { roomName: "Friday", seed: SEED, judgeCode: JUDGE, password: PASSWORD }, { label: "a-p1", name: "Alice" });
      const p2a = await joinTable(server!, p1a.welcome.roomId, { label: "a-p2", name: "Bob", password: PASSWORD });
      const p1b = await createTable(server!, { roomName: "Friday", seed: SEED, judgeCode: JUDGE, password: PASSWORD }, { label: "b-p1", name: "Alice" });
      const p2b = await joinTable(server!, p1b.welcome.roomId, { label: "b-p2", name: "Bob", password: PASSWORD });
      a = { p1: p1a, p2: p2a };
      await playOpening(a.p1, a.p2, 5);
      await playOpening(p1b, p2b, 5);
      const judge = await joinTable(server!, p1b.welcome.roomId, { label: "b-judge", role: "judge", judgeCode: JUDGE, password: PASSWORD });
      b = { p1: p1b, p2: p2b, judge };
      expect(a.p1.state.phase).toBe("playing");
      expect(a.p1.state.seq).toBeGreaterThan(14);
      expect(a.p1.screen()).toEqual(b.p1.screen());
      expect(a.p1.log).toEqual(b.p1.log);

      before = { p1: a.p1.screen(), p2: a.p2.screen(), zones1: zones(a.p1), zones2: zones(a.p2), log1: [...a.p1.log], log2: [...a.p2.log] };
      control = await nextRandomMoves(b.p1, b.p2, b.judge);
      expect(control.coins).toBeDefined();
      expect(control.deckOrder?.length).toBeGreaterThan(0);
    });

    it("does not bring back a room that everyone left", async () => {
      const c = await createTable(server!, { roomName: "Left" }, { label: "c-p1", name: "Carol" });
      roomC = c.welcome.roomId;
      await c.leave();
      await expect.poll(() => roomStatus(roomC), { timeout: 10_000 }).toBe("closed");
      expect(await roomStatus(a.p1.welcome.roomId)).toBe("open");
    });

    it("comes back after kill -9 with the same room, table, hands and log, and the players rejoin by seat token", async () => {
      for (const seat of [a.p1, a.p2, b.p1, b.p2, b.judge]) seat.room.reconnection.enabled = false;
      await server!.kill();
      await start();

      const roomId = a.p1.welcome.roomId;
      await expect(joinTable(server!, roomId, { label: "a-p1-nopass", seatToken: a.p1.welcome.seatToken })).rejects.toThrow(/password/i);
      const p1 = await joinTable(server!, roomId, { label: "a-p1-again", seatToken: a.p1.welcome.seatToken, password: PASSWORD });
      const p2 = await joinTable(server!, roomId, { label: "a-p2-again", seatToken: a.p2.welcome.seatToken, password: PASSWORD });
      await settle(p1, p2);
      expect(p1.welcome).toMatchObject({ role: "player", seat: "p1", roomId });
      expect(p2.welcome).toMatchObject({ role: "player", seat: "p2", roomId });
      expect(p1.welcome.judgeCode).toBeUndefined();

      expect(zones(p1)).toEqual(before.zones1);
      expect(zones(p2)).toEqual(before.zones2);
      expect(p1.faces("p1.hand")).toEqual(before.zones1["p1.hand"]!.faces);
      expect(p2.faces("p2.hand")).toEqual(before.zones2["p2.hand"]!.faces);
      expect(p2.faces("p1.hand").every((f) => f === "")).toBe(true);
      expect(p1.screen()).toEqual(before.p1);
      expect(p2.screen()).toEqual(before.p2);
      expect(p1.log).toEqual(before.log1);
      expect(p2.log).toEqual(before.log2);
      expect(p1.state.players.get("p1").name).toBe("Alice");
      a = { p1, p2 };

      // A token that was never issued takes no seat, and a seat stays with its token.
      await expect(joinTable(server!, roomId, { label: "x", seatToken: "not-a-real-token", password: PASSWORD })).rejects.toThrow(/seats are taken/i);
      await expect(joinTable(server!, roomC, { label: "c-again", name: "Carol" })).rejects.toThrow(/not found/i);
    });

    it("continues from the same RNG position as the uninterrupted control game", async () => {
      const judge = await joinTable(server!, a.p1.welcome.roomId, { label: "a-judge", role: "judge", judgeCode: JUDGE, password: PASSWORD });
      await expect(joinTable(server!, a.p1.welcome.roomId, { label: "a-judge-wrong", role: "judge", judgeCode: "guess", password: PASSWORD })).rejects.toThrow(/judge code/i);
      const after = await nextRandomMoves(a.p1, a.p2, judge);
      expect(after).toEqual(control);
      await judge.leave();
    });

    it("keeps the room through a graceful restart (SIGTERM) as well", async () => {
      const roomId = a.p1.welcome.roomId;
      const seen = a.p1.screen();
      for (const seat of [a.p1, a.p2]) seat.room.reconnection.enabled = false;
      await server!.stop();
      await start();
      const p1 = await joinTable(server!, roomId, { label: "a-p1-third", seatToken: a.p1.welcome.seatToken, password: PASSWORD });
      await p1.settle();
      expect(p1.welcome).toMatchObject({ seat: "p1", roomId });
      expect(p1.screen()).toEqual(seen);
      a = { p1, p2: a.p2 };
    });

    it("lets a restored room nobody came back to go out of memory once RESTORE_HOLD_SECONDS have passed, its game dormant for its players", async () => {
      // The control room was restored at each start, and none of its players rejoined it.
      await expect.poll(() => roomStatus(b.p1.welcome.roomId), { timeout: (RESTORE_HOLD_SECONDS + 10) * 1000, interval: 250 }).toBe("dormant");
      expect(await roomStatus(a.p1.welcome.roomId)).toBe("open");
    });

    it("never restores a room because a client asked for it in create options", async () => {
      const options = { roomName: "Sneaky", __restoreTicket: "guess", restore: a.p1.welcome.roomId } as CreateOptions;
      const eve = await createTable(server!, options, { label: "eve", name: "Eve" });
      await eve.settle();
      expect(eve.welcome.roomId).not.toBe(a.p1.welcome.roomId);
      expect(eve.state.phase).toBe("waiting");
      expect(eve.state.seq).toBe(0);
      await eve.leave();
    });
  });
}
