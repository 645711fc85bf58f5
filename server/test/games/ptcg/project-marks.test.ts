/**
 * The Pokémon TCG's counters and markers on the bytes each screen is sent: damage, mulligans,
 * "attacked" and the turn of an evolution reach every screen as the same `counters` and
 * `markers` fields every game's do (src/sync/project-marks.test.ts).
 */
import { TestTable } from "@playmat/shared/testing";
import { describe, expect, it } from "vitest";
import { screens, slotOf } from "../../support/screens";

describe("a Pokémon table's counters and markers on every screen", () => {
  it("a Pokémon's damage and evolution turn, a player's mulligans and the turn's attack reach each screen as counters and markers", () => {
    const table = new TestTable().loadDecks();
    const view = screens(table);
    view.show(table.state);
    table.do("p2", { type: "setup.mulligan" });
    view.show(table.state);
    for (const id of ["alice", "bob", "spectator"]) expect(view.get(id).players.get("p2")!.counters, id).toBe('{"mulligans":1}');
    for (const seat of ["p1", "p2"] as const) table.playCard(seat, "Sprout", { zone: `${seat}.active`, slot: 0 });
    table.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
    table.do("p1", { type: "turn.end" }).do("p2", { type: "turn.end" });
    table.do("p2", { type: "counter", stack: { zone: "p1.active", slot: 0 }, counter: "damage", mode: "add", amount: 30 });
    table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    table.do("p1", { type: "attack", stack: { zone: "p1.active", slot: 0 }, name: "Tackle" });
    view.show(table.state);
    for (const id of ["alice", "bob", "spectator"]) {
      const screen = view.get(id);
      expect(slotOf(screen, "p1.active").toJSON(), id).toMatchObject({ counters: '{"damage":30}', markers: "", enteredTurn: 0, toppedTurn: 3 });
      expect(slotOf(screen, "p2.active").toJSON(), id).toMatchObject({ counters: "", toppedTurn: -1 });
      expect(screen.turn.markers, id).toBe('["attacked"]');
    }
    table.do("p1", { type: "turn.end" });
    view.show(table.state);
    for (const id of ["alice", "bob", "spectator"]) expect(view.get(id).turn.markers, id).toBe("");
    // No field of the schema is named after the fields a Pokémon table once kept apart.
    const screen = view.get("bob");
    const fields = JSON.stringify(Object.keys({ ...slotOf(screen, "p1.active").toJSON(), ...screen.players.get("p2")!.toJSON(), ...screen.turn.toJSON() }));
    for (const name of ["damage", "mulligans", "attacked", "evolvedTurn"]) expect(fields).not.toContain(name);
  });

});
