import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

const bench = (table: Scene, count: number, name = "Sprout") => {
  for (let slot = 0; slot < count; slot++) table.play(table.me, name, { zone: `${table.me}.bench`, slot });
  return table;
};

describe("the Bench (seed 001 §5, §6.2)", () => {
  it("a sixth Benched Pokémon on a wide table draws a warning, and it still goes onto the Bench", () => {
    const table = bench(new Scene({ benchSize: 8 }).start(), 5);
    expect(table.codes()).toEqual([]);
    table.play(table.me, "Pebble", { zone: `${table.me}.bench`, slot: 5 });
    expect(table.codes()).toEqual(["ptcg.bench.full"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${table.me}.bench`, params: { count: 6, limit: 5 } });
    expect(table.topName(`${table.me}.bench`, 5)).toBe("Pebble");
  });

  it("a Stadium that allows 8 Benched Pokémon lifts the limit, and its leaving brings the warning back", () => {
    const table = new Scene({ benchSize: 8 }).start().toTurn(2);
    table.play(table.me, "Sky Field", { zone: "stadium" });
    bench(table, 6);
    expect(table.codes()).toEqual([]);
    table.toTurn(3).play(table.me, "Sunny Park", { zone: "stadium" });
    // Sky Field still lies under Sunny Park, but only the Stadium on top is in play.
    expect(table.codes()).toEqual(["ptcg.stadium.replaced", "ptcg.bench.full"]);
    expect(table.lastAdvisories.find((a) => a.code === "ptcg.bench.full")!.target).toBe(`${table.you}.bench`);
  });

  it("filling the standard five slots draws no warning", () => {
    const table = bench(new Scene().start(), 5);
    expect(table.codes()).toEqual([]);
  });

  it("an evolution card put onto an empty Bench spot draws a warning, and it still goes there", () => {
    const table = new Scene().start();
    const { me } = table;
    table.fetch(me, "Bloom");
    const bloom = table.hand(me).at(-1)!;
    table.do(me, { type: "move", cards: [{ zone: `${me}.hand`, pid: bloom.pid }], to: { zone: `${me}.bench` } });
    expect(table.codes()).toEqual(["ptcg.play.non-basic-to-bench"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${me}.bench:0`, params: { name: "Bloom" } });
    expect(table.lastAdvisories[0]).not.toHaveProperty("seenBy");
    expect(table.topName(`${me}.bench`)).toBe("Bloom");
  });

  it("a card put down face down is not named in the warning, which its owner alone (and judges) may read", () => {
    const table = new Scene().start();
    table.play(table.me, "Bloom", { zone: `${table.me}.bench`, slot: 0, faceDown: true });
    expect(table.codes()).toEqual(["ptcg.play.non-basic-to-bench"]);
    expect(table.lastAdvisories[0]!.params).toEqual({});
    expect(table.lastAdvisories[0]!.seenBy).toEqual([table.me]);
  });

  it("a Trainer played as if it were a Basic Pokémon (a Fossil) may go onto the Bench", () => {
    const table = new Scene().start();
    table.play(table.me, "Old Fossil", { zone: `${table.me}.bench`, slot: 0 });
    expect(table.codes()).toEqual([]);
  });
});
