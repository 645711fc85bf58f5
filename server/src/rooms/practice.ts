/**
 * A practice table in the room: one player holds both seats with one token (seats.ts), and its
 * connection is the seat in view (TableControls.practice.view). Its admission's seat follows the
 * view, so every path that asks who a client is (its actions, its log, its record, its faces in
 * the projection) answers for the seat in view, and only for it.
 */
import type { Client } from "@colyseus/core";
import type { Seat, TableState } from "@playmat/shared";
import type { Admission } from "./seats";

/** The seat in view at a practice table; null at a table of two players. */
export const practiceView = (table: TableState): Seat | null => table.controls.practice?.view ?? null;

/**
 * Moves each practising client to the seat in view. Returns the clients that moved: their log
 * must be read anew, since the other seat's private lines are no longer theirs to read.
 */
export function followView(clients: Iterable<Client>, table: TableState): Set<Client> {
  const moved = new Set<Client>();
  const view = practiceView(table);
  if (!view) return moved;
  for (const client of clients) {
    const admission = client.userData as Admission | undefined;
    if (!admission?.practice || admission.seat === view) continue;
    admission.seat = view;
    moved.add(client);
  }
  return moved;
}
