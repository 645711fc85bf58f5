import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

describe("Pokémon Tools (seed 001 §4.3)", () => {
  it("a second Tool on one Pokémon draws a warning, and it is still attached", () => {
    const table = new Scene().start();
    const { me } = table;
    table.play(me, "Lucky Charm", { zone: `${me}.active`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual([]);
    table.play(me, "Sturdy Band", { zone: `${me}.active`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual(["ptcg.tool.second"]);
    expect(table.lastAdvisories[0]!.target).toBe(`${me}.active:0`);
    expect(table.stack(`${me}.active`).attached).toHaveLength(2);
  });

  it("one Tool on each of two Pokémon is fine", () => {
    const table = new Scene().start();
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.play(me, "Lucky Charm", { zone: `${me}.active`, slot: 0, as: "attach" });
    table.play(me, "Sturdy Band", { zone: `${me}.bench`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual([]);
  });
});
