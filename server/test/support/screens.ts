/**
 * Screens decoding a projected table as Colyseus clients would: a projector, and each viewer's
 * state decoding the patches it is sent after every table shown.
 */
import { Decoder, Encoder, StateView } from "@colyseus/schema";
import type { TableState, Viewer } from "@playmat/shared";
import type { TestTable } from "@playmat/shared/testing";
import { TableProjector } from "../../src/sync/project";
import { TableSchema } from "../../src/sync/schema";

export const VIEWERS: [string, Viewer][] = [
  ["alice", { role: "player", seat: "p1" }],
  ["bob", { role: "player", seat: "p2" }],
  ["spectator", { role: "spectator" }],
];

/** A projector, and each viewer's screen decoding the patches it is sent after every table. */
export function screens(table: TestTable) {
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

export const slotOf = (state: TableSchema, zone: string) => state.zones.get(zone)!.slots[0]!;
