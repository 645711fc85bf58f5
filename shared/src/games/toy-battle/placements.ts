/**
 * A placement, read from an action's events: a tile from a stand onto a spot of the board (an
 * empty spot, or the top of a tower). The core `move` carries it; advisories, medals, win
 * prompts and the log all ask here what was placed where.
 */
import type { TableEvent, TableEventOf } from "../../engine/events";
import type { Seat } from "../../engine/types";
import { tileOf } from "./tiles";
import { TOY_BATTLE_ZONE_IDS as Z } from "./zones";

export interface Placement {
  /** Whose stand the tile came from. */
  seat: Seat;
  slot: number;
  defId: string;
  power: number;
  event: TableEventOf<"cards.moved">;
}

const fromStand = (zone: string): Seat | undefined => {
  const [seat, id] = zone.split(".");
  return id === Z.stand && (seat === "p1" || seat === "p2") ? seat : undefined;
};

export function isPlacement(e: TableEvent): e is TableEventOf<"cards.moved"> {
  return (
    e.type === "cards.moved" &&
    e.to.zone === Z.board &&
    e.to.slot !== undefined &&
    (e.to.layer === undefined || e.to.layer === "onto") &&
    fromStand(e.from.zone) !== undefined
  );
}

export function placementsIn(events: readonly TableEvent[]): Placement[] {
  const out: Placement[] = [];
  for (const e of events) {
    if (!isPlacement(e)) continue;
    const seat = fromStand(e.from.zone)!;
    for (const card of e.cards) out.push({ seat, slot: e.to.slot!, defId: card.defId, power: tileOf(card.defId)?.power ?? 0, event: e });
  }
  return out;
}

/** Whether the action changed what lies on the board (a placement, a removal, a tower moved or swapped). */
export function boardChanged(events: readonly TableEvent[]): boolean {
  return events.some((e) => {
    switch (e.type) {
      case "cards.moved":
      case "stack.moved":
        return e.to.zone === Z.board || e.from.zone === Z.board;
      case "stacks.swapped":
        return e.a.zone === Z.board || e.b.zone === Z.board;
      default:
        return false;
    }
  });
}
