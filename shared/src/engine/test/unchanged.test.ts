/**
 * An action that would change nothing (engine/unchanged.ts): a damage change that leaves the
 * damage as it is, a Special Condition or marker the Pokémon already has. apply() lets it
 * through, so stored games replay; the room refuses a new one with `action.unchanged`.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../actions";
import { replay } from "../apply";
import { createTable } from "../table";
import { refusedAsUnchanged, UNCHANGED } from "../unchanged";
import { TestTable } from "../../testing/table";

const ACTIVE = { zone: "p1.active", slot: 0 };
const REFUSAL = { ok: false, error: { code: "action.unchanged", message: "That would change nothing on the table." } };

function game(): TestTable {
  return new TestTable().startGame("Sprout");
}

/** Applies the action and asks whether a room would refuse it as unchanged. */
function verdict(table: TestTable, action: Action) {
  const result = table.try("p1", action);
  if (!result.ok) throw new Error(`refused by the engine: ${result.error.message}`);
  return refusedAsUnchanged(action, result.events);
}

describe("an action that changes nothing (action.unchanged)", () => {
  it("removing damage from a Pokémon that has none is refused as unchanged; adding damage is not", () => {
    const table = game();
    expect(verdict(table, { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: -10 })).toEqual(REFUSAL);
    expect(verdict(table, { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 10 })).toBeUndefined();
    expect(verdict(table, { type: "counter", stack: ACTIVE, counter: "damage", mode: "set", amount: 10 })).toEqual(REFUSAL);
  });

  it("a Special Condition or a marker the Pokémon already has is refused as unchanged; the first is not", () => {
    const table = game();
    const poison: Action = { type: "condition", stack: ACTIVE, condition: "poisoned", on: true };
    expect(verdict(table, poison)).toBeUndefined();
    expect(verdict(table, poison)).toEqual(REFUSAL);
    const marker: Action = { type: "marker", stack: ACTIVE, marker: "ability-used", on: true };
    expect(verdict(table, marker)).toBeUndefined();
    expect(verdict(table, marker)).toEqual(REFUSAL);
  });

  it("other kinds of action are never refused as unchanged, even with no log line", () => {
    expect(refusedAsUnchanged({ type: "coin", count: 1 }, [])).toBeUndefined();
    expect(refusedAsUnchanged({ type: "shuffle", zone: "p1.deck" }, [])).toBeUndefined();
  });

  it("the engine still applies such an action, so a stored game that holds one replays", () => {
    const table = game();
    const poison: Action = { type: "condition", stack: ACTIVE, condition: "poisoned", on: true };
    table.do("p1", poison).do("p1", poison);
    expect(table.lastEvents).toEqual([]);
    const replayed = replay(table.definition, createTable(table.definition, { ...table.definition.newTableOptions }, table.seed), table.history);
    expect(replayed).toEqual(table.state);
  });

  it("each refusal is a fresh object: a room that changes one changes no other", () => {
    const refusal = refusedAsUnchanged({ type: "condition", stack: ACTIVE, condition: "poisoned", on: true }, [])!;
    refusal.error.message = "changed";
    expect(UNCHANGED.message).toBe("That would change nothing on the table.");
  });
});
