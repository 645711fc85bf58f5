/**
 * A game's counters and markers (its flags) on the bytes each screen is sent: per holder (a
 * slot's stack, a player, the turn) a `counters` JSON object and a `markers` JSON list, the same
 * fields whatever the game declares: a toy game's medals, life and turn flag reach every screen
 * as a registered game's do (see test/games/ptcg/project-marks.test.ts).
 */
import { GAMES, type Stack, type TableState } from "@playmat/shared";
import { TestTable } from "@playmat/shared/testing";
import { describe, expect, it } from "vitest";
import { screens, slotOf } from "../../test/support/screens";

describe("counters and markers on every screen", () => {
  it("what another game declares is projected the same way: no field of the schema names a game's counter or marker", () => {
    const table = new TestTable().startGame("Sprout");
    const view = screens(table);
    view.show(table.state);
    // What a toy game's moves would leave: medals on a stack, life lost by a player, a flag on the turn.
    const stack = table.slots("p2.active").slots[0]!;
    const zone = table.slots("p2.active");
    const toy: TableState = {
      ...table.state,
      players: { ...table.state.players, p1: { ...table.state.players.p1, counters: { "life-lost": 4 }, markers: ["monarch"] } },
      turn: { ...table.state.turn, markers: ["drew-extra"] },
      zones: { ...table.state.zones, "p2.active": { ...zone, slots: [{ ...stack, counters: { medals: 2, shields: 1 }, markers: ["tapped"] } as Stack] } },
    };
    view.show(toy);
    for (const id of ["alice", "bob", "spectator"]) {
      const screen = view.get(id);
      expect(screen.players.get("p1")!.toJSON(), id).toMatchObject({ counters: '{"life-lost":4}', markers: '["monarch"]' });
      expect(screen.turn.markers, id).toBe('["drew-extra"]');
      expect(slotOf(screen, "p2.active").toJSON(), id).toMatchObject({ counters: '{"medals":2,"shields":1}', markers: '["tapped"]' });
    }
    const fields = JSON.stringify(Object.keys({ ...slotOf(view.get("bob"), "p2.active").toJSON(), ...view.get("bob").players.get("p1")!.toJSON(), ...view.get("bob").turn.toJSON() }));
    const declared = Object.values(GAMES).flatMap((game) => [...game.counters, ...game.markers].map((spec) => spec.id));
    expect(declared.length).toBeGreaterThan(0);
    for (const name of [...declared, "medals", "shields", "tapped", "life-lost", "monarch", "drew-extra"]) expect(fields).not.toContain(name);
  });
});
