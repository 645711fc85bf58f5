/**
 * Who goes first on a table stored before its setup order was kept (table-rules.ts): each
 * hand was dealt as its deck loaded, and the flip's winner goes first unless it hands the first
 * turn to the other player, which it may do (and undo) until both players are ready. Stored games
 * replay by this order. Tables made now deal after the choice (first-player.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../../engine/actions";
import type { Seat, Viewer } from "../../../engine/types";
import { formatLogEntry } from "../../../i18n";
import { renderLog } from "../../../log/render";
import { Scene } from "../testing/advisory-scene";

const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");
const ALICE: Viewer = { role: "player", seat: "p1" };
const BOB: Viewer = { role: "player", seat: "p2" };
const SPECTATOR: Viewer = { role: "spectator" };
const names = { p1: "Alice", p2: "Bob" };

/** As a table stored before the option existed: no setupOrder. */
const OLDER_TABLE = { setupOrder: undefined };

/** The table at setup, with the flip's winner and loser. */
function atSetup() {
  const table = new Scene(OLDER_TABLE).loadDecks();
  const winner = table.state.turn.won!;
  return { table, winner, loser: other(winner) };
}

function linesOf(table: Scene, viewer: Viewer): string[] {
  return renderLog("ptcg", table.lastEvents, viewer).map((entry) => formatLogEntry("ptcg", entry, viewer, names));
}

/** Both players put a Basic in the Active Spot and get ready: turn 1 begins. */
function begin(table: Scene): Scene {
  for (const seat of ["p1", "p2"] as const) table.play(seat, "Sprout", { zone: `${seat}.active`, slot: 0 });
  table.do("p1", { type: "setup.ready" });
  table.do("p2", { type: "setup.ready" });
  return table;
}

describe("on an older table, the coin flip's winner goes first unless it chooses otherwise (seed 001 §5)", () => {
  it("the winner goes first unless it chooses otherwise, and the log says who won", () => {
    const table = new Scene(OLDER_TABLE);
    table.loadDecks();
    expect(table.hand("p1")).toHaveLength(7);
    const winner = table.state.turn.won!;
    expect(table.state.turn.first).toBe(winner);
    // With this table's seed the coin comes up tails: Player 2 (Bob) wins the flip.
    expect(winner).toBe("p2");
    expect(linesOf(table, ALICE)).toContain("The coin came up tails: Bob won the coin flip and goes first.");
    expect(linesOf(table, BOB)).toContain("The coin came up tails: you won the coin flip and go first.");
  });

  it("the winner may choose to go second: the other player takes the first turn, and everyone reads it", () => {
    const { table, winner, loser } = atSetup();
    table.do(winner, { type: "setup.first", seat: loser });
    expect(table.state.turn.first).toBe(loser);
    // Bob won the flip (atSetup's seed).
    expect(linesOf(table, ALICE)).toEqual(["Bob chose to go second: you go first."]);
    expect(linesOf(table, BOB)).toEqual(["You chose to go second: Alice goes first."]);
    expect(linesOf(table, SPECTATOR)).toEqual(["Bob chose to go second: Alice goes first."]);
    begin(table);
    expect(table.state.turn).toMatchObject({ number: 1, current: loser });
  });

  it("the winner may take the first turn back before both are ready", () => {
    const { table, winner, loser } = atSetup();
    table.do(winner, { type: "setup.first", seat: loser });
    // Ready, but the other player is not yet: the choice is still open.
    table.play(winner, "Sprout", { zone: `${winner}.active`, slot: 0 }).do(winner, { type: "setup.ready" });
    table.do(winner, { type: "setup.first", seat: winner });
    expect(linesOf(table, ALICE)).toEqual(["Bob chose to go first after all."]);
    table.play(loser, "Sprout", { zone: `${loser}.active`, slot: 0 }).do(loser, { type: "setup.ready" });
    expect(table.state.turn).toMatchObject({ number: 1, current: winner });
  });

  it("a judge may choose for the winner", () => {
    const { table, winner, loser } = atSetup();
    table.do(winner, { type: "setup.first", seat: loser }, true);
    expect(table.state.turn.first).toBe(loser);
  });

  it("the loser may not choose, and nothing changes", () => {
    const { table, winner, loser } = atSetup();
    const refused = table.refuse(loser, { type: "setup.first", seat: loser });
    expect(refused.message).toBe("Only the player who won the coin flip chooses who goes first.");
    expect(table.refuse(loser, { type: "setup.first", seat: winner }).message).toBe("Only the player who won the coin flip chooses who goes first.");
  });

  it("nobody chooses before the coin is flipped, nor once both players are ready", () => {
    const waiting = new Scene(OLDER_TABLE);
    expect(waiting.refuse("p1", { type: "setup.first", seat: "p2" }).message).toBe("Who goes first is chosen during setup, after the coin flip.");
    const { table, winner, loser } = atSetup();
    begin(table);
    expect(table.refuse(winner, { type: "setup.first", seat: loser }).message).toBe("Both players are ready: who goes first can no longer change.");
    expect(table.state.turn.current).toBe(winner);
  });

  it("choosing the player who already goes first is refused", () => {
    const { table, winner } = atSetup();
    expect(table.refuse(winner, { type: "setup.first", seat: winner }).message).toBe("That player already goes first.");
  });

  it("the action is checked like any other: a seat is p1 or p2", async () => {
    // The table's action schema: setup.first is the game's move (moves/setup-first.ts).
    const [{ actionSchemaFor }, { ptcg }] = await Promise.all([import("../../../engine/action-schema"), import("..")]);
    const ActionSchema = actionSchemaFor(ptcg);
    expect(ActionSchema.safeParse({ type: "setup.first", seat: "p2" }).success).toBe(true);
    expect(ActionSchema.safeParse({ type: "setup.first", seat: "p3" }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: "setup.first" }).success).toBe(false);
  });
});

describe("the first-turn rules follow the choice (seed 001 §6.3)", () => {
  const secondGoesFirst = () => {
    const { table, winner, loser } = atSetup();
    table.do(winner, { type: "setup.first", seat: loser });
    return { table: begin(table), winner, loser };
  };

  it("the player the winner let go first can't play a Supporter or attack on turn 1", () => {
    const { table, loser } = secondGoesFirst();
    expect(table.current).toBe(loser);
    table.play(loser, "Field Professor", { zone: `${loser}.resolving` });
    expect(table.codes()).toEqual(["ptcg.supporter.first-turn"]);
    table.do(loser, { type: "attack", stack: { zone: `${loser}.active`, slot: 0 }, name: "Tackle" } as Action);
    expect(table.codes()).toEqual(["ptcg.attack.first-turn"]);
  });

  it("the winner, going second, may play a Supporter and attack on its first turn (turn 2)", () => {
    const { table, winner } = secondGoesFirst();
    table.toTurn(2);
    expect(table.current).toBe(winner);
    table.play(winner, "Field Professor", { zone: `${winner}.resolving` });
    expect(table.codes()).toEqual([]);
    table.do(winner, { type: "attack", stack: { zone: `${winner}.active`, slot: 0 }, name: "Tackle" });
    expect(table.codes()).toEqual([]);
  });
});
