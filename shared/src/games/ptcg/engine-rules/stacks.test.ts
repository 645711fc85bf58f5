/**
 * Whole Pokémon: promoting, retreating and switching, and discarding a Pokémon with
 * everything attached. Special conditions go away when a Pokémon leaves the Active Spot
 * (seed 001 §9.4); damage stays with it.
 */
import { describe, expect, it } from "vitest";
import type { TableEventOf } from "../../../engine/events";
import { TestTable } from "../../../testing/table";

function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);
const active = (seat: "p1" | "p2") => ({ zone: `${seat}.active`, slot: 0 });
const bench = (seat: "p1" | "p2", slot: number) => ({ zone: `${seat}.bench`, slot });

/** p1's Active Sprout, hurt (30), Poisoned and Asleep, with an Energy; a Pebble on p1's Bench slot 0. */
function hurtActive(): TestTable {
  const table = game();
  table.playCard("p1", "Basic Psychic Energy", { ...active("p1"), as: "attach" });
  table.playCard("p1", "Pebble", bench("p1", 0));
  table.do("p2", { type: "counter", stack: active("p1"), counter: "damage", mode: "add", amount: 30 });
  table.do("p2", { type: "condition", stack: active("p1"), condition: "poisoned", on: true });
  table.do("p2", { type: "condition", stack: active("p1"), condition: "asleep", on: true });
  return table;
}

describe("move.stack: a whole Pokémon changes slot", () => {
  it("a Benched Pokémon promoted to an empty Active Spot keeps its cards, attachments and damage", () => {
    const table = game();
    table.do("p1", { type: "stack.discard", stack: active("p1") });
    table.playCard("p1", "Pebble", bench("p1", 1));
    table.playCard("p1", "Basic Psychic Energy", { ...bench("p1", 1), as: "attach" });
    table.do("p1", { type: "counter", stack: bench("p1", 1), counter: "damage", mode: "set", amount: 20 });
    const moving = structuredClone(table.stack("p1.bench", 1));
    table.do("p1", { type: "move.stack", from: bench("p1", 1), to: active("p1") });
    expect(table.slots("p1.bench").slots[1]).toBeNull();
    expect(table.stack("p1.active")).toEqual(moving);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "stack.moved", from: bench("p1", 1), to: active("p1") }));
  });

  it("a Pokémon moved from the Active Spot to the Bench recovers from every special condition, and keeps its damage (seed 001 §9.4)", () => {
    const table = hurtActive();
    table.do("p1", { type: "move.stack", from: active("p1"), to: bench("p1", 3) });
    const moved = table.stack("p1.bench", 3);
    expect(moved.conditions).toEqual([]);
    expect(moved.counters).toEqual({ damage: 30 });
    expect(moved.attached).toHaveLength(1);
    expect(table.slots("p1.active").slots[0]).toBeNull();
  });

  it("a Pokémon moved between Bench slots is the same Pokémon, markers and all", () => {
    const table = game();
    table.playCard("p1", "Pebble", bench("p1", 0));
    table.do("p1", { type: "marker", stack: bench("p1", 0), marker: "ability-used", on: true });
    const sid = table.stack("p1.bench", 0).sid;
    table.do("p1", { type: "move.stack", from: bench("p1", 0), to: bench("p1", 4) });
    expect(table.stack("p1.bench", 4)).toMatchObject({ sid, markers: ["ability-used"] });
  });

  it("a Pokémon can't be moved onto another: swap them instead (refused, nothing changes)", () => {
    const table = hurtActive();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "move.stack", from: bench("p1", 0), to: active("p1") }).code).toBe("slot.taken");
    expect(table.refuse("p1", { type: "move.stack", from: bench("p1", 2), to: active("p1") }).code).toBe("slot.empty");
    expect(table.refuse("p1", { type: "move.stack", from: bench("p1", 0), to: { zone: "p1.active", slot: 1 } }).code).toBe("slot.none");
    expect(table.refuse("p1", { type: "move.stack", from: bench("p1", 0), to: { zone: "p1.hand", slot: 0 } }).code).toBe("zone.not-slots");
    expect(table.state).toEqual(before);
  });
});

describe("swap: retreat and switch", () => {
  it("retreating swaps the Active and a Benched Pokémon and counts as this turn's retreat", () => {
    const table = hurtActive();
    const wasActive = table.stack("p1.active").sid;
    const wasBenched = table.stack("p1.bench", 0).sid;
    table.do("p1", { type: "swap", a: active("p1"), b: bench("p1", 0), retreat: true });
    expect(table.stack("p1.active").sid).toBe(wasBenched);
    expect(table.stack("p1.bench", 0).sid).toBe(wasActive);
    const swapped = table.lastEvents.find((e) => e.type === "stacks.swapped") as TableEventOf<"stacks.swapped">;
    expect(swapped.retreat).toBe(true);
    expect(table.state.turn.tally.p1).toMatchObject({ retreated: 1 });
  });

  it("the Pokémon leaving the Active Spot recovers from its special conditions and keeps its damage; the one coming in is untouched (seed 001 §9.4)", () => {
    const table = hurtActive();
    table.do("p1", { type: "counter", stack: bench("p1", 0), counter: "damage", mode: "set", amount: 10 });
    table.do("p1", { type: "swap", a: bench("p1", 0), b: active("p1"), retreat: true });
    expect(table.stack("p1.bench", 0)).toMatchObject({ conditions: [], counters: { damage: 30 } });
    expect(table.stack("p1.active")).toMatchObject({ conditions: [], counters: { damage: 10 } });
  });

  it("a switch (not a retreat) swaps the same way and is not counted as a retreat", () => {
    const table = hurtActive();
    table.do("p1", { type: "swap", a: active("p1"), b: bench("p1", 0) });
    expect(table.nameOf(table.stack("p1.active").cards[0]!)).toBe("Pebble");
    expect(table.stack("p1.bench", 0).conditions).toEqual([]);
    expect(table.state.turn.tally.p1?.retreated).toBeUndefined();
  });

  it("swapping two Benched Pokémon leaves their conditions alone", () => {
    const table = game();
    table.playCard("p1", "Pebble", bench("p1", 0));
    table.playCard("p1", "Sprout", bench("p1", 1));
    table.do("p1", { type: "condition", stack: bench("p1", 0), condition: "poisoned", on: true });
    table.do("p1", { type: "swap", a: bench("p1", 0), b: bench("p1", 1) });
    expect(table.stack("p1.bench", 1).conditions).toEqual(["poisoned"]);
  });

  it("swapping with an empty slot moves the one Pokémon", () => {
    const table = hurtActive();
    table.do("p1", { type: "swap", a: active("p1"), b: bench("p1", 4) });
    expect(table.slots("p1.active").slots[0]).toBeNull();
    expect(table.stack("p1.bench", 4).conditions).toEqual([]);
  });

  it("swapping two empty slots, or a slot that does not exist, is refused and changes nothing", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "swap", a: bench("p1", 0), b: bench("p1", 1) }).code).toBe("slot.empty");
    expect(table.refuse("p1", { type: "swap", a: active("p1"), b: bench("p1", 7) }).code).toBe("slot.none");
    expect(table.state).toEqual(before);
  });
});

describe("stack.discard: a Pokémon and everything attached to the discard pile", () => {
  it("every card of the Pokémon, top first, and every attachment go to its owner's discard pile; the slot empties", () => {
    const table = game();
    table.playCard("p1", "Bloom", { ...active("p1"), as: "onto" });
    table.playCard("p1", "Basic Psychic Energy", { ...active("p1"), as: "attach" });
    table.playCard("p1", "Lucky Charm", { ...active("p1"), as: "attach" });
    const stack = structuredClone(table.stack("p1.active"));
    table.do("p1", { type: "stack.discard", stack: active("p1") });
    expect(table.slots("p1.active").slots[0]).toBeNull();
    expect(uids(table.pile("p1.discard").cards)).toEqual([...uids(stack.cards).reverse(), ...uids(stack.attached)]);
    expect(table.cardNames("p1.discard")).toEqual(["Bloom", "Sprout", "Basic Psychic Energy", "Lucky Charm"]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "cards.moved", via: "discard-stack", from: active("p1"), to: { zone: "p1.discard" } }));
  });

  it("discarding an empty slot is refused and changes nothing", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "stack.discard", stack: bench("p1", 0) }).code).toBe("slot.empty");
    expect(table.state).toEqual(before);
  });

  // A discarded card always goes to its owner's discard pile, wherever it was in play.
  it("an opponent's Tool attached to your Pokémon goes to the opponent's discard pile with it", () => {
    const table = game();
    const tool = table.fetch("p2", "Lucky Charm");
    table.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: tool.pid }], to: { ...active("p1"), as: "attach" } });
    table.do("p1", { type: "stack.discard", stack: active("p1") });
    expect(uids(table.pile("p2.discard").cards)).toContain(tool.uid);
    expect(uids(table.pile("p1.discard").cards)).not.toContain(tool.uid);
  });

  it("an opponent's Tool left behind by a Pokémon that leaves play goes to the opponent's discard pile", () => {
    const table = game();
    table.playCard("p1", "Pebble", bench("p1", 0));
    const tool = table.fetch("p2", "Lucky Charm");
    table.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: tool.pid }], to: { ...bench("p1", 0), as: "attach" } });
    const pebble = table.stack("p1.bench", 0).cards[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.bench", pid: pebble.pid }], to: { zone: "p1.hand" } });
    expect(uids(table.pile("p2.discard").cards)).toContain(tool.uid);
  });
});
