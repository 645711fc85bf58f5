import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

describe("the first player's first turn (seed 001 §6.3)", () => {
  it("a Supporter on the first player's first turn draws a warning, and the card still moves", () => {
    const table = new Scene().start();
    const { me } = table;
    table.play(me, "Field Professor", { zone: `${me}.resolving` });
    expect(table.codes()).toEqual(["ptcg.supporter.first-turn"]);
    expect(table.lastAdvisories[0]).toMatchObject({ source: "seed 001 §6.3, §13.5", target: `${me}.resolving`, params: { name: "Field Professor" } });
    expect(table.names(`${me}.resolving`)).toEqual(["Field Professor"]);
  });

  it("a Supporter played straight to the discard pile counts as played too", () => {
    const table = new Scene().start();
    table.play(table.me, "Field Professor", { zone: `${table.me}.discard` });
    expect(table.codes()).toEqual(["ptcg.supporter.first-turn"]);
  });

  it("the second player may play a Supporter on its first turn", () => {
    const table = new Scene().start().toTurn(2);
    table.play(table.me, "Field Professor", { zone: `${table.me}.resolving` });
    expect(table.codes()).toEqual([]);
  });

  it("an attack on the first player's first turn draws a warning, and the attack is still declared", () => {
    const table = new Scene().start();
    const { me } = table;
    table.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual(["ptcg.attack.first-turn"]);
    expect(table.lastAdvisories[0]!.target).toBe(`${me}.active:0`);
    expect(table.state.turn.markers).toEqual(["attacked"]);
  });

  it("the second player may attack on its first turn", () => {
    const table = new Scene().start().toTurn(2);
    table.do(table.me, { type: "attack", stack: { zone: `${table.me}.active`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual([]);
  });
});
