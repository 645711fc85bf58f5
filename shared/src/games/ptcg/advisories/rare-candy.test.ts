import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

describe("Rare Candy (seed 000)", () => {
  it("Rare Candy then a Stage 2 onto a Basic in play since an earlier turn draws no warning", () => {
    const table = new Scene().start().toTurn(3);
    const { me } = table;
    table.play(me, "Rare Candy", { zone: `${me}.resolving` });
    table.play(me, "Blossom ex", { zone: `${me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual([]);
    expect(table.topName(`${me}.active`)).toBe("Blossom ex");
  });

  it("Rare Candy during your first turn draws a warning, and the Stage 2 still goes on", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    table.play(me, "Rare Candy", { zone: `${me}.discard` });
    table.play(me, "Blossom ex", { zone: `${me}.active`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.rare-candy.first-turn"]);
    expect(table.topName(`${me}.active`)).toBe("Blossom ex");
  });

  it("Rare Candy on a Basic put into play this turn draws a warning", () => {
    const table = new Scene().start().toTurn(3);
    const { me } = table;
    table.play(me, "Sprout", { zone: `${me}.bench`, slot: 1 });
    table.play(me, "Rare Candy", { zone: `${me}.resolving` });
    table.play(me, "Blossom ex", { zone: `${me}.bench`, slot: 1, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.rare-candy.new-basic"]);
    expect(table.lastAdvisories[0]!.target).toBe(`${me}.bench:1`);
    expect(table.topName(`${me}.bench`, 1)).toBe("Blossom ex");
  });

  it("Rare Candy does not make a Stage 2 fit a Basic of another line", () => {
    const table = new Scene().start();
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.toTurn(3).play(me, "Rare Candy", { zone: `${me}.resolving` });
    table.play(me, "Blossom ex", { zone: `${me}.bench`, slot: 0, as: "onto" });
    expect(table.codes()).toEqual(["ptcg.evolve.wrong-stage"]);
  });
});
