import { describe, expect, it } from "vitest";
import { Scene } from "./testkit";

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
});
