import { describe, expect, it } from "vitest";
import { Scene } from "./testkit";

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
    expect(table.pokemon(`${you}.active`).counters).toEqual({ damage: 20 });
  });

  it("one Checkup after each turn is fine", () => {
    const table = new Scene().start();
    for (let turn = 0; turn < 3; turn++) {
      table.do(table.me, { type: "turn.end" });
      table.do(table.me, { type: "assist", assist: "checkup" });
      expect(table.codes()).toEqual([]);
    }
  });

  it("a Checkup run before End turn and another run after it draw a warning: the poison counted twice", () => {
    const table = new Scene().start().toTurn(2);
    const { me, you } = table;
    table.do(me, { type: "condition", stack: { zone: `${you}.active`, slot: 0 }, condition: "poisoned", on: true });
    playTurn(table);
    table.do(me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    table.do(me, { type: "turn.end" });
    // The next player draws for the turn, then runs the Checkup it thinks nobody ran.
    table.do(you, { type: "draw", count: 1 });
    table.do(you, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual(["ptcg.checkup.twice"]);
    expect(table.lastAdvisories[0]).toMatchObject({ params: { count: 2 } });
    expect(table.pokemon(`${you}.active`).counters).toEqual({ damage: 20 });
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
});
