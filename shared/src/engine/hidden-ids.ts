/**
 * After an undo or a rewind. The corrected table is a fold of an earlier history, so its cards
 * carry the public ids they had then; a card someone saw face up meanwhile (revealed, played,
 * turned up at setup) would lie hidden again under the id they saw, and their screen could go on
 * following it. So, as for a card hidden again (handlers/looking.ts hide), every card that
 * someone (a player, or spectators) may not see on the corrected table gets a new id. Cards every
 * screen sees keep theirs: nobody learns anything by following them.
 *
 * All of them, not only those someone saw between: which ones those are depends on every table
 * since the point corrected to (a card revealed, hidden again and then rewound past both is
 * hidden before the rewind and after it, and was seen face up between), and a new id for a card
 * nobody could see costs nothing.
 */
import type { GameDefinition } from "./definition";
import { pidOf } from "./draft";
import type { Card, TableState, Zone } from "./types";
import { seenByAt } from "./visibility";

export function renewHiddenIds(definition: GameDefinition, state: TableState): TableState {
  const next = { ...state.next };
  const renew = (zone: Zone) => (card: Card) => (seenByAt(definition, zone, card, state.controls) === "all" ? card : { ...card, pid: pidOf(next.pid++) });
  const zones = { ...state.zones };
  // Ids in the order of the zones' keys, not of the object: the same whichever way a table was copied or stored.
  for (const key of Object.keys(zones).sort()) {
    const zone = zones[key]!;
    const fresh = renew(zone);
    zones[key] =
      zone.layout === "pile"
        ? { ...zone, cards: zone.cards.map(fresh) }
        : { ...zone, slots: zone.slots.map((stack) => stack && { ...stack, cards: stack.cards.map(fresh), attached: stack.attached.map(fresh) }) };
  }
  return { ...state, zones, next };
}
