/**
 * A game's counters and markers (its flags) on the bytes each screen is sent: per holder (a
 * slot's stack, a player, the turn) a `counters` JSON object and a `markers` JSON list, the same
 * fields whatever the game declares. The Pokémon TCG's damage, mulligans, "attacked" and the
 * turn of an evolution, and a toy game's medals, life and turn flag, reach every screen alike.
 */
import { Decoder, Encoder, StateView } from "@colyseus/schema";
import type { Stack, TableState, Viewer } from "@playmat/shared";
import { TestTable } from "@playmat/shared/testing";
import { describe, expect, it } from "vitest";
import { TableProjector } from "./project";
import { TableSchema } from "./schema";

const VIEWERS: [string, Viewer][] = [
  ["alice", { role: "player", seat: "p1" }],
  ["bob", { role: "player", seat: "p2" }],
  ["spectator", { role: "spectator" }],
];

/** A projector, and each viewer's screen decoding the patches it is sent after every table. */
function screens(table: TestTable) {
  const schema = new TableSchema();
  const encoder = new Encoder(schema);
  const projector = new TableProjector(table.definition, schema);
  const watched = VIEWERS.map(([id, viewer]) => {
    const view = new StateView();
    projector.watch(id, view, viewer);
    const state = new TableSchema();
    return { id, view, state, decoder: new Decoder(state) };
  });
  let first = true;
  return {
    /** Projects the table and delivers each screen its bytes (the full state the first time, then patches). */
    show(state: TableState) {
      projector.project(state);
      const it = { offset: 0 };
      if (first) encoder.encodeAll(it);
      else encoder.encode(it);
      const shared = it.offset;
      for (const screen of watched) {
        const bytes = first ? encoder.encodeAllView(screen.view, shared, { ...it }) : encoder.encodeView(screen.view, shared, { ...it });
        screen.decoder.decode(bytes.slice());
      }
      encoder.discardChanges();
      first = false;
    },
    get: (id: string) => watched.find((s) => s.id === id)!.state,
  };
}

const slotOf = (state: TableSchema, zone: string) => state.zones.get(zone)!.slots[0]!;

describe("counters and markers on every screen", () => {
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
  });

  it("what another game declares is projected the same way: no field of the schema names a game's counter or marker", () => {
    const table = new TestTable().startGame("Sprout");
    const view = screens(table);
    view.show(table.state);
    // What a toy game's moves would leave: medals on a stack, life lost by a player, a flag on the turn.
    const stack = table.stack("p2.active");
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
    for (const name of ["damage", "mulligans", "attacked", "evolvedTurn"]) expect(fields).not.toContain(name);
  });
});
