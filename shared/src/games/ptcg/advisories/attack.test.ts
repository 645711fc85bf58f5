import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

/** Turn 2: the second player's Active has two Energy and has just attacked. */
function attacked(): Scene {
  const table = new Scene().start().toTurn(2);
  const { me } = table;
  table.play(me, "Basic Psychic Energy", { zone: `${me}.active`, slot: 0, as: "attach" });
  table.fetch(me, "Basic Psychic Energy");
  const energy = table.hand(me).at(-1)!;
  table.do(me, { type: "move", cards: [{ zone: `${me}.hand`, pid: energy.pid }], to: { zone: `${me}.active`, slot: 0, as: "attach" } }, true);
  table.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 0 }, name: "Tackle" });
  return table;
}

describe("attacking (seed 001 §7.1)", () => {
  it("an attack by a Benched Pokémon draws a warning, and the attack is still declared", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.do(me, { type: "attack", stack: { zone: `${me}.bench`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual(["ptcg.attack.not-active"]);
    expect(table.lastAdvisories[0]!.target).toBe(`${me}.bench:0`);
    expect(table.state.turn.markers).toEqual(["attacked"]);
  });

  it("playing a card after attacking draws a warning, and the card is still played", () => {
    const table = attacked();
    const { me } = table;
    table.play(me, "Quick Ball", { zone: `${me}.resolving` });
    expect(table.codes()).toEqual(["ptcg.after-attack"]);
    expect(table.lastAdvisories[0]!.params).toEqual({ what: "play" });
    expect(table.names(`${me}.resolving`)).toEqual(["Quick Ball"]);
  });

  it("retreating or attacking again after attacking draws a warning", () => {
    const table = attacked();
    const { me } = table;
    table.play(me, "Pebble", { zone: `${me}.bench`, slot: 0 });
    table.do(me, { type: "swap", a: { zone: `${me}.active`, slot: 0 }, b: { zone: `${me}.bench`, slot: 0 }, retreat: true });
    expect(table.codes()).toEqual(["ptcg.after-attack"]);
    table.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual(["ptcg.after-attack"]);
  });

  it("resolving the attack and ending the turn draw no warning", () => {
    const table = attacked();
    const { me, you } = table;
    const theirs = { zone: `${you}.active`, slot: 0 };
    table.do(me, { type: "coin", count: 1 });
    table.do(me, { type: "counter", stack: theirs, counter: "damage", mode: "add", amount: 60 });
    table.do(me, { type: "condition", stack: theirs, condition: "poisoned", on: true });
    // "Discard an Energy from this Pokémon": a card off the attacker, not a play from the hand.
    const energy = table.stack(`${me}.active`).attached[0]!;
    table.do(me, { type: "move", cards: [{ zone: `${me}.active`, pid: energy.pid }], to: { zone: `${me}.discard` } });
    expect(table.codes()).toEqual([]);
    table.play(you, "Pebble", { zone: `${you}.bench`, slot: 0 });
    table.do(me, { type: "assist", assist: "knockout", params: theirs });
    expect(table.codes()).toEqual([]);
    table.do(me, { type: "prize.take" });
    table.do(you, { type: "move.stack", from: { zone: `${you}.bench`, slot: 0 }, to: theirs });
    table.do(me, { type: "turn.end" });
    table.do(me, { type: "assist", assist: "checkup" });
    expect(table.codes()).toEqual([]);
    expect(table.state.turn.current).toBe(you);
  });
});
