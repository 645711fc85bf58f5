import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

/** The player whose turn it is draws, benches a Pebble and attacks: a turn played. */
function playTurn(table: Scene): void {
  const { me } = table;
  table.do(me, { type: "draw", count: 1 });
  table.play(me, "Pebble", { zone: `${me}.bench` });
  table.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 0 }, name: "Tackle" });
}

describe("Pokémon Checkup once between turns (seed 001 §8)", () => {
  it("a second Checkup after the same turn, by either player, draws a warning; the first does not", () => {
    const table = new Scene().start();
    const { me, you } = table;
    table.do(me, { type: "condition", stack: { zone: `${you}.active`, slot: 0 }, condition: "poisoned", on: true });
    table.do(me, { type: "turn.end" });
    table.do(me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    // The other player, not knowing it was done, runs it again: the poison counts twice.
    table.do(you, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual(["ptcg.checkup.twice"]);
    expect(table.lastAdvisories[0]).toMatchObject({ params: { count: 2 } });
    expect(table.stack(`${you}.active`).counters).toEqual({ damage: 20 });
  });

  it("one Checkup after each turn is fine", () => {
    const table = new Scene().start();
    for (let turn = 0; turn < 3; turn++) {
      table.do(table.me, { type: "turn.end" });
      table.do(table.me, { type: "assist", assist: "checkup" });
      expect(table.codes()).toEqual([]);
    }
  });

  it("a Checkup run before End turn and another run after it, before the next player draws, draw a warning: the poison counted twice", () => {
    const table = new Scene().start().toTurn(2);
    const { me, you } = table;
    table.do(me, { type: "condition", stack: { zone: `${you}.active`, slot: 0 }, condition: "poisoned", on: true });
    playTurn(table);
    table.do(me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.do(me, { type: "turn.end" });
    // The next player runs the Checkup it thinks nobody ran, before drawing for the turn.
    table.do(you, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual(["ptcg.checkup.twice"]);
    expect(table.lastAdvisories[0]).toMatchObject({ params: { count: 2 } });
    expect(table.stack(`${you}.active`).counters).toEqual({ damage: 20 });
  });

  it("right after End turn, before the next player has drawn, a second Checkup draws a warning too", () => {
    const table = new Scene().start().toTurn(2);
    playTurn(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    table.do(table.me, { type: "turn.end" });
    table.do(table.you, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual(["ptcg.checkup.twice"]);
  });

  it("one Checkup before each End turn is fine", () => {
    const table = new Scene().start().toTurn(2);
    for (let turn = 0; turn < 3; turn++) {
      playTurn(table);
      table.do(table.me, { type: "assist", assist: "checkup" });
      expect(table.codes()).toEqual([]);
      table.do(table.me, { type: "turn.end" });
    }
  });

  it("a Checkup after one End turn and the next before the following End turn are fine: a turn was played between", () => {
    const table = new Scene().start().toTurn(2);
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "assist", assist: "checkup" });
    playTurn(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.do(table.me, { type: "turn.end" });
    playTurn(table);
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
  });

  it("a turn in which its player only draws, between two Checkups run after End turn, is fine", () => {
    const table = new Scene().start().toTurn(2);
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "draw", count: 1 });
    table.do(table.me, { type: "assist", assist: "checkup" });
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
  });

  it("a turn in which its player only draws has its own Checkup before End turn, though the last one was run before the previous End turn", () => {
    const table = new Scene().start().toTurn(2);
    playTurn(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    table.do(table.me, { type: "turn.end" });
    // The next player draws, has nothing to play, and runs the Checkup after their own turn.
    table.do(table.me, { type: "draw", count: 1 });
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.do(table.me, { type: "turn.end" });
    playTurn(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
  });

  it("a Checkup run once the turn's player has drawn belongs after that turn: another before its End turn draws a warning", () => {
    const table = new Scene().start().toTurn(2);
    playTurn(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "draw", count: 1 });
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.play(table.me, "Pebble", { zone: `${table.me}.bench` });
    table.do(table.you, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual(["ptcg.checkup.twice"]);
  });

  it("after the draw, a Checkup is the one after the last turn if none was run yet; the next is this turn's; a third warns", () => {
    const table = new Scene().start().toTurn(2);
    playTurn(table);
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "draw", count: 1 });
    table.do(table.me, { type: "assist", assist: "checkup" });
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.do(table.you, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual(["ptcg.checkup.twice"]);
  });
});

describe("a table stored by an older server, without the ended turn's counts", () => {
  /** The table as such a server stored it: no kept tally of the ended turn, no counts it did not keep. */
  function asStoredBefore(table: Scene): void {
    const { previousTally: _, ...turn } = table.state.turn;
    const tally = Object.fromEntries(
      Object.entries(turn.tally).map(([seat, counts]) => [seat, Object.fromEntries(Object.entries(counts!).filter(([key]) => !["turn-played", "checkup-closing"].includes(key)))]),
    );
    table.state = { ...table.state, turn: { ...turn, tally } };
  }

  it("its first Checkup after End turn reads as the only one (a second one then goes unwarned once); the next gaps are counted in full", () => {
    const table = new Scene().start().toTurn(2);
    playTurn(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    table.do(table.me, { type: "turn.end" });
    asStoredBefore(table);
    expect(table.state.turn.previousTally).toBeUndefined();
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    playTurn(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual(["ptcg.checkup.twice"]);
  });

  it("stored in the middle of a turn already played, its Checkup before End turn is fine", () => {
    const table = new Scene().start().toTurn(2);
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "assist", assist: "checkup" });
    playTurn(table);
    asStoredBefore(table);
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.do(table.me, { type: "turn.end" });
    table.do(table.me, { type: "draw", count: 1 });
    table.do(table.me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
  });
});
