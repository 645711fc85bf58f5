/**
 * A table stored by an older server comes back as the same game: its latest snapshot holds the
 * Pokémon fields the engine once kept apart (a player's `mulligans`, the turn's `attacked`, a
 * Pokémon's `evolvedTurn`), now a counter, a turn marker and the stack's toppedTurn.
 */
import type { Kysely } from "kysely";
import type { TableState } from "@playmat/shared";
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
