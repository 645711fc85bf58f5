/**
 * The game store on each database it supports: the same tests, the same code, SQLite always
 * and PostgreSQL when PLAYMAT_TEST_POSTGRES_URL is set (the suite's title says when it was
 * skipped). The last tests play a game through a TableSession and bring it back from the store.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { apply } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TableSession } from "../rooms/table-session";
import { TableSchema } from "../sync/schema";
import { act, playSetup, playTurns, ptcg } from "../../test/support/engine-game";
import { freshPostgresDatabase, POSTGRES_SUITE, POSTGRES_URL } from "../../test/support/postgres";
import { openDatabase, type Database } from "./database";
import { GameStore, type RoomRecord } from "./game-store";

const scratch = mkdtempSync(path.join(tmpdir(), "playmat-store-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const backends = [
  { name: "SQLite", enabled: true, open: async () => ({ url: `sqlite:${path.join(scratch, "store.db")}`, drop: async () => {} }) },
  { name: POSTGRES_SUITE, enabled: POSTGRES_URL !== undefined, open: freshPostgresDatabase },
];

let rooms = 0;
const newRoom = (over: Partial<RoomRecord> = {}): Omit<RoomRecord, "status"> & { replayId: string } => ({
  id: `room${++rooms}`,
  game: "sandbox",
  options: { handSize: 5 },
  seed: 1234,
  name: "Friday",
  passwordHash: "scrypt$salt$key",
  judgeCodeHash: "scrypt$salt2$key2",
  seats: {},
  replayId: `replay-${rooms}`,
  settings: { spectatorChat: false },
  ...over,
}) as Omit<RoomRecord, "status"> & { replayId: string };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`game store on ${backend.name}`, () => {
    let db: Kysely<Database>;
    let store: GameStore;
    let drop = async () => {};

    beforeAll(async () => {
      const target = await backend.open();
      drop = target.drop;
      db = await openDatabase(target.url);
      store = new GameStore(db, 7);
    });
    afterAll(async () => {
      await db?.destroy();
      await drop();
    });

    it("keeps what brings a room back, and lists only open rooms", async () => {
      const room = newRoom({ seed: -2_000_000_000, seats: { p1: { name: "Alice", tokenHash: "sha256$ab" } } });
      await store.createRoom(room);
      const loaded = await store.loadRoom(room.id);
      expect(loaded).toEqual({ room: { ...room, status: "open" }, snapshot: null, actions: [], chat: [] });
      expect(await store.listUnfinished()).toContain(room.id);

      const finished = newRoom();
      const closed = newRoom();
      await store.createRoom(finished);
      await store.createRoom(closed);
      await store.markStatus(finished.id, "finished");
      await store.markStatus(closed.id, "closed");
      const open = await store.listUnfinished();
      expect(open).not.toContain(finished.id);
      expect(open).not.toContain(closed.id);
      expect((await store.loadRoom(closed.id))?.room.status).toBe("closed");
      expect(await store.loadRoom("nope")).toBeUndefined();
    });

    it("wakes a dormant room once, only within its hold, and closes the ones past it", async () => {
      const asleep = newRoom();
      const old = newRoom();
      await store.createRoom(asleep);
      await store.createRoom(old);
      await store.markStatus(asleep.id, "dormant");
      await store.markStatus(old.id, "dormant", "2020-01-01T00:00:00.000Z");
      expect(await store.listUnfinished()).not.toContain(asleep.id); // a restart leaves it asleep
      const aMinuteAgo = new Date(Date.now() - 60_000).toISOString();
      expect(await store.claimDormant(old.id, aMinuteAgo)).toBe(false); // dormant too long
      expect(await store.claimDormant(asleep.id, aMinuteAgo)).toBe(true);
      expect(await store.claimDormant(asleep.id, aMinuteAgo)).toBe(false); // already awake
      expect((await store.roomAccess(asleep.id))?.status).toBe("open");
      expect(await store.closeDormantBefore(aMinuteAgo)).toBeGreaterThanOrEqual(1);
      expect((await store.roomAccess(old.id))?.status).toBe("closed");
      expect((await store.roomAccess(asleep.id))?.status).toBe("open");
      expect(await store.roomAccess("nope")).toBeUndefined();
    });

    it("prunes only finished and closed rooms that no process holds and that did not change since, records first", async () => {
      const old = "2020-01-01T00:00:00.000Z";
      const rooms = { finished: newRoom(), closed: newRoom(), dormant: newRoom(), open: newRoom(), held: newRoom(), lapsed: newRoom(), fresh: newRoom() };
      for (const room of Object.values(rooms)) await store.createRoom(room);
      for (const key of ["finished", "held", "lapsed"] as const) await store.markStatus(rooms[key].id, "finished", old);
      await store.markStatus(rooms.closed.id, "closed", old);
      await store.markStatus(rooms.dormant.id, "dormant", old);
      await store.markStatus(rooms.fresh.id, "finished");
      await db.updateTable("rooms").set({ updated_at: old }).where("id", "=", rooms.open.id).execute();
      // A process holds one in memory (its lease runs a minute more); another's lease ran out an hour ago.
      const minute = 60_000;
      await db.updateTable("rooms").set({ owner: "alive", owner_until: Date.now() + minute }).where("id", "=", rooms.held.id).execute();
      await db.updateTable("rooms").set({ owner: "dead", owner_until: Date.now() - 60 * minute }).where("id", "=", rooms.lapsed.id).execute();
      await store.appendAction(rooms.finished.id, { seq: 1, actor: { seat: "p1" }, action: { type: "coin", count: 1 }, events: [] });
      await store.appendChat(rooms.finished.id, { line: 1, chat: { type: "chat", from: { role: "spectator", seat: null, name: "Spectator" }, text: "gg", afterSeq: 1 } });

      const aMinuteAgo = new Date(Date.now() - minute).toISOString();
      const ids = (await store.prunable(aMinuteAgo, 1000)).map((r) => r.id);
      const mine = Object.values(rooms).map((r) => r.id).filter((id) => ids.includes(id));
      expect(mine.sort()).toEqual([rooms.finished.id, rooms.closed.id, rooms.lapsed.id].sort());

      const records = { spectator: '{"viewer":"spectator"}', p1: '{"viewer":"p1","ü":"\\u2028"}', p2: "{}", judge: '{"viewer":"judge"}' };
      const { updatedAt } = (await store.prunable(aMinuteAgo, 1000)).find((r) => r.id === rooms.finished.id)!;
      expect(await store.prune(rooms.finished.id, "2021-01-01T00:00:00.000Z", records)).toBe(false); // changed since it was found
      expect((await store.loadRoom(rooms.finished.id))!.actions).toHaveLength(1);
      expect(await store.prune(rooms.finished.id, updatedAt, records)).toBe(true);
      expect(await store.prune(rooms.finished.id, updatedAt, records)).toBe(false); // once
      for (const [viewer, text] of Object.entries(records)) expect(await store.storedRecord(rooms.finished.id, viewer)).toBe(text);
      expect(await store.storedRecord(rooms.finished.id, "everyone")).toBeUndefined();
      expect(await store.findReplay(rooms.finished.replayId)).toEqual({ room: { ...rooms.finished, status: "finished" }, pruned: true });
      const left = (await store.loadRoom(rooms.finished.id))!;
      expect({ actions: left.actions, chat: left.chat, snapshot: left.snapshot }).toEqual({ actions: [], chat: [], snapshot: null });
      // Never an open, dormant or held room, whatever it is asked.
      for (const key of ["open", "dormant", "held"] as const) {
        const { updated_at } = await db.selectFrom("rooms").select("updated_at").where("id", "=", rooms[key].id).executeTakeFirstOrThrow();
        expect(await store.prune(rooms[key].id, updated_at, records), key).toBe(false);
        expect(await store.findReplay(rooms[key].replayId), key).toMatchObject({ pruned: false });
      }
    });

    it("stores seats as names and token hashes", async () => {
      const room = newRoom();
      await store.createRoom(room);
      await store.saveSeats(room.id, { p1: { name: "Alice", tokenHash: "sha256$1" }, p2: { name: "Bob", tokenHash: "sha256$2" } });
      expect((await store.loadRoom(room.id))?.room.seats).toEqual({ p1: { name: "Alice", tokenHash: "sha256$1" }, p2: { name: "Bob", tokenHash: "sha256$2" } });
    });

    it("appends actions in order and refuses a second action at the same seq", async () => {
      const room = newRoom();
      await store.createRoom(room);
      expect(await store.lastSeq(room.id)).toBe(0);
      const entry = (seq: number) => ({ seq, actor: { seat: "p1" as const }, action: { type: "coin" as const, count: seq }, events: [] });
      await store.appendAction(room.id, entry(1));
      await store.appendAction(room.id, entry(2));
      await expect(store.appendAction(room.id, entry(2))).rejects.toThrow();
      expect(await store.lastSeq(room.id)).toBe(2);
      expect((await store.loadRoom(room.id))?.actions.map((a) => [a.seq, a.action])).toEqual([
        [1, { type: "coin", count: 1 }],
        [2, { type: "coin", count: 2 }],
      ]);
    });

    it("commits appends of one turn together; a refused one fails alone", async () => {
      const [a, b] = [newRoom(), newRoom()];
      await store.createRoom(a);
      await store.createRoom(b);
      const entry = (seq: number) => ({ seq, actor: { seat: "p2" as const }, action: { type: "coin" as const, count: seq }, events: [] });
      await store.appendAction(a.id, entry(1));
      // Sent in one turn: one batch, in which a's seq 1 is a duplicate.
      const results = await Promise.allSettled([store.appendAction(a.id, entry(2)), store.appendAction(b.id, entry(1)), store.appendAction(a.id, entry(1)), store.appendAction(b.id, entry(2))]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
      expect((await store.loadRoom(a.id))?.actions.map((x) => x.seq)).toEqual([1, 2]);
      expect((await store.loadRoom(b.id))?.actions.map((x) => x.seq)).toEqual([1, 2]);
      // An action that can't be written as JSON is refused as a rejection, not a throw.
      const cyclic: Record<string, unknown> = { type: "coin" };
      cyclic.self = cyclic;
      await expect(store.appendAction(a.id, { ...entry(3), action: cyclic as never })).rejects.toThrow();
      expect(await store.lastSeq(a.id)).toBe(2);
    });

    it("stamps every action with the time its batch was committed, not the time it was handed over", async () => {
      const room = newRoom();
      await store.createRoom(room);
      const entry = (seq: number) => ({ seq, actor: { seat: "p1" as const }, action: { type: "coin" as const, count: 1 }, events: [] });
      // Only Date is faked: the flush still runs on the real setImmediate, after the clock moved.
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(new Date("2030-01-01T10:00:00.000Z"));
        const appended = Promise.all([store.appendAction(room.id, entry(1)), store.appendAction(room.id, entry(2))]);
        vi.setSystemTime(new Date("2030-01-01T10:00:05.000Z"));
        await appended;
      } finally {
        vi.useRealTimers();
      }
      const rows = await db.selectFrom("room_actions").select(["seq", "created_at"]).where("room_id", "=", room.id).orderBy("seq").execute();
      expect(rows.map((r) => [r.seq, r.created_at])).toEqual([
        [1, "2030-01-01T10:00:05.000Z"],
        [2, "2030-01-01T10:00:05.000Z"],
      ]);
    });

    it("stores a turn's many appends (more than one insert holds) in order, every one of them", async () => {
      const rooms = [newRoom(), newRoom(), newRoom()];
      for (const room of rooms) await store.createRoom(room);
      const entry = (seq: number) => ({ seq, actor: { seat: "p1" as const }, action: { type: "coin" as const, count: seq }, events: [] });
      // 75 appends in one turn: chunks of 32, 32 and 11 rows in one transaction.
      const appends = [];
      for (let seq = 1; seq <= 25; seq++) for (const room of rooms) appends.push(store.appendAction(room.id, entry(seq)));
      await Promise.all(appends);
      for (const room of rooms) {
        const stored = (await store.loadRoom(room.id))!.actions;
        expect(stored.map((a) => a.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
        expect(stored.map((a) => a.action)).toEqual(Array.from({ length: 25 }, (_, i) => ({ type: "coin", count: i + 1 })));
      }
    });

    it("brings a played table back exactly: the latest snapshot, then the stored actions replayed", async () => {
      const room = newRoom({ game: "ptcg", seed: 777, options: {} });
      const live = await TableSession.create(store, room, ptcg, new TableSchema());
      await playSetup(live);
      await playTurns(live, 6);
      expect(live.state.seq).toBeGreaterThan(14);
      expect(live.state.seq % 7).not.toBe(0); // a tail is left to replay after the last snapshot

      const saved = (await store.loadRoom(room.id))!;
      expect(saved.snapshot?.seq).toBe(Math.floor(live.state.seq / 7) * 7);
      expect(saved.actions).toHaveLength(live.state.seq);
      const back = TableSession.restore(store, saved, ptcg, new TableSchema());
      expect(back.state).toEqual(live.state);
      expect(back.events).toEqual(live.events);
      expect(back.history).toEqual(live.history);
      expect(back.log({ role: "player", seat: "p2" })).toEqual(live.log({ role: "player", seat: "p2" }));

      // The same RNG position: the next shuffle and coin come out as they would have without the restore.
      const seat = live.state.turn.current!;
      const shuffle = { type: "shuffle", zone: `${seat}.deck` } as const;
      const coin = { type: "coin", count: 5 } as const;
      const shuffled = apply(ptcg, live.state, shuffle, { seat });
      const flipped = shuffled.ok ? apply(ptcg, shuffled.state, coin, { seat }) : shuffled;
      if (!flipped.ok) throw new Error("the control moves were refused");
      await act(back, seat, shuffle);
      await act(back, seat, coin);
      expect(back.state).toEqual(flipped.state);
      expect(back.events.at(-1)).toEqual(flipped.events.at(-1));
      expect((await store.loadRoom(room.id))?.actions.at(-1)?.seq).toBe(flipped.state.seq);
    });

    it("brings back a game with undos, a rewind and chat: folded, with the same log, marks and randomness", async () => {
      const room = newRoom({ game: "ptcg", seed: 4321, options: {} });
      const live = await TableSession.create(store, room, ptcg, new TableSchema());
      await playSetup(live);
      await playTurns(live, 3);
      const seat = live.state.turn.current!;
      const foe = seat === "p1" ? "p2" : "p1";
      await live.say({ role: "spectator", seat: null, name: "Carol" }, "nice one");
      await act(live, seat, { type: "draw", count: 2 });
      const asked = await live.requestUndo({ seat }, 1);
      if (!asked.ok) throw new Error(asked.error.message);
      await act(live, foe, { type: "prompt.answer", prompt: asked.prompt, accept: true });
      const point = live.state.seq;
      await playTurns(live, 2);
      const rewound = await live.rewind({ seq: point }, { seat: "p1", judge: true });
      if (!rewound.ok) throw new Error(rewound.error.message);
      await live.say({ role: "player", seat: foe, name: "Bob" }, "fair");
      // Until a snapshot (every 7) lies after the last correction: the restore starts from it.
      while (((await store.loadRoom(room.id))!.snapshot?.seq ?? 0) < rewound.seq) await playTurns(live, 1);

      const saved = (await store.loadRoom(room.id))!;
      expect(saved.chat.map((c) => c.chat.text)).toEqual(["nice one", "fair"]);
      const back = TableSession.restore(store, saved, ptcg, new TableSchema());
      expect(back.state).toEqual(live.state);
      expect(back.history).toEqual(live.history);
      expect(back.events).toEqual(live.events);
      expect(back.log({ role: "spectator" })).toEqual(live.log({ role: "spectator" }));
      expect(back.log({ role: "spectator" }).filter((l) => l.takenBack).length).toBeGreaterThan(5);

      // Without a snapshot after the last correction, the whole history is folded, to the same table.
      const folded = TableSession.restore(store, { ...saved, snapshot: null }, ptcg, new TableSchema());
      expect(folded.state).toEqual(live.state);
      expect(folded.history).toEqual(live.history);
      // Randomness goes on from where it was.
      const next = live.state.turn.current!;
      const control = apply(ptcg, live.state, { type: "coin", count: 8 }, { seat: next });
      await act(back, next, { type: "coin", count: 8 });
      expect(control.ok && back.state.rng).toEqual(control.ok && control.state.rng);
    });

    it("recomputes the randomness of actions stored before it was kept, and gives old rooms a replay id", async () => {
      const room = newRoom({ game: "ptcg", seed: 99, options: {} });
      const live = await TableSession.create(store, room, ptcg, new TableSchema());
      await playSetup(live);
      await playTurns(live, 2);
      await db.updateTable("room_actions").set({ rng: null, next: null }).where("room_id", "=", room.id).execute();
      await db.updateTable("rooms").set({ replay_id: null }).where("id", "=", room.id).execute();
      const saved = (await store.loadRoom(room.id))!;
      expect(saved.actions.every((a) => a.rng === undefined)).toBe(true);
      const back = TableSession.restore(store, saved, ptcg, new TableSchema());
      expect(back.history).toEqual(live.history);
      expect(back.state).toEqual(live.state);
      expect(back.replayId).toMatch(/^[\w-]{22}$/);
      await back.close();
      expect((await store.loadRoom(room.id))?.room.replayId).toBe(back.replayId);
      // An undo works on the recovered history.
      const seat = back.state.turn.current!;
      await act(back, seat, { type: "coin", count: 1 });
      const asked = await back.requestUndo({ seat }, 1);
      expect(asked.ok).toBe(true);
    });
  });
}
