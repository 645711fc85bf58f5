import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

/** Turn 3, the first player's Active has the condition (put on by the opponent's attack). */
function afflicted(condition: string): Scene {
  const table = new Scene().start().toTurn(3);
  table.do(table.you, { type: "condition", stack: { zone: `${table.me}.active`, slot: 0 }, condition, on: true });
  return table;
}

describe("Special Conditions (seed 001 §9.2)", () => {
  for (const condition of ["asleep", "paralyzed"]) {
    it(`a ${condition} Pokémon's attack draws a warning, and the attack is still declared`, () => {
      const table = afflicted(condition);
      table.do(table.me, { type: "attack", stack: { zone: `${table.me}.active`, slot: 0 }, name: "Tackle" });
      expect(table.codes()).toEqual(["ptcg.attack.condition"]);
      expect(table.lastAdvisories[0]).toMatchObject({ target: `${table.me}.active:0`, params: { condition, name: "Sprout" } });
      expect(table.state.turn.markers).toEqual(["attacked"]);
    });

    it(`retreating a ${condition} Active draws a warning, and it still retreats`, () => {
      const table = afflicted(condition);
      const { me } = table;
      table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
      table.do(me, { type: "swap", a: { zone: `${me}.bench`, slot: 0 }, b: { zone: `${me}.active`, slot: 0 }, retreat: true });
      expect(table.codes()).toEqual(["ptcg.retreat.condition"]);
      expect(table.lastAdvisories[0]).toMatchObject({ target: `${me}.active:0`, params: { condition } });
      expect(table.topName(`${me}.active`)).toBe("Pebble");
    });
  }

  it("the retreat warning names a face-down Active only once it has been revealed to everyone", () => {
    const table = afflicted("asleep");
    const { me } = table;
    const sprout = table.stack(`${me}.active`).cards[0]!;
    table.do(me, { type: "flip", cards: [{ zone: `${me}.active`, pid: sprout.pid }], faceDown: true });
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.do(me, { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 0 }, retreat: true });
    expect(table.lastAdvisories[0]!.params).toEqual({ condition: "asleep" });

    const shown = afflicted("asleep");
    const active = shown.stack(`${shown.me}.active`).cards[0]!;
    shown.do(shown.me, { type: "flip", cards: [{ zone: `${shown.me}.active`, pid: active.pid }], faceDown: true });
    // Turning a card face down gives it a new pid, so it is read again.
    const hidden = shown.stack(`${shown.me}.active`).cards[0]!;
    shown.do(shown.me, { type: "reveal", cards: [{ zone: `${shown.me}.active`, pid: hidden.pid }] });
    shown.play(shown.me, "Pebble", { zone: `${shown.me}.bench`, slot: 0 });
    shown.do(shown.me, { type: "swap", a: { zone: `${shown.me}.bench`, slot: 0 }, b: { zone: `${shown.me}.active`, slot: 0 }, retreat: true });
    expect(shown.lastAdvisories[0]!.params).toEqual({ name: "Sprout", condition: "asleep" });
  });

  it("a Confused Pokémon's attack reminds the player to flip a coin first", () => {
    const table = afflicted("confused");
    table.do(table.me, { type: "attack", stack: { zone: `${table.me}.active`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual(["ptcg.attack.confused"]);
  });

  it("a Poisoned Pokémon attacks and retreats without a warning", () => {
    const table = afflicted("poisoned");
    const { me } = table;
    table.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual([]);
    const again = afflicted("poisoned");
    again.play(again.me, "Pebble", { zone: `${again.me}.bench`, slot: 0 });
    again.do(again.me, { type: "swap", a: { zone: `${again.me}.active`, slot: 0 }, b: { zone: `${again.me}.bench`, slot: 0 }, retreat: true });
    expect(again.codes()).toEqual([]);
  });
});

describe("Special Conditions only on the Active Pokémon (seed 001 §9.4)", () => {
  it("a condition put on a Benched Pokémon draws a warning beside it; the Active Pokémon's does not", () => {
    const table = new Scene().start().toTurn(2);
    const { me, you } = table;
    table.play(you, "Pebble", { zone: `${you}.bench`, slot: 0 });
    table.do(me, { type: "condition", stack: { zone: `${you}.bench`, slot: 0 }, condition: "burned", on: true });
    expect(table.codes()).toEqual(["ptcg.condition.bench"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: `${you}.bench:0`, params: { condition: "burned", name: "Pebble" } });
    // A warning, not a refusal: the condition is on.
    expect(table.stack(`${you}.bench`).conditions).toEqual(["burned"]);
    table.do(me, { type: "condition", stack: { zone: `${you}.active`, slot: 0 }, condition: "burned", on: true });
    expect(table.codes()).toEqual([]);
    // Taking one off is what the warning asks for.
    table.do(me, { type: "condition", stack: { zone: `${you}.bench`, slot: 0 }, condition: "burned", on: false });
    expect(table.codes()).toEqual([]);
  });
});
