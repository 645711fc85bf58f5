/**
 * What drawing and shuffling share with setup: a seat's piles, a shuffle that hides every card
 * again, and drawing from the top. Both the card handlers and setup's deal use them, so they
 * live below both (cards.ts and setup.ts once imported each other).
 */
import type { Draft } from "../draft";
import type { PileZone, Seat } from "../types";

/**
 * A seat's deck and hand, each drafted only when read: a shuffle must not copy the hand
 * (an untouched zone stays the previous table's object, which the projector then skips).
 */
export function seatPiles(draft: Draft, seat: Seat) {
  const ids = draft.definition.setup.zones;
  return {
    get deck() {
      return draft.pile(`${seat}.${ids.deck}`);
    },
    get hand() {
      return draft.pile(`${seat}.${ids.hand}`);
    },
  };
}

export function shufflePile(draft: Draft, zone: PileZone): void {
  draft.rng.shuffle(zone.cards);
  // Fresh ids: nobody can follow a card through a shuffle. New card objects: the table before
  // the shuffle still holds the old ones (a draft's pile shares its cards, engine/copy.ts).
  zone.cards = zone.cards.map((card) => ({ ...card, pid: draft.newPid(), revealed: false }));
  draft.emit({ type: "zone.shuffled", zone: zone.key, count: zone.cards.length });
}

export function drawCards(draft: Draft, seat: Seat, count: number, via: "draw" | "setup" = "draw"): number {
  const { deck, hand } = seatPiles(draft, seat);
  const drawn = Math.min(count, deck.cards.length);
  if (drawn > 0) {
    draft.moveCards(Array.from({ length: drawn }, () => ({ zone: deck.key, at: "top" as const })), { zone: hand.key, at: "bottom" }, via);
  }
  if (drawn < count) draft.emit({ type: "note", key: "draw.short", params: { seat, requested: count, drawn } });
  return drawn;
}
