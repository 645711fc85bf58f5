import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

describe("once a turn (seed 001 §13.5)", () => {
  it("a second Energy attached from the hand in one turn draws a warning, and both stay attached", () => {
    const table = new Scene().start();
    const { me } = table;
    table.play(me, "Basic Psychic Energy", { zone: `${me}.active`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual([]);
    table.play(me, "Basic Psychic Energy", { zone: `${me}.active`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual(["ptcg.energy.second"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${me}.active:0`, params: { count: 2 } });
    expect(table.stack(`${me}.active`).attached).toHaveLength(2);
  });

  it("one Energy in each player's turn is fine", () => {
    const table = new Scene().start();
    table.play(table.me, "Basic Psychic Energy", { zone: `${table.me}.active`, slot: 0, as: "attach" });
    table.toTurn(2).play(table.me, "Basic Psychic Energy", { zone: `${table.me}.active`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual([]);
    table.toTurn(3).play(table.me, "Basic Psychic Energy", { zone: `${table.me}.active`, slot: 0, as: "attach" });
    expect(table.codes()).toEqual([]);
  });

  it("a second Supporter in one turn draws a warning, and it is still played", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    table.play(me, "Field Professor", { zone: `${me}.resolving` });
    expect(table.codes()).toEqual([]);
    table.play(me, "Field Professor", { zone: `${me}.resolving` });
    expect(table.codes()).toEqual(["ptcg.supporter.second"]);
    expect(table.names(`${me}.resolving`)).toEqual(["Field Professor", "Field Professor"]);
  });

  it("shuffling a hand that holds a Supporter into the deck (Iono) is not playing it", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    table.play(me, "Field Professor", { zone: `${me}.resolving` });
    const other = table.fetch(me, "Field Professor");
    const rest = table.hand(me).filter((c) => c !== other);
    table.do(me, { type: "move", cards: [other, ...rest].map((c) => ({ zone: `${me}.hand`, pid: c.pid })), to: { zone: `${me}.deck` } });
    expect(table.codes()).toEqual([]);
    // Discarding it together with another card (an Ultra Ball's cost) is not playing it either.
    table.fetch(me, "Field Professor");
    table.fetch(me, "Quick Ball");
    const two = table.hand(me).slice(-2).map((c) => ({ zone: `${me}.hand`, pid: c.pid }));
    table.do(me, { type: "move", cards: two, to: { zone: `${me}.discard` } });
    expect(table.codes()).toEqual([]);
  });

  it("a second Stadium in one turn draws a warning, and it still goes into play", () => {
    const table = new Scene().start().toTurn(2);
    table.play(table.me, "Sunny Park", { zone: "stadium" });
    expect(table.codes()).toEqual([]);
    table.play(table.me, "Sky Field", { zone: "stadium" });
    expect(table.codes()).toEqual(["ptcg.stadium.second", "ptcg.stadium.replaced"]);
    expect(table.names("stadium")[0]).toBe("Sky Field");
  });

  it("a second retreat in one turn draws a warning, and the Pokémon still swap", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    const retreat = { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 0 }, retreat: true } as const;
    table.do(me, retreat);
    expect(table.codes()).toEqual([]);
    table.do(me, retreat);
    expect(table.codes()).toEqual(["ptcg.retreat.second"]);
    expect(table.topName(`${me}.active`)).toBe("Sprout");
  });

  it("a switch that is not a retreat does not count as one", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.do(me, { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 0 }, retreat: true });
    table.do(me, { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 0 } });
    expect(table.codes()).toEqual([]);
  });
});
