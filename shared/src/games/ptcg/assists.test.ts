/**
 * One-click helpers: Pokémon Checkup between turns (seed 001 §8) and knocking out a Pokémon
 * (seed 001 §7.4). A player triggers them; they change the table like any action and log what
 * they did. Coin-driven steps are tested with rigged coins (TestTable.rigCoins).
 */
import { describe, expect, it } from "vitest";
import type { TableEventOf } from "../../engine/events";
import type { Seat } from "../../engine/types";
import { TestTable } from "../../testing/table";

/** Turn 1 of a game where both Actives are Sprout (60 HP) and p1 (seed 42) plays first. */
function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const active = (seat: Seat) => ({ zone: `${seat}.active`, slot: 0 });
const bench = (seat: Seat, slot: number) => ({ zone: `${seat}.bench`, slot });
const checkup = { type: "assist", assist: "checkup" } as const;
const knockout = (zone: string, slot = 0) => ({ type: "assist", assist: "knockout", params: { zone, slot } }) as const;
const coins = (table: TestTable) =>
  table.lastEvents.filter((e) => e.type === "coins.flipped").map((e) => (e as TableEventOf<"coins.flipped">).purpose + ":" + (e as TableEventOf<"coins.flipped">).results.join());

/** p1 ends its turn, with p2's Active given these conditions during it. */
function afflict(table: TestTable, seat: Seat, ...conditions: string[]): TestTable {
  for (const condition of conditions) table.do("p1", { type: "condition", stack: active(seat), condition, on: true });
  return table;
}

describe("Pokémon Checkup (seed 001 §8)", () => {
  it("a Poisoned Active Pokémon gets 1 damage counter (10 damage)", () => {
    const table = afflict(game(), "p2", "poisoned");
    table.do("p1", { type: "turn.end" }).do("p2", checkup);
    expect(table.stack("p2.active").counters).toEqual({ damage: 10 });
    expect(table.stack("p2.active").conditions).toEqual(["poisoned"]);
    expect(coins(table)).toEqual([]);
    // The damage is the poison's (its log line says so), not the player's who ran the Checkup.
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "counter.changed", from: 0, to: 10, cause: "poisoned" }));
  });

  it("a Burned Active Pokémon gets 2 damage counters, then a coin: heads, it is cured", () => {
    const table = afflict(game(), "p2", "burned");
    table.do("p1", { type: "turn.end" }).rigCoins("heads").do("p2", checkup);
    expect(table.stack("p2.active").counters).toEqual({ damage: 20 });
    expect(table.stack("p2.active").conditions).toEqual([]);
    expect(coins(table)).toEqual(["burn:heads"]);
  });

  it("a Burned Active Pokémon that flips tails stays Burned", () => {
    const table = afflict(game(), "p2", "burned");
    table.do("p1", { type: "turn.end" }).rigCoins("tails").do("p2", checkup);
    expect(table.stack("p2.active").counters).toEqual({ damage: 20 });
    expect(table.stack("p2.active").conditions).toEqual(["burned"]);
  });

  it("an Asleep Active Pokémon flips a coin: heads, it wakes up; tails, it sleeps on", () => {
    const heads = afflict(game(), "p2", "asleep");
    heads.do("p1", { type: "turn.end" }).rigCoins("heads").do("p2", checkup);
    expect(heads.stack("p2.active").conditions).toEqual([]);
    expect(coins(heads)).toEqual(["sleep:heads"]);
    const tails = afflict(game(), "p2", "asleep");
    tails.do("p1", { type: "turn.end" }).rigCoins("tails").do("p2", checkup);
    expect(tails.stack("p2.active").conditions).toEqual(["asleep"]);
    expect(tails.stack("p2.active").counters).toEqual({});
  });

  it("Poisoned, Burned and Asleep together: 30 damage, a burn coin, then a sleep coin", () => {
    const table = afflict(game(), "p2", "poisoned", "burned", "asleep");
    table.do("p1", { type: "turn.end" }).rigCoins("tails", "heads").do("p2", checkup);
    expect(table.stack("p2.active").counters).toEqual({ damage: 30 });
    expect(table.stack("p2.active").conditions).toEqual(["poisoned", "burned"]);
    expect(coins(table)).toEqual(["burn:tails", "sleep:heads"]);
  });

  it("Paralysis lasts through its owner's next turn and ends at the Checkup after that turn", () => {
    const table = afflict(game(), "p2", "paralyzed");
    // After p1's turn (the one that paralyzed it): p2 is still Paralyzed for its own turn.
    table.do("p1", { type: "turn.end" }).do("p1", checkup);
    expect(table.stack("p2.active").conditions).toEqual(["paralyzed"]);
    // After p2's turn: it recovers.
    table.do("p2", { type: "turn.end" }).do("p1", checkup);
    expect(table.stack("p2.active").conditions).toEqual([]);
    // The Checkup's doing, told as such (not "Alice marked … as no longer Paralyzed").
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "condition.changed", place: active("p2"), condition: "paralyzed", on: false, checkup: true }));
  });

  it("a Pokémon Paralyzed during its own turn (by its own attack) stays Paralyzed through its owner's next turn", () => {
    // p1's turn: p1's own Active becomes Paralyzed (an attack's drawback).
    const table = afflict(game(), "p1", "paralyzed");
    // The Checkup right after that turn: not yet — its owner's next turn hasn't come.
    table.do("p1", { type: "turn.end" }).do("p2", checkup);
    expect(table.stack("p1.active").conditions).toEqual(["paralyzed"]);
    // p2's turn passes; p1's next turn passes: it recovers at the Checkup after it.
    table.do("p2", { type: "turn.end" }).do("p1", checkup);
    expect(table.stack("p1.active").conditions).toEqual(["paralyzed"]);
    table.do("p1", { type: "turn.end" }).do("p2", checkup);
    expect(table.stack("p1.active").conditions).toEqual([]);
  });

  it("both players' Active Pokémon are checked; Benched Pokémon are not", () => {
    const table = game();
    table.playCard("p2", "Pebble", bench("p2", 0));
    table.do("p1", { type: "condition", stack: bench("p2", 0), condition: "poisoned", on: true });
    afflict(table, "p2", "poisoned");
    afflict(table, "p1", "poisoned");
    table.do("p1", { type: "turn.end" }).do("p2", checkup);
    expect(table.stack("p1.active").counters).toEqual({ damage: 10 });
    expect(table.stack("p2.active").counters).toEqual({ damage: 10 });
    expect(table.stack("p2.bench", 0).counters).toEqual({});
    const starts = table.lastEvents.filter((e) => e.type === "note" && e.key === "checkup.start");
    expect(starts.map((e) => (e as TableEventOf<"note">).params.seat)).toEqual(["p1", "p2"]);
  });

  it("a Pokémon with damage at or over its HP after the Checkup is noted as Knocked Out, and stays until someone knocks it out", () => {
    const table = afflict(game(), "p2", "poisoned");
    table.do("p1", { type: "counter", stack: active("p2"), counter: "damage", mode: "set", amount: 50 });
    table.do("p1", { type: "turn.end" }).do("p2", checkup);
    expect(table.lastEvents).toContainEqual(
      expect.objectContaining({ type: "note", key: "checkup.knocked-out", params: { seat: "p2" }, card: expect.objectContaining({ name: "Sprout" }) }),
    );
    expect(table.stack("p2.active").counters).toEqual({ damage: 60 });
  });

  it("poison on a Pokémon already holding the most damage the table keeps writes no “removed 0 damage” line", () => {
    const table = afflict(game(), "p2", "poisoned");
    table.do("p1", { type: "counter", stack: active("p2"), counter: "damage", mode: "set", amount: 9990 });
    table.do("p1", { type: "turn.end" }).do("p2", checkup);
    expect(table.lastEvents.filter((e) => e.type === "counter.changed")).toEqual([]);
    expect(table.stack("p2.active").counters).toEqual({ damage: 9990 });
  });

  it("a Checkup with an empty Active Spot skips that player", () => {
    const table = afflict(game(), "p1", "poisoned");
    table.playCard("p2", "Pebble", bench("p2", 0));
    table.do("p2", { type: "stack.discard", stack: active("p2") });
    table.do("p1", { type: "turn.end" }).do("p2", checkup);
    expect(table.stack("p1.active").counters).toEqual({ damage: 10 });
  });
});

describe("knock out (seed 001 §7.4)", () => {
  it("the Knocked Out Pokémon and everything attached go to the discard pile, and the opponent is asked to take 1 prize", () => {
    const table = game();
    table.playCard("p2", "Pebble", bench("p2", 0));
    table.playCard("p2", "Basic Psychic Energy", { ...active("p2"), as: "attach" });
    table.do("p1", knockout("p2.active"));
    expect(table.slots("p2.active").slots[0]).toBeNull();
    expect(table.cardNames("p2.discard")).toEqual(["Sprout", "Basic Psychic Energy"]);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "cards.moved", via: "knockout", from: active("p2"), to: { zone: "p2.discard" } }));
    expect(table.state.prompts).toEqual([expect.objectContaining({ kind: "take-prizes", to: "p1", from: "p2", data: { count: 1, name: "Sprout" } })]);
  });

  it("a Pokémon ex gives 2 prizes", () => {
    const table = game();
    table.playCard("p2", "Pebble", bench("p2", 0));
    table.playCard("p2", "Bloom", { ...active("p2"), as: "onto" });
    table.playCard("p2", "Blossom ex", { ...active("p2"), as: "onto" });
    table.do("p1", knockout("p2.active"));
    expect(table.cardNames("p2.discard")).toEqual(["Blossom ex", "Bloom", "Sprout"]);
    expect(table.state.prompts).toEqual([expect.objectContaining({ kind: "take-prizes", to: "p1", data: { count: 2, name: "Blossom ex" } })]);
  });

  it("a Mega Evolution Pokémon ex gives 3 prizes", () => {
    const table = game();
    table.playCard("p2", "Mega Rock ex", bench("p2", 0));
    table.do("p1", knockout("p2.bench", 0));
    expect(table.state.prompts).toEqual([expect.objectContaining({ kind: "take-prizes", to: "p1", data: { count: 3, name: "Mega Rock ex" } })]);
  });

  it("the prizes to take are capped by the prizes left", () => {
    const table = game();
    for (let i = 0; i < 4; i++) table.do("p1", { type: "prize.take" });
    table.playCard("p2", "Mega Rock ex", bench("p2", 0));
    table.do("p1", knockout("p2.bench", 0));
    expect(table.state.prompts).toEqual([expect.objectContaining({ kind: "take-prizes", to: "p1", data: { count: 2, name: "Mega Rock ex" } })]);
  });

  it("taking prizes counts the reminder down, and it closes when all are taken", () => {
    const table = game();
    table.playCard("p2", "Mega Rock ex", bench("p2", 0));
    table.do("p1", knockout("p2.bench", 0));
    table.do("p1", { type: "prize.take" });
    expect(table.state.prompts).toEqual([expect.objectContaining({ kind: "take-prizes", data: expect.objectContaining({ count: 2 }) })]);
    table.do("p1", { type: "prize.take" });
    expect(table.state.prompts).toEqual([expect.objectContaining({ kind: "take-prizes", data: expect.objectContaining({ count: 1 }) })]);
    table.do("p1", { type: "prize.take" });
    expect(table.state.prompts).toEqual([]);
    expect(table.pile("p1.prize").cards).toHaveLength(3);
  });

  it("the opponent's prizes are not the taker's: p2 taking a prize leaves p1's reminder alone", () => {
    const table = game();
    table.playCard("p2", "Pebble", bench("p2", 0));
    table.do("p1", knockout("p2.bench", 0));
    table.do("p2", { type: "prize.take" });
    expect(table.state.prompts).toEqual([expect.objectContaining({ kind: "take-prizes", to: "p1", data: expect.objectContaining({ count: 1 }) })]);
  });

  it("knocking out a Pokémon when the opponent has no prizes left asks for none", () => {
    const table = game();
    for (let i = 0; i < 6; i++) table.do("p1", { type: "prize.take" });
    table.playCard("p2", "Pebble", bench("p2", 0));
    table.do("p1", knockout("p2.bench", 0));
    expect(table.state.prompts.filter((p) => p.kind === "take-prizes")).toEqual([]);
  });

  it("knocking out an empty slot, or with bad parameters, is refused and changes nothing", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", knockout("p2.bench", 3)).code).toBe("slot.empty");
    expect(table.refuse("p1", { type: "assist", assist: "knockout", params: { slot: 0 } }).code).toBe("assist.params");
    expect(table.refuse("p1", { type: "assist", assist: "knockout", params: { zone: "p2.hand", slot: 0 } }).code).toBe("zone.not-slots");
    expect(table.state).toEqual(before);
  });
});

describe("assists", () => {
  it("an unknown assist is refused with a message naming the assists this game has, and nothing changes", () => {
    const table = game();
    const before = structuredClone(table.state);
    const error = table.refuse("p1", { type: "assist", assist: "autoplay" });
    expect(error).toEqual({ code: "assist.unknown", message: 'Unknown assist "autoplay"; this game has: checkup, knockout.' });
    expect(table.state).toEqual(before);
  });
});
