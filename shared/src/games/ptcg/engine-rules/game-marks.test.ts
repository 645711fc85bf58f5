/**
 * Counters and markers are what a game declares (CounterSpec, MarkerSpec): on a stack, on a
 * player, on the turn. The engine holds them the same way for every game, and knows none by
 * name: a toy game here keeps medals on its stacks, life on its players and a "drew-extra"
 * flag on the turn, and the Pokémon TCG's damage, mulligans and "attacked" mean nothing to it.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Action } from "../../../engine/actions";
import type { GameDefinition, GameMove } from "../../../engine/definition";
import { addPlayerCounter, setTurnMarker } from "../../../engine/handlers/stack-state";
import { actingSeat } from "../../../engine/handlers/cards";
import { ptcg } from "..";
import { TestTable } from "../../../testing/table";

const LoseLife = z.strictObject({ type: z.literal("toy.lose-life"), amount: z.number().int() });
const loseLife: GameMove<z.infer<typeof LoseLife>> = {
  schema: LoseLife,
  apply(draft, action) {
    addPlayerCounter(draft, actingSeat(draft), "life-lost", action.amount);
  },
};
const DrawExtra = z.strictObject({ type: z.literal("toy.draw-extra") });
const drawExtra: GameMove<z.infer<typeof DrawExtra>> = {
  schema: DrawExtra,
  apply(draft) {
    setTurnMarker(draft, "drew-extra");
  },
};
/** A move naming what its game never declared: a game's bug, refused, never kept unnamed. */
const Stray = z.strictObject({ type: z.literal("toy.stray") });
const stray: GameMove<z.infer<typeof Stray>> = {
  schema: Stray,
  apply(draft) {
    addPlayerCounter(draft, actingSeat(draft), "damage", 1);
  },
};

/** The Pokémon TCG's zones and setup, with counters, markers and moves of its own. */
const toy: GameDefinition = {
  ...ptcg,
  id: "toy",
  counters: [
    { id: "medals", scope: "stack" },
    { id: "life-lost", scope: "player" },
  ],
  markers: [
    { id: "tapped", scope: "stack" },
    { id: "drew-extra", scope: "turn" },
  ],
  // Pokémon's setup moves (startGame plays them), and the toy's own.
  moves: { ...ptcg.moves, "toy.lose-life": loseLife, "toy.draw-extra": drawExtra, "toy.stray": stray } as Record<string, GameMove<never>>,
  upgradeTable: undefined,
};

const ACTIVE = { zone: "p1.active", slot: 0 };
const move = (action: object) => action as Action;

function game(): TestTable {
  const table = new TestTable(toy).startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

describe("a game's own counters and markers", () => {
  it("a stack counter of the game is set by hand; another game's, or a player counter, is unknown on a stack", () => {
    const table = game();
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "medals", mode: "add", amount: 2 });
    expect(table.stack("p1.active").counters).toEqual({ medals: 2 });
    expect(table.refuse("p1", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 10 }).code).toBe("counter.unknown");
    expect(table.refuse("p1", { type: "counter", stack: ACTIVE, counter: "life-lost", mode: "add", amount: 1 }).code).toBe("counter.unknown");
  });

  it("a player counter is the game's moves' to change, kept on the player, absent at 0", () => {
    const table = game();
    table.do("p1", move({ type: "toy.lose-life", amount: 3 }));
    table.do("p1", move({ type: "toy.lose-life", amount: 2 }));
    expect(table.state.players.p1.counters).toEqual({ "life-lost": 5 });
    expect(table.state.players.p2.counters).toEqual({});
    table.do("p1", move({ type: "toy.lose-life", amount: -9 }));
    expect(table.state.players.p1.counters).toEqual({});
  });

  it("a turn marker set by a move lasts until the turn changes: turn.end, or a judge setting the turn", () => {
    const table = game();
    table.do("p1", move({ type: "toy.draw-extra" }));
    table.do("p1", move({ type: "toy.draw-extra" }));
    expect(table.state.turn.markers).toEqual(["drew-extra"]);
    table.do("p1", { type: "turn.end" });
    expect(table.state.turn.markers).toEqual([]);
    table.do("p2", move({ type: "toy.draw-extra" }));
    table.do("p1", { type: "turn.set", number: 5, current: "p1" }, true);
    expect(table.state.turn.markers).toEqual([]);
  });

  it("players flip stack markers by hand, never a turn marker; an undeclared name from a move is refused", () => {
    const table = game();
    table.do("p1", { type: "marker", stack: ACTIVE, marker: "tapped", on: true });
    expect(table.stack("p1.active").markers).toEqual(["tapped"]);
    expect(table.refuse("p1", { type: "marker", marker: "drew-extra", on: true }).code).toBe("marker.scope");
    expect(table.refuse("p1", { type: "marker", stack: ACTIVE, marker: "ability-used", on: true }).code).toBe("marker.unknown");
    expect(table.refuse("p1", move({ type: "toy.stray" })).code).toBe("counter.unknown");
  });

  it("a stack records the turn a card last went on top of it; taking the top card off leaves it", () => {
    const table = game();
    table.do("p1", { type: "turn.end" }).do("p2", { type: "turn.end" });
    expect(table.stack("p1.active").toppedTurn).toBeNull();
    const bloom = table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    expect(table.stack("p1.active").toppedTurn).toBe(3);
    table.do("p1", { type: "turn.end" }).do("p2", { type: "turn.end" });
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid: table.stack("p1.active").cards.at(-1)!.pid }], to: { zone: "p1.hand" } });
    expect(table.hand("p1").at(-1)!.uid).toBe(bloom.uid);
    expect(table.stack("p1.active").toppedTurn).toBe(3);
  });
});
