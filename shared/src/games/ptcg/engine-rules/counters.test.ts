/**
 * Damage counters, special conditions and markers (seed 001 §7.3, §9, §13.2). Anyone may put
 * them on a public Pokémon; the game definition says which exist.
 */
import { describe, expect, it } from "vitest";
import type { TableEventOf } from "../../../engine/events";
import { TestTable } from "../../../testing/table";

function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const ACTIVE = { zone: "p1.active", slot: 0 };

describe("damage counters (seed 001 §7.3)", () => {
  it("adding damage adds to what the Pokémon already has", () => {
    const table = game();
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 30 });
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 20 });
    expect(table.stack("p1.active").counters).toEqual({ damage: 50 });
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "counter.changed", place: ACTIVE, counter: "damage", from: 30, to: 50 }));
  });

  it("setting damage replaces it", () => {
    const table = game();
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 70 });
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "set", amount: 10 });
    expect(table.stack("p1.active").counters).toEqual({ damage: 10 });
  });

  it("healing removes damage but never goes below zero", () => {
    const table = game();
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 30 });
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: -60 });
    expect(table.stack("p1.active").counters.damage ?? 0).toBe(0);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "counter.changed", from: 30, to: 0 }));
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 10 });
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "set", amount: -10 });
    expect(table.stack("p1.active").counters.damage ?? 0).toBe(0);
  });

  it("a change that leaves the damage as it is changes nothing and writes no log line", () => {
    const table = game();
    // Removing damage from a Pokémon that has none ("0" or Alt+digit on an undamaged Pokémon).
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: -10 });
    expect(table.lastEvents.filter((e) => e.type === "counter.changed")).toEqual([]);
    table.do("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "set", amount: 0 });
    expect(table.lastEvents.filter((e) => e.type === "counter.changed")).toEqual([]);
    expect(table.stack("p1.active").counters).toEqual({});
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "set", amount: 40 });
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "set", amount: 40 });
    expect(table.lastEvents.filter((e) => e.type === "counter.changed")).toEqual([]);
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "set", amount: 9990 });
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 10 });
    expect(table.lastEvents.filter((e) => e.type === "counter.changed")).toEqual([]);
    expect(table.stack("p1.active").counters).toEqual({ damage: 9990 });
  });

  it("an unknown counter is refused with a message naming the counters this game has, and nothing changes", () => {
    const table = game();
    const before = structuredClone(table.state);
    const error = table.refuse("p1", { type: "counter", stack: ACTIVE, counter: "poison", mode: "add", amount: 10 });
    expect(error).toEqual({ code: "counter.unknown", message: 'Unknown counter "poison"; this game has: damage.' });
    expect(table.state).toEqual(before);
  });

  it("a counter on an empty slot is refused", () => {
    const table = game();
    expect(table.refuse("p1", { type: "counter", stack: { zone: "p1.bench", slot: 0 }, counter: "damage", mode: "add", amount: 10 }).code).toBe("slot.empty");
  });
});

describe("special conditions (seed 001 §9.3)", () => {
  const on = (table: TestTable, condition: string) => table.do("p2", { type: "condition", stack: ACTIVE, condition, on: true });

  it("asleep, confused and paralyzed replace each other; poison and burn stay", () => {
    const table = game();
    on(table, "poisoned");
    on(table, "burned");
    on(table, "asleep");
    expect(table.stack("p1.active").conditions).toEqual(["poisoned", "burned", "asleep"]);
    on(table, "confused");
    expect(table.stack("p1.active").conditions).toEqual(["poisoned", "burned", "confused"]);
    const event = table.lastEvents.find((e) => e.type === "condition.changed") as TableEventOf<"condition.changed">;
    expect(event).toMatchObject({ condition: "confused", on: true, replaced: ["asleep"] });
    on(table, "paralyzed");
    expect(table.stack("p1.active").conditions).toEqual(["poisoned", "burned", "paralyzed"]);
    on(table, "asleep");
    expect(table.stack("p1.active").conditions).toEqual(["poisoned", "burned", "asleep"]);
  });

  it("poison and burn go together with each other and with one of asleep, confused or paralyzed", () => {
    const table = game();
    on(table, "paralyzed");
    on(table, "burned");
    on(table, "poisoned");
    expect([...table.stack("p1.active").conditions].sort()).toEqual(["burned", "paralyzed", "poisoned"]);
  });

  it("a condition the Pokémon already has is not added twice, and nothing is logged", () => {
    const table = game();
    on(table, "poisoned");
    on(table, "poisoned");
    expect(table.stack("p1.active").conditions).toEqual(["poisoned"]);
    expect(table.lastEvents.filter((e) => e.type === "condition.changed")).toEqual([]);
  });

  it("a condition can be removed on its own", () => {
    const table = game();
    on(table, "poisoned");
    on(table, "asleep");
    table.do("p1", { type: "condition", stack: ACTIVE, condition: "asleep", on: false });
    expect(table.stack("p1.active").conditions).toEqual(["poisoned"]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "condition.changed", condition: "asleep", on: false }));
  });

  it("an unknown condition is refused with a message naming the conditions this game has, and nothing changes", () => {
    const table = game();
    const before = structuredClone(table.state);
    const error = table.refuse("p2", { type: "condition", stack: ACTIVE, condition: "frozen", on: true });
    expect(error.code).toBe("condition.unknown");
    expect(error.message).toBe('Unknown condition "frozen"; this game has: poisoned, burned, asleep, confused, paralyzed.');
    expect(table.state).toEqual(before);
  });
});

describe("markers", () => {
  it("a Pokémon marker goes on and off a Pokémon", () => {
    const table = game();
    table.do("p1", { type: "marker", stack: ACTIVE, marker: "ability-used", on: true });
    expect(table.stack("p1.active").markers).toEqual(["ability-used"]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "marker.changed", place: ACTIVE, seat: "p1", marker: "ability-used", on: true }));
    table.do("p1", { type: "marker", stack: ACTIVE, marker: "ability-used", on: false });
    expect(table.stack("p1.active").markers).toEqual([]);
  });

  it("a player marker (VSTAR power used) goes on the acting player, not on a Pokémon", () => {
    const table = game();
    table.do("p1", { type: "marker", marker: "vstar-used", on: true });
    expect(table.state.players.p1.markers).toEqual(["vstar-used"]);
    expect(table.state.players.p2.markers).toEqual([]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "marker.changed", place: null, seat: "p1", top: null, marker: "vstar-used", on: true }));
    table.do("p1", { type: "marker", marker: "vstar-used", on: true });
    expect(table.state.players.p1.markers).toEqual(["vstar-used"]);
    table.do("p1", { type: "marker", marker: "vstar-used", on: false });
    expect(table.state.players.p1.markers).toEqual([]);
  });

  it("a player marker can't go on a Pokémon, nor a Pokémon marker on a player", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "marker", stack: ACTIVE, marker: "gx-used", on: true }).code).toBe("marker.scope");
    expect(table.refuse("p1", { type: "marker", marker: "ability-used", on: true }).code).toBe("marker.scope");
    expect(table.state).toEqual(before);
  });

  it("an unknown marker is refused with a message naming the markers this game has, and nothing changes", () => {
    const table = game();
    const before = structuredClone(table.state);
    const error = table.refuse("p1", { type: "marker", stack: ACTIVE, marker: "shiny", on: true });
    expect(error).toEqual({ code: "marker.unknown", message: 'Unknown marker "shiny"; this game has: ability-used, vstar-used, gx-used.' });
    expect(table.refuse("p1", { type: "marker", marker: "shiny", on: true }).code).toBe("marker.unknown");
    expect(table.state).toEqual(before);
  });
});
