/**
 * Devolving (seed 001 §9.4, evolution.ts): the top card of an evolved Pokémon leaving it ends
 * its Special Conditions, as evolving does, and leaves its damage, attachments and markers; a
 * table stored before that rule (table-rules.ts) replays as it was played.
 */
import { describe, expect, it } from "vitest";
import { ptcg } from ".";
import { TestTable } from "../../testing/table";

/** Turn 1 of a game where both Actives are Sprout and p1 (seed 42) plays first. */
function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);

describe("move: taking cards out of a Pokémon", () => {
  it("the top card of an evolved Pokémon taken back to the hand devolves it: its special conditions end, its damage, attachments and markers stay (seed 001 §9.4)", () => {
    const table = game();
    table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    const energy = table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    const active = { zone: "p1.active", slot: 0 };
    table.do("p2", { type: "counter", stack: active, counter: "damage", mode: "add", amount: 30 });
    table.do("p2", { type: "condition", stack: active, condition: "poisoned", on: true });
    table.do("p2", { type: "condition", stack: active, condition: "asleep", on: true });
    table.do("p1", { type: "marker", stack: active, marker: "ability-used", on: true });
    const bloom = table.stack("p1.active").cards.at(-1)!;
    // What "Top card back to hand (devolve)" sends.
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid: bloom.pid }], to: { zone: "p1.hand" } });
    const stack = table.stack("p1.active");
    expect(stack.cards.map((c) => table.nameOf(c))).toEqual(["Sprout"]);
    expect(stack.conditions).toEqual([]);
    expect(stack.conditionTurns).toBeUndefined();
    expect(stack.counters).toEqual({ damage: 30 });
    expect(uids(stack.attached)).toEqual([energy.uid]);
    expect(stack.markers).toEqual(["ability-used"]);
    expect(table.hand("p1").at(-1)!.uid).toBe(bloom.uid);
  });

  it("taking a card attached to an evolved Pokémon, or the card under its evolution, leaves its special conditions", () => {
    const table = game();
    table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    const active = { zone: "p1.active", slot: 0 };
    table.do("p2", { type: "condition", stack: active, condition: "burned", on: true });
    table.do("p2", { type: "condition", stack: active, condition: "confused", on: true });
    const energy = table.stack("p1.active").attached[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid: energy.pid }], to: { zone: "p1.discard" } });
    expect(table.stack("p1.active").conditions).toEqual(["burned", "confused"]);
    const sprout = table.stack("p1.active").cards[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid: sprout.pid }], to: { zone: "p1.discard" } });
    expect(table.stack("p1.active").cards.map((c) => table.nameOf(c))).toEqual(["Bloom"]);
    expect(table.stack("p1.active").conditions).toEqual(["burned", "confused"]);
    expect(Object.keys(table.stack("p1.active").conditionTurns ?? {})).toEqual(["burned", "confused"]);
  });

  it("in a game whose evolving keeps special conditions, devolving keeps them too", () => {
    const table = new TestTable({ ...ptcg, stackTopChanged: undefined }).startGame("Sprout");
    table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    table.do("p2", { type: "condition", stack: { zone: "p1.active", slot: 0 }, condition: "paralyzed", on: true });
    const bloom = table.stack("p1.active").cards.at(-1)!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid: bloom.pid }], to: { zone: "p1.hand" } });
    expect(table.stack("p1.active").conditions).toEqual(["paralyzed"]);
  });

  it("on a table stored before devolving ended special conditions, a devolved Pokémon keeps them: its stored game replays as it was played", () => {
    const table = new TestTable(ptcg, { devolveEndsConditions: undefined }).startGame("Sprout");
    table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    table.do("p2", { type: "condition", stack: { zone: "p1.active", slot: 0 }, condition: "asleep", on: true });
    const bloom = table.stack("p1.active").cards.at(-1)!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid: bloom.pid }], to: { zone: "p1.hand" } });
    expect(table.stack("p1.active").conditions).toEqual(["asleep"]);
  });
});
