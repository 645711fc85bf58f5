/**
 * A practice table: one person plays both seats, and its screen shows one seat's side at a
 * time (TableControls.practice.view). Turning to the other side is a table control: stored
 * like the others, never taken back by an undo, carried through every correction.
 *
 * The server shows that person's screen what the seat in view may see (its projection and its
 * log follow `view`). A screen keeps a face it was sent under an id, so, as when a card is
 * hidden again (looking.ts hide) or spectators stop seeing the hands (table.ts showHands),
 * every card one seat sees and the other does not gets a new public id at the switch: the
 * screen can't follow the hand it just stopped seeing, and the hand it now sees is new to it.
 */
import type { ActionOf } from "../actions";
import { peekZones } from "../copy";
import { ActionError, type Draft } from "../draft";
import type { Card, Seat, Zone } from "../types";
import { seenByAt, viewerSees } from "../visibility";

export function viewSeat(draft: Draft, action: ActionOf<"practice.view">): void {
  const practice = draft.state.controls.practice;
  if (!practice) throw new ActionError("practice.not", "Only at a practice table does one player turn from one seat's side to the other's.");
  if (draft.actor?.judge) throw new ActionError("authority.player", "A judge sees both sides already: the practising player chooses which side is in view.");
  if (practice.view === action.seat) throw new ActionError("practice.same", `${action.seat}'s side is already in view.`);
  const from = practice.view;
  renewIdsSeenByOne(draft, from, action.seat);
  draft.state.controls.practice = { view: action.seat };
  draft.emit({ type: "practice.viewed", seat: action.seat });
}

/** New public ids for the cards exactly one of the two seats sees (hands, a look, face-down cards in play). */
function renewIdsSeenByOne(draft: Draft, a: Seat, b: Seat): void {
  const { definition } = draft;
  const controls = draft.state.controls;
  const differs = (zone: Zone, card: Card) => {
    const seen = seenByAt(definition, zone, card, controls);
    return viewerSees(seen, { role: "player", seat: a }) !== viewerSees(seen, { role: "player", seat: b });
  };
  const renew = (zone: Zone) => (card: Card) => (differs(zone, card) ? { ...card, pid: draft.newPid() } : card);
  // Ids in the order of the zones' keys (hidden-ids.ts): the same however the table was copied or stored.
  const peeked = peekZones(draft.state.zones);
  for (const key of Object.keys(peeked).sort()) {
    const seen = peeked[key]!;
    if (seen.layout === "pile") {
      if (!seen.cards.some((card) => differs(seen, card))) continue;
      const pile = draft.pile(key);
      pile.cards = pile.cards.map(renew(pile));
      continue;
    }
    seen.slots.forEach((stack, slot) => {
      if (!stack || ![...stack.cards, ...stack.attached].some((card) => differs(seen, card))) return;
      const zone = draft.slots(key);
      const owned = draft.ownStack(zone, slot);
      owned.cards = owned.cards.map(renew(zone));
      owned.attached = owned.attached.map(renew(zone));
    });
  }
}
