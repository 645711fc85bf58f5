/**
 * A Pokémon table stored before its mulligans, "attacked" and evolution turn became a counter, a
 * marker and the stack's toppedTurn comes back as the same game, and plays on as it would have.
 */
import { describe, expect, it } from "vitest";
import { upgradeTable } from "../../engine/table";
import type { TableState } from "../../engine/types";
import { TestTable } from "../../testing/table";
import { ptcg } from "./definition";

/** A table in the shape an older server stored it: the three fields the engine once kept. */
function storedByAnOlderServer(state: TableState): Record<string, unknown> {
  const old = structuredClone(state) as unknown as Record<string, any>;
  for (const player of Object.values(old.players) as Record<string, any>[]) {
    player.mulligans = player.counters.mulligans ?? 0;
    delete player.counters;
  }
  old.turn.attacked = old.turn.markers.includes("attacked");
  delete old.turn.markers;
  for (const zone of Object.values(old.zones) as Record<string, any>[]) {
    for (const stack of zone.slots ?? []) {
      if (!stack) continue;
      stack.evolvedTurn = stack.toppedTurn;
      delete stack.toppedTurn;
    }
  }
  return old;
}

/** p1 took a mulligan, its Active evolved in turn 3, and it has just attacked. */
function played(): TestTable {
  const table = new TestTable().loadDecks();
  table.do("p1", { type: "setup.mulligan" });
  for (const seat of ["p1", "p2"] as const) table.playCard(seat, "Sprout", { zone: `${seat}.active`, slot: 0 });
  table.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  table.do("p1", { type: "turn.end" }).do("p2", { type: "turn.end" });
  table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
  table.do("p1", { type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Tackle" });
  return table;
}

describe("a Pokémon table stored in the old shape", () => {
  it("restores to the same table", () => {
    const table = played();
    expect(table.state.players.p1.counters).toEqual({ mulligans: 1 });
    const old = storedByAnOlderServer(table.state);
    expect(old.turn).toMatchObject({ attacked: true });
    expect(upgradeTable(ptcg, old as unknown as TableState)).toEqual(table.state);
  });

  it("plays on as it would have: its next moves make the same tables", () => {
    const table = played();
    const restored = new TestTable();
    restored.state = upgradeTable(ptcg, storedByAnOlderServer(table.state) as unknown as TableState);
    for (const t of [table, restored]) {
      t.do("p1", { type: "turn.end" });
      t.playCard("p2", "Bloom", { zone: "p2.active", slot: 0, as: "onto" });
    }
    expect(restored.state).toEqual(table.state);
    expect(restored.state.turn.markers).toEqual([]);
  });

  it("a table stored today is left as it is", () => {
    const table = played();
    expect(upgradeTable(ptcg, table.state)).toBe(table.state);
  });
});
