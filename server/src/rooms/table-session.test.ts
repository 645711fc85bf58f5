/**
 * The session's promise: an action is applied, stored, then published and acknowledged, one
 * at a time and in order; an action the store could not keep never happened.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { acceptUndo, buildRecord, createTable, foldHistory, gameById, type Viewer } from "@playmat/shared";
import { act, playSetup, playTurns, ptcg } from "../../test/support/engine-game";
import { countTurns } from "../../test/support/turns";
import { openDatabase, type Database } from "../store/database";
import { GameStore, type RoomRecord, type StoredAction } from "../store/game-store";
import { TableSchema } from "../sync/schema";
import { loadGame, loadGameSteps } from "./load-game";
import { RestoreError, TableSession } from "./table-session";

/** A store whose next appends can be made to fail, as a full disk or a lost connection would. */
class FlakyStore extends GameStore {
  failures = 0;
  /** The next append is written, then reported as failed (the connection dropped after COMMIT). */
  lostReply = false;
  override async appendAction(roomId: string, entry: StoredAction): Promise<void> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error("disk full");
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3)); // writes take a while
    await super.appendAction(roomId, entry);
    if (this.lostReply) {
      this.lostReply = false;
      throw new Error("connection terminated");
    }
  }
}

let db: Kysely<Database>;
let store: FlakyStore;
let rooms = 0;
/** The player who made the last move asks to take it back: who answers, and the approve-undo prompt. */
async function askUndoOfLastMove(session: TableSession) {
  const asker = session.history.at(-1)!.actor.seat;
  const asked = await session.requestUndo({ seat: asker }, 1);
  if (!asked.ok) throw new Error(asked.error.message);
  const answerer = asker === "p1" ? "p2" : "p1";
  return { answerer, prompt: session.state.prompts.find((p) => p.id === asked.prompt)! } as const;
}

const room = (): Omit<RoomRecord, "status"> & { replayId: string } => ({
  id: `s${++rooms}`, game: "ptcg", options: {}, seed: 99, name: "T", passwordHash: null, judgeCodeHash: "x", seats: {},
  replayId: `replay-s${rooms}`, settings: { spectatorChat: false },
});

beforeAll(async () => {
  db = await openDatabase(":memory:");
  store = new FlakyStore(db, 50);
});
afterAll(() => db.destroy());

describe("a table session", () => {
  it("stores no room for a table the engine can't build", async () => {
    const unbuildable = { ...room(), game: "sandbox", options: { handSize: 99 } };
    await expect(TableSession.create(store, unbuildable, gameById("sandbox")!, new TableSchema())).rejects.toThrow(/handSize/);
    expect(await store.loadRoom(unbuildable.id)).toBeUndefined();
  });

  it("refuses an action the store could not keep, and the table stays as it was", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const before = session.state;
    const events = session.events.length;
    const published: number[] = [];
    session.onCommit = (_e, firstSeq) => published.push(firstSeq);

    store.failures = 1;
    const reply = await session.act({ type: "coin", count: 3 }, { seat: session.state.turn.current! });
    expect(reply).toMatchObject({ ok: false, error: { code: "store.failed" } });
    expect(session.state).toBe(before);
    expect(session.events).toHaveLength(events);
    expect(published).toEqual([]);

    // The same move goes through afterwards, at the seq the failed one would have had.
    const seq = await act(session, session.state.turn.current!, { type: "coin", count: 3 });
    expect(seq).toBe(before.seq + 1);
    expect(published).toEqual([events]);
    expect((await store.loadRoom(session.roomId))?.actions.at(-1)?.seq).toBe(seq);
  });

  it("refuses an action that would change nothing: no log line, nothing stored, nothing for an undo to take back", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    await act(session, seat, { type: "coin", count: 1 });
    const before = session.state;
    const { history, events } = { history: session.history.length, events: session.events.length };
    const active = { zone: `${seat}.active`, slot: 0 };
    // Taking from a counter that is at 0, and a condition the stack already has.
    const unchanged = { ok: false, error: { code: "action.unchanged", message: "That would change nothing on the table." } };
    expect(await session.act({ type: "counter", stack: active, counter: "damage", mode: "add", amount: -10 }, { seat })).toEqual(unchanged);
    expect(session.state).toBe(before);
    await act(session, seat, { type: "condition", stack: active, condition: "poisoned", on: true });
    const poisoned = session.state;
    expect(await session.act({ type: "condition", stack: active, condition: "poisoned", on: true }, { seat })).toEqual(unchanged);
    expect(session.state).toBe(poisoned);
    expect(session.history).toHaveLength(history + 1);
    expect(session.events.length).toBeGreaterThan(events);
    expect((await store.loadRoom(session.roomId))?.actions.at(-1)?.seq).toBe(poisoned.seq);
    // The undo takes back the last thing that happened: the poison.
    const { prompt } = await askUndoOfLastMove(session);
    expect(prompt.data.takes).toMatchObject([{ type: "condition" }]);
  });

  it("still puts back a looking area whose cards were all taken, though that writes no log line", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    await act(session, seat, { type: "look", zone: `${seat}.deck`, from: "top", count: 1 });
    const looked = (session.state.zones[`${seat}.looking`] as { cards: { pid: string }[] }).cards[0]!;
    await act(session, seat, { type: "move", cards: [{ zone: `${seat}.looking`, pid: looked.pid }], to: { zone: `${seat}.hand` } });
    await act(session, seat, { type: "look.end", to: "top" });
    expect(session.state.players[seat].looking).toBeNull();
  });

  it("counts an action whose write landed although the store reported a failure", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    store.lostReply = true;
    const seq = await act(session, seat, { type: "coin", count: 1 });
    expect(session.state.seq).toBe(seq);
    expect(await act(session, seat, { type: "coin", count: 1 })).toBe(seq + 1);
  });

  it("stores, publishes and acknowledges actions sent at once strictly in the order they came", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    const order: string[] = [];
    session.onCommit = () => order.push(`published ${session.state.seq}`);
    const start = session.state.seq;
    const replies = Array.from({ length: 8 }, () =>
      session.act({ type: "coin", count: 1 }, { seat }).then((r) => order.push(`acknowledged ${r.ok ? r.seq : "refused"}`)),
    );
    await Promise.all(replies);
    const expected = Array.from({ length: 8 }, (_, i) => [`published ${start + i + 1}`, `acknowledged ${start + i + 1}`]).flat();
    expect(order).toEqual(expected);
    const stored = (await store.loadRoom(session.roomId))!.actions.map((a) => a.seq);
    expect(stored).toEqual(Array.from({ length: start + 8 }, (_, i) => i + 1));
  });

  it("applies an action exactly as the store keeps it, and refuses one JSON cannot hold", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    // This assist ignores parameters it doesn't know, so these reach the engine (and the log).
    const odd = { type: "assist", assist: "checkup", params: { when: new Date(0), n: Number.NaN, gone: undefined } };
    await act(session, seat, odd as never);
    expect(session.history.at(-1)?.action).toStrictEqual({ type: "assist", assist: "checkup", params: { when: "1970-01-01T00:00:00.000Z", n: null } });
    const before = session.state;
    const big = await session.act({ type: "assist", assist: "checkup", params: { n: 10n } } as never, { seat });
    expect(big).toMatchObject({ ok: false, error: { code: "message.invalid" } });
    expect(session.state).toBe(before);
  });

  it("keeps an action JSON gives back as it is, without copying it, and stores the same text", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const seat = session.state.turn.current!;
    const coin = { type: "coin", count: 2 } as const;
    await act(session, seat, coin);
    expect(session.history.at(-1)?.action).toBe(coin);
    const stored = (await store.loadRoom(session.roomId))!.actions.at(-1)!;
    expect(stored.action).toStrictEqual(coin);
  });

  /** A game whose log holds 40 lines, its limit: coins flipped until it is full. */
  async function fullTable() {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema(), { maxLogLines: 40 });
    await playSetup(session);
    const seat = session.state.turn.current!;
    while (session.events.length < 40) await act(session, seat, { type: "coin", count: 1 });
    return { session, seat };
  }

  it("takes nothing more once its log is full, and says so; the table, the store and the record stay as they were", async () => {
    const { session, seat } = await fullTable();
    const state = session.state;
    const lines = session.events.length;
    const stored = (await store.loadRoom(session.roomId))!;
    const published: number[] = [];
    session.onCommit = (_items, first) => published.push(first);

    const full = { ok: false, error: { code: "table.full", message: expect.stringMatching(/^This table's log is full \(40 lines\).*start a new table/) } };
    expect(await session.act({ type: "coin", count: 1 }, { seat })).toMatchObject(full);
    expect(await session.say({ role: "player", seat, name: "Alice" }, "one more?")).toMatchObject(full);
    expect(await session.requestUndo({ seat }, 1)).toMatchObject(full);
    expect(await session.rewind({ seq: 3 }, { seat: "p1", judge: true })).toMatchObject(full);

    expect(session.state).toBe(state);
    expect(session.events).toHaveLength(lines);
    expect(published).toEqual([]);
    const after = (await store.loadRoom(session.roomId))!;
    expect([after.actions.length, after.chat.length]).toEqual([stored.actions.length, stored.chat.length]);
    // The game can still be taken away: its record is built as ever.
    expect((await session.record({ role: "player", seat }, { name: "T", players: { p1: "Alice", p2: "Bob" } })).steps.length).toBeGreaterThan(0);

    // Brought back by a server whose limit is higher, it plays on.
    const back = TableSession.restore(store, after, ptcg, new TableSchema(), { maxLogLines: 100 });
    expect((await back.act({ type: "coin", count: 1 }, { seat })).ok).toBe(true);
  });

  it("a full table can still end: a concession and revealing the record go through, nothing else", async () => {
    const { session, seat } = await fullTable();
    expect(await session.act({ type: "coin", count: 1 }, { seat })).toMatchObject({ ok: false, error: { code: "table.full" } });

    expect((await session.act({ type: "concede" }, { seat })).ok).toBe(true);
    expect(session.state.phase).toBe("finished");
    for (const player of ["p1", "p2"] as const) expect((await session.act({ type: "record.reveal", reveal: true }, { seat: player })).ok).toBe(true);
    expect(session.state.players.p1.revealsRecord && session.state.players.p2.revealsRecord).toBe(true);
    expect(await session.act({ type: "coin", count: 1 }, { seat })).toMatchObject({ ok: false, error: { code: "table.full" } });
    expect(await session.say({ role: "player", seat, name: "Alice" }, "gg")).toMatchObject({ ok: false, error: { code: "table.full" } });
  });

  it("carries a viewer's game record on as the game goes: the record of the whole game, names as they are now", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const p2: Viewer = { role: "player", seat: "p2" };
    const names = { name: "T", players: { p1: "Alice", p2: "Bob" } };
    const fresh = (meta = names) => {
      const { history, items, spans } = session.journal;
      return buildRecord({ definition: ptcg, initial: session.initial, state: session.state, history, items, spans, ...meta }, p2);
    };
    const first = await session.record(p2, names);
    const firstSteps = first.steps.length;
    expect(session.hasRecord(p2, names)).toBe(true);
    await playTurns(session, 2);
    await session.say({ role: "player", seat: "p2", name: "Bob" }, "nice");
    expect(session.hasRecord(p2, names)).toBe(false);
    const later = await session.record(p2, names);
    expect(later).toEqual(fresh());
    expect(later.steps.length).toBeGreaterThan(first.steps.length);
    // The record handed out before is as it was.
    expect(first.steps).toHaveLength(firstSteps);
    const renamed = { name: "T", players: { p1: "Alice", p2: "Robert" } };
    expect(session.hasRecord(p2, renamed)).toBe(false);
    expect(await session.record(p2, renamed)).toEqual(fresh(renamed));
  });

  it("builds a long game's first record in slices, answering other asks between them", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema(), { maxLogLines: 10_000 });
    await playSetup(session);
    await playTurns(session, 80);
    const names = { name: "T", players: { p1: "Alice", p2: "Bob" } };
    const spectator: Viewer = { role: "spectator" };
    const { history, items, spans } = session.journal;
    const whole = buildRecord({ definition: ptcg, initial: session.initial, state: session.state, history, items, spans, ...names }, spectator);
    // Turns of the event loop that went by while the record was built: other tables' messages.
    const counter = countTurns();
    const [asked, askedAgain] = await Promise.all([session.record(spectator, names), session.record(spectator, names)]);
    const turns = counter.stop();
    expect(asked).toEqual(whole);
    // The second ask waited for the first build, and got the same record without another.
    expect(askedAgain).toBe(asked);
    expect(turns, `${history.length} entries`).toBeGreaterThan(0);
  }, 30_000);

  it("folds an accepted undo in a long game in slices, answering other asks between them", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema(), { maxLogLines: 10_000 });
    await playSetup(session);
    await playTurns(session, 80);
    const { answerer, prompt } = await askUndoOfLastMove(session);
    // The same undo folded at once, for comparison.
    const atOnce = acceptUndo(ptcg, session.initial, session.history, session.state, prompt, { seat: answerer }, session.journal.linesOf);
    if (!atOnce.ok) throw new Error(atOnce.error.message);
    // Turns of the event loop that went by while the undo was folded, before it was stored.
    const counter = countTurns();
    let turns = 0;
    const append = store.appendAction.bind(store);
    store.appendAction = (...args) => ((turns = counter.stop()), append(...args));
    const reply = await session.act({ type: "prompt.answer", prompt: prompt.id, accept: true }, { seat: answerer }).finally(() => (store.appendAction = append));
    expect(reply.ok).toBe(true);
    expect(session.state).toEqual(atOnce.state);
    expect(session.history.at(-1)!.action.type).toBe("undo");
    expect(turns, `${session.history.length} entries`).toBeGreaterThan(0);
  }, 30_000);

  it("brings a stored game back a few actions at a time, to the table it was left at", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema(), { maxLogLines: 10_000 });
    await playSetup(session);
    await playTurns(session, 60);
    // An undo after the last snapshot: bringing the game back folds its whole history.
    const { answerer, prompt } = await askUndoOfLastMove(session);
    expect((await session.act({ type: "prompt.answer", prompt: prompt.id, accept: true }, { seat: answerer })).ok).toBe(true);
    const saved = (await store.loadRoom(session.roomId))!;
    const steps = loadGameSteps(ptcg, saved);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses, `${saved.actions.length} actions`).toBeGreaterThan(saved.actions.length / 32);
    expect(step.value.state).toEqual(session.state);
    expect(step.value.state).toEqual(loadGame(ptcg, saved).state);
    expect(step.value.journal.history).toEqual(session.history);
  }, 30_000);

  it("brings each stored game back by the setup order it was stored with (seed 001 §5 for tables made now)", async () => {
    /** Plays setup and two turns, brings the game back from the store; the p1 hand after p1's deck load, as replayed. */
    const handOnLoad = async (options: Record<string, unknown>) => {
      const session = await TableSession.create(store, { ...room(), options }, ptcg, new TableSchema());
      await playSetup(session);
      await playTurns(session, 2);
      const saved = (await store.loadRoom(session.roomId))!;
      expect(saved.room.options).toEqual(options);
      expect(loadGame(ptcg, saved).state).toEqual(session.state);
      const firstLoad = foldHistory(ptcg, createTable(ptcg, saved.room.options, saved.room.seed), session.history.slice(0, 1)).state;
      const hand = firstLoad.zones["p1.hand"];
      return hand?.layout === "pile" ? hand.cards.length : -1;
    };
    // Stored before setupOrder existed: the hand came with the deck, and still does on the way back.
    expect(await handOnLoad({})).toBe(7);
    expect(await handOnLoad({ ...ptcg.newTableOptions })).toBe(0);
  }, 30_000);

  it("refuses to restore a log with a missing action", async () => {
    const session = await TableSession.create(store, room(), ptcg, new TableSchema());
    await playSetup(session);
    const saved = (await store.loadRoom(session.roomId))!;
    saved.actions.splice(2, 1);
    expect(() => TableSession.restore(store, saved, ptcg, new TableSchema())).toThrow(RestoreError);
  });
});
