/**
 * A table stored by an older server comes back as the same game: its latest snapshot holds the
 * Pokémon fields the engine once kept apart (a player's `mulligans`, the turn's `attacked`, a
 * Pokémon's `evolvedTurn`), now a counter, a turn marker and the stack's toppedTurn.
 */
import type { Kysely } from "kysely";
import type { Seat, TableState } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGame } from "../../../src/rooms/load-game";
import { TableSession } from "../../../src/rooms/table-session";
import { openDatabase, type Database } from "../../../src/store/database";
import { GameStore } from "../../../src/store/game-store";
import { TableSchema } from "../../../src/sync/schema";
import { act, playSetup, playTurns, ptcg } from "../../support/engine-game";

let db: Kysely<Database>;
let store: GameStore;

beforeAll(async () => {
  db = await openDatabase(":memory:");
  store = new GameStore(db, 50);
});
afterAll(() => db.destroy());

/** The snapshot's table as a server before issue 28 stored it (JSON, with the three old fields). */
function inTheOldShape(state: TableState): TableState {
  const old = JSON.parse(JSON.stringify(state));
  for (const player of Object.values(old.players) as any[]) {
    player.mulligans = player.counters.mulligans ?? 0;
    delete player.counters;
  }
  old.turn.attacked = old.turn.markers.includes("attacked");
  delete old.turn.markers;
  for (const zone of Object.values(old.zones) as any[]) {
    for (const stack of zone.slots ?? []) {
      if (!stack) continue;
      stack.evolvedTurn = stack.toppedTurn;
      delete stack.toppedTurn;
    }
  }
  return old;
}

describe("a Pokémon table stored in the old shape", () => {
  it("restores from its snapshot to the table it was left at, and plays on", async () => {
    const room = { id: "old-shape", game: "ptcg", options: {}, seed: 7, name: "T", passwordHash: null, judgeCodeHash: "x", seats: {}, replayId: "replay-old-shape", settings: { spectatorChat: false } };
    const session = await TableSession.create(store, room, ptcg, new TableSchema());
    await playSetup(session);
    await playTurns(session, 3);
    // The snapshot (every 50 actions) is taken right after an attack: its turn has "attacked".
    const seat = () => session.state.turn.current!;
    while (session.state.seq % 50 !== 49) await act(session, seat(), { type: "coin", count: 1 });
    await act(session, seat(), { type: "attack", stack: { zone: `${seat()}.active`, slot: 0 }, name: "Tackle" });
    await act(session, seat(), { type: "coin", count: 1 });
    const saved = (await store.loadRoom(session.roomId))!;
    expect(saved.snapshot).toMatchObject({ seq: 50, state: { turn: { markers: ["attacked"] } } });
    const old = { ...saved, snapshot: { seq: 50, state: inTheOldShape(saved.snapshot!.state) } };
    expect(old.snapshot.state.turn).toMatchObject({ attacked: true });
    expect(old.snapshot.state.players.p1).toHaveProperty("mulligans");

    const restored = loadGame(ptcg, old);
    expect(restored.state).toEqual(session.state);
    expect(restored.state.turn.markers).toEqual(["attacked"]);
    expect(restored.state.players.p1.counters).toEqual(session.state.players.p1.counters);
  }, 30_000);
});

/** The stored game as a server before the rename kept it: a card put on top of a stack went `as: "evolve"`, its event's layer too. */
function inTheOldWords<T>(stored: T): T {
  return JSON.parse(JSON.stringify(stored).replaceAll('"as":"onto"', '"as":"evolve"').replaceAll('"layer":"onto"', '"layer":"evolve"'));
}

describe('a stored game with cards put `as: "evolve"` (before the engine called it "onto")', () => {
  it("restores to the same table and the same log, a pending request's move included, and plays on", async () => {
    const room = { id: "old-words", game: "ptcg", options: {}, seed: 11, name: "T", passwordHash: null, judgeCodeHash: "x", seats: {}, replayId: "replay-old-words", settings: { spectatorChat: false } };
    const session = await TableSession.create(store, room, ptcg, new TableSchema());
    await playSetup(session);
    await playTurns(session, 2);
    const seat = session.state.turn.current!;
    const foe: Seat = seat === "p1" ? "p2" : "p1";
    const hand = (s: Seat) => (session.state.zones[`${s}.hand`] as { cards: { pid: string }[] }).cards;
    // A card put on top of the Active Pokémon, as the old server stored an evolution.
    await act(session, seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: hand(seat)[0]!.pid }], to: { zone: `${seat}.active`, slot: 0, as: "onto" } });
    while (session.state.seq % 50 !== 49) await act(session, seat, { type: "coin", count: 1 });
    // A request to put one of the opponent's hand cards on top of its Active: pending when the snapshot (every 50) is taken.
    const ask = { type: "move", cards: [{ zone: `${foe}.hand`, random: true }], to: { zone: `${foe}.active`, slot: 0, as: "onto" } } as const;
    await act(session, seat, { type: "request", action: ask });
    const saved = (await store.loadRoom(session.roomId))!;
    expect(saved.snapshot).toMatchObject({ seq: 50, state: { prompts: [{ kind: "approve-action", data: { action: ask } }] } });

    const old = inTheOldWords(saved);
    expect(JSON.stringify(old)).toContain('"as":"evolve"');
    expect(JSON.stringify(old)).toContain('"layer":"evolve"');
    expect(JSON.stringify(old)).not.toMatch(/"(as|layer)":"onto"/);
    const restored = loadGame(ptcg, old);
    expect(restored.state).toEqual(session.state);
    expect(restored.journal.render({ role: "player", seat: foe })).toEqual(session.journal.render({ role: "player", seat: foe }));
    expect(restored.journal.render({ role: "judge" })).toEqual(session.journal.render({ role: "judge" }));
    // Without the snapshot every stored action is replayed from the seed, the old `as: "evolve"` ones too.
    expect(loadGame(ptcg, { ...old, snapshot: null }).state).toEqual(session.state);

    // The approved request puts the card on top, as it would have on the old server.
    const back = TableSession.restore(store, old, ptcg, new TableSchema());
    const prompt = back.state.prompts[0]!;
    const reply = await back.act({ type: "prompt.answer", prompt: prompt.id, accept: true }, { seat: foe });
    expect(reply.ok).toBe(true);
    expect(back.state.zones[`${foe}.active`]).toMatchObject({ slots: [{ cards: [{}, {}] }] });
  }, 30_000);
});
