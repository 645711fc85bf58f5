/**
 * A record built a slice at a time is the record built at once, and the event loop gets a turn
 * between slices; a record revealed while it was being built is built again, revealed. Steps
 * that pause (an undo's fold) run to their end with turns between slices.
 */
import { buildRecord, RecordBuilder, recordRevealed, type RecordSource, type Viewer } from "@playmat/shared";
import { PlayedGame } from "@playmat/shared/testing";
import { describe, expect, it } from "vitest";
import { countTurns } from "../../test/support/turns";
import { catchUp, runInSlices } from "./slices";

/** A started game with some turns of draws, coins and shuffles. */
function longGame(turns: number): PlayedGame {
  const game = new PlayedGame().started();
  for (let turn = 0; turn < turns; turn++) {
    const seat = game.state.turn.current!;
    game.do(seat, { type: "draw", count: 1 }).do(seat, { type: "coin", count: 1 }).do(seat, { type: "shuffle", zone: `${seat}.deck` }).do(seat, { type: "turn.end" });
  }
  return game;
}

const spectator: Viewer = { role: "spectator" };

describe("building a record in slices", () => {
  it("gives the event loop a turn whenever a slice has run its time, and the record built at once", async () => {
    const game = longGame(20);
    const source = game.recordSource();
    // A clock that moves 1 ms each time it is read: every step of 8 entries is a slice of its own.
    let now = 0;
    const counter = countTurns();
    const fresh = () => new RecordBuilder(game.definition, game.initial, spectator, false);
    const builder = await catchUp(fresh(), () => source, fresh, { sliceMs: 1, clock: () => now++ });
    const turns = counter.stop();
    expect(builder.build(source)).toEqual(buildRecord(source, spectator));
    const steps = Math.ceil(game.journal.history.length / 8);
    expect(turns).toBeGreaterThanOrEqual(steps - 1);
  });

  it("folds in what was played between slices", async () => {
    const game = longGame(20);
    const played = game.journal.history.length;
    // While the record is being built, the player whose turn it is draws and ends the turn.
    setImmediate(() => {
      const seat = game.state.turn.current!;
      game.do(seat, { type: "draw", count: 1 }).do(seat, { type: "turn.end" });
    });
    // Every action the builder's fold applies reads the rules' advisories once.
    let applied = 0;
    const definition = new Proxy(game.definition, { get: (target, key, receiver) => (key === "advisories" && applied++, Reflect.get(target, key, receiver)) });
    const fresh = () => new RecordBuilder(definition, game.initial, spectator, false);
    let now = 0;
    const builder = await catchUp(fresh(), () => game.recordSource(), fresh, { sliceMs: 1, clock: () => now++ });
    expect(game.journal.history.length).toBe(played + 2);
    // Caught up with the game as it is now: building the record folds nothing more.
    const folded = applied;
    const record = builder.build(game.recordSource());
    expect(applied).toBe(folded);
    expect(record).toEqual(buildRecord(game.recordSource(), spectator));
    expect(record.steps.at(-1)).toMatchObject({ type: "turn.end" });
  });

  it("starts again, seeing every card, when the record is revealed between slices", async () => {
    const game = longGame(6);
    const hidden = game.recordSource();
    game.do("p1", { type: "concede" });
    for (const seat of ["p1", "p2"] as const) game.do(seat, { type: "record.reveal", reveal: true });
    const revealed = game.recordSource();
    expect(recordRevealed(revealed.state)).toBe(true);
    let reads = 0;
    // The first step sees the game as it was; by the next, both players have revealed the record.
    const source = (): RecordSource => (reads++ === 0 ? hidden : revealed);
    let made = 0;
    const fresh = () => (made++, new RecordBuilder(game.definition, game.initial, spectator, true));
    let now = 0;
    const builder = await catchUp(new RecordBuilder(game.definition, game.initial, spectator, false), source, fresh, { sliceMs: 1, clock: () => now++ });
    expect(made).toBe(1);
    const record = builder.build(revealed);
    expect(record.revealed).toBe(true);
    expect(record).toEqual(buildRecord(revealed, spectator));
  });
});

describe("running steps in slices", () => {
  it("gives the event loop a turn whenever a slice has run its time, and returns what the steps give", async () => {
    function* steps(): Generator<void, string> {
      for (let i = 0; i < 10; i++) yield;
      return "done";
    }
    const counter = countTurns();
    // A clock that moves 1 ms each time it is read, slices of 2 ms: a turn every other step.
    let now = 0;
    const result = await runInSlices(steps(), { sliceMs: 2, clock: () => now++ });
    const turns = counter.stop();
    expect(result).toBe("done");
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(turns).toBeLessThanOrEqual(6);
  });
});
