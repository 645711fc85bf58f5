/**
 * An action that would change nothing (engine/unchanged.ts): a counter change that leaves the
 * counter as it is, a condition or marker the stack already has, `look.end` while not
 * looking, a slot swapped with itself, a flip to the face the cards show. apply() lets it
 * through, so stored games replay; the room refuses a new one with `action.unchanged`.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../actions";
import { replay } from "../apply";
import { createTable } from "../table";
import { refusedAsUnchanged, UNCHANGED } from "../unchanged";
import type { TestTable } from "../../testing/table";
import { placeFromHand, tabletopTable } from "../../testing/tabletop";

const FRONT = { zone: "p1.front", slot: 0 };
const REFUSAL = { ok: false, error: { code: "action.unchanged", message: "That would change nothing on the table." } };

/** A tabletop game at play, with a card of p1's in its front slot. */
function game(): TestTable {
  const table = tabletopTable();
  placeFromHand(table, "p1");
  return table;
}

/** Applies the action and asks whether a room would refuse it as unchanged. */
function verdict(table: TestTable, action: Action) {
  const result = table.try("p1", action);
  if (!result.ok) throw new Error(`refused by the engine: ${result.error.message}`);
  return refusedAsUnchanged(action, result.events);
}

describe("an action that changes nothing (action.unchanged)", () => {
  it("removing wounds from a stack that has none is refused as unchanged; adding some is not", () => {
    const table = game();
    expect(verdict(table, { type: "counter", stack: FRONT, counter: "wounds", mode: "add", amount: -10 })).toEqual(REFUSAL);
    expect(verdict(table, { type: "counter", stack: FRONT, counter: "wounds", mode: "add", amount: 10 })).toBeUndefined();
    expect(verdict(table, { type: "counter", stack: FRONT, counter: "wounds", mode: "set", amount: 10 })).toEqual(REFUSAL);
  });

  it("a condition or a marker the stack already has is refused as unchanged; the first is not", () => {
    const table = game();
    const tired: Action = { type: "condition", stack: FRONT, condition: "tired", on: true };
    expect(verdict(table, tired)).toBeUndefined();
    expect(verdict(table, tired)).toEqual(REFUSAL);
    const marker: Action = { type: "marker", stack: FRONT, marker: "tapped", on: true };
    expect(verdict(table, marker)).toBeUndefined();
    expect(verdict(table, marker)).toEqual(REFUSAL);
  });

  it("look.end to the top or the bottom while not looking is refused as unchanged; a shuffle, or the end of a look, is not", () => {
    const table = game();
    expect(verdict(table, { type: "look.end", to: "top" })).toEqual(REFUSAL);
    expect(verdict(table, { type: "look.end", to: "bottom" })).toEqual(REFUSAL);
    expect(verdict(table, { type: "look.end", to: "shuffle" })).toBeUndefined();
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 2 });
    expect(verdict(table, { type: "look.end", to: "bottom" })).toBeUndefined();
    expect(verdict(table, { type: "look.end", to: "bottom" })).toEqual(REFUSAL);
  });

  it("a swap of a slot with itself is refused as unchanged, a retreat too; a swap of two slots is not", () => {
    const table = game();
    placeFromHand(table, "p1", "p1.row", 1);
    expect(verdict(table, { type: "swap", a: FRONT, b: FRONT })).toEqual(REFUSAL);
    expect(verdict(table, { type: "swap", a: { zone: "p1.row", slot: 1 }, b: { zone: "p1.row", slot: 1 }, retreat: true })).toEqual(REFUSAL);
    expect(verdict(table, { type: "swap", a: FRONT, b: { zone: "p1.row", slot: 1 }, retreat: true })).toBeUndefined();
  });

  it("a flip to the face every card already shows is refused as unchanged; turning a revealed card down, or any card over, is not", () => {
    const table = game();
    const top = () => ({ zone: "p1.front", pid: table.stack("p1.front").cards[0]!.pid });
    expect(verdict(table, { type: "flip", cards: [top()], faceDown: false })).toEqual(REFUSAL);
    expect(verdict(table, { type: "flip", cards: [top()], faceDown: true })).toBeUndefined();
    expect(verdict(table, { type: "flip", cards: [top()], faceDown: true })).toEqual(REFUSAL);
    table.do("p1", { type: "reveal", cards: [top()] });
    expect(verdict(table, { type: "flip", cards: [top()], faceDown: true })).toBeUndefined();
    // Of two cards, one already face down: the other turns.
    table.do("p1", { type: "flip", cards: [top()], faceDown: false });
    const card = table.hand("p1")[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { ...FRONT, as: "attach" } });
    const attached = () => ({ zone: "p1.front", pid: table.stack("p1.front").attached.find((c) => c.uid === card.uid)!.pid });
    table.do("p1", { type: "flip", cards: [top()], faceDown: true });
    expect(verdict(table, { type: "flip", cards: [top(), attached()], faceDown: true })).toBeUndefined();
    expect(verdict(table, { type: "flip", cards: [top(), attached()], faceDown: true })).toEqual(REFUSAL);
  });

  it("an action that changed nothing is refused though it would withdraw a pending undo request, which stays", () => {
    const table = game();
    table.do("p1", { type: "coin", count: 1 });
    table.do("p1", { type: "undo.ask", count: 1, upTo: table.state.seq, takes: [] });
    const result = table.try("p1", { type: "swap", a: FRONT, b: FRONT });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.events.map((e) => e.type)).toEqual(["prompt.closed"]);
    expect(refusedAsUnchanged({ type: "swap", a: FRONT, b: FRONT }, result.events)).toEqual(REFUSAL);
  });

  it("other kinds of action are never refused as unchanged, even with no log line", () => {
    expect(refusedAsUnchanged({ type: "coin", count: 1 }, [])).toBeUndefined();
    expect(refusedAsUnchanged({ type: "shuffle", zone: "p1.deck" }, [])).toBeUndefined();
  });

  it("the engine still applies such an action, so a stored game that holds one replays", () => {
    const table = game();
    const tired: Action = { type: "condition", stack: FRONT, condition: "tired", on: true };
    table.do("p1", tired).do("p1", tired);
    expect(table.lastEvents).toEqual([]);
    const top = { zone: "p1.front", pid: table.stack("p1.front").cards[0]!.pid };
    for (const nothing of [{ type: "look.end", to: "top" }, { type: "swap", a: FRONT, b: FRONT, retreat: true }, { type: "flip", cards: [top], faceDown: false }] as Action[]) {
      table.do("p1", nothing);
      expect(table.lastEvents).toEqual([]);
    }
    const replayed = replay(table.definition, createTable(table.definition, { ...table.definition.newTableOptions }, table.seed), table.history);
    expect(replayed).toEqual(table.state);
  });

  it("each refusal is a fresh object: a room that changes one changes no other", () => {
    const refusal = refusedAsUnchanged({ type: "condition", stack: FRONT, condition: "tired", on: true }, [])!;
    refusal.error.message = "changed";
    expect(UNCHANGED.message).toBe("That would change nothing on the table.");
  });
});
