/**
 * A game adds its own moves to the core actions (GameDefinition.moves): the table's action
 * schema accepts them only at a table of that game, apply() runs them like core actions, and
 * each says for itself whether an undo request must warn that it showed hidden information.
 */
import { describe, expect, it } from "vitest";
import { actionSchemaFor } from "../../../engine/action-schema";
import type { GameDefinition } from "../../../engine/definition";
import { showedHiddenInformation } from "../../../engine/history";
import { ptcg } from "..";
import { TestTable } from "../../../testing/table";

/**
 * The Pokémon TCG's zones and rules with its setup moves (without them no game begins) and none
 * of its other moves: a game that plays with core actions only.
 */
const { "setup.first": first, "setup.ready": ready } = ptcg.moves!;
const withoutMoves: GameDefinition = { ...ptcg, id: "core-only", moves: { "setup.first": first!, "setup.ready": ready! } };

describe("a game's own moves", () => {
  it("are part of the action schema of a table of that game, and of no other", () => {
    const prize = { type: "prize.take" };
    expect(actionSchemaFor(ptcg).safeParse(prize).success).toBe(true);
    expect(actionSchemaFor(withoutMoves).safeParse(prize).success).toBe(false);
    // Core actions are every game's.
    expect(actionSchemaFor(withoutMoves).safeParse({ type: "draw", count: 1 }).success).toBe(true);
  });

  it("are checked as strictly as core actions", () => {
    const schema = actionSchemaFor(ptcg);
    expect(schema.safeParse({ type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Tackle" }).success).toBe(true);
    expect(schema.safeParse({ type: "attack", stack: { zone: "p1.active", slot: 0 } }).success).toBe(false);
    expect(schema.safeParse({ type: "prize.take", at: 0, extra: true }).success).toBe(false);
  });

  it("are applied like core actions: taking a Prize card puts it in the hand", () => {
    const table = new TestTable(ptcg).startGame();
    const hand = table.pile("p1.hand").cards.length;
    table.do("p1", { type: "prize.take" });
    expect(table.pile("p1.hand").cards).toHaveLength(hand + 1);
    expect(table.pile("p1.prize").cards).toHaveLength(5);
  });

  it("reach the engine only through the game: a table of another game refuses one that got past the schema", () => {
    const table = new TestTable(withoutMoves).startGame();
    expect(table.refuse("p1", { type: "prize.take" }).code).toBe("action.unknown");
  });

  it("say for themselves whether they showed hidden information", () => {
    expect(showedHiddenInformation(ptcg, { type: "prize.take" })).toBe(true);
    expect(showedHiddenInformation(withoutMoves, { type: "prize.take" })).toBe(false);
  });

  it("a game's own move says for itself: taking a Prize card and a mulligan showed hidden information, declaring an attack did not", () => {
    expect(showedHiddenInformation(ptcg, { type: "prize.take" })).toBe(true);
    expect(showedHiddenInformation(ptcg, { type: "setup.mulligan" })).toBe(true);
    expect(showedHiddenInformation(ptcg, { type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Tackle" })).toBe(false);
  });
});
