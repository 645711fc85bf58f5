/**
 * What a drop means at a sandbox table (GameTable.intentFor): every zone is a pile, so a card
 * dropped on a pile moves there; one dropped on the deck goes on top or at the bottom as the
 * drop said. The deck's top card dragged to one's hand is a draw from the shared deck.
 */
import type { ClientAction, Destination } from "@playmat/shared";
import type { MoveSource, MoveTarget } from "../../table/intents";
import { zoneIdOf } from "../../table/perspective";

export const DECK = "deck";
export const ROW = "row";
export const DISCARD = "discard";
/** The sandbox's player counter (shared games/sandbox/marks.ts), as the zone ids above are its zones'. */
export const POINTS = "points";

export function movesFor(source: MoveSource, target: MoveTarget): ClientAction[] {
  // The sandbox has no slots: nothing is ever a stack in play, and a slot target is no zone of its.
  if (source.kind !== "cards" || target.kind !== "pile") return [];
  const movable = source.cards.filter((c) => !(c.zone === target.zone && target.at === undefined));
  if (movable.length === 0) return [];
  if (zoneIdOf(target.zone) === "hand" && movable.every((c) => c.zone === DECK)) return [{ type: "sandbox.draw", count: movable.length }];
  const to: Destination = { zone: target.zone };
  if (target.at) to.at = target.at;
  // Position refs change as cards leave a pile: the deepest first.
  const cards = [...movable].sort((a, b) => (b.index ?? 0) - (a.index ?? 0)).map((c) => c.ref);
  return [{ type: "move", cards, to }];
}

/**
 * The zone a shortcut key or a "Move to" item means: the seat's hand, the discard pile, the row
 * (the keys that put a card into play elsewhere), the deck's top or bottom.
 */
export function zoneFor(seat: string, id: string): MoveTarget | null {
  switch (id) {
    case "hand":
      return { kind: "pile", zone: `${seat}.hand` };
    case "discard":
      return { kind: "pile", zone: DISCARD };
    case "row":
    case "active":
    case "bench":
      return { kind: "pile", zone: ROW };
    case "deck-top":
      return { kind: "pile", zone: DECK, at: "top" };
    case "deck-bottom":
      return { kind: "pile", zone: DECK, at: "bottom" };
  }
  return null;
}
