/**
 * Who may see a card's face. The single place this is decided: the sync layer, the log,
 * replays and error messages all ask here.
 *
 * The table's controls take part for spectators only: while both players agree to show their
 * hands, spectators see the cards in both hands. Players never see each other's hands by it.
 */
import type { GameDefinition, ZoneSpec } from "./definition";
import { handsShown, SEATS, type Card, type Seat, type TableControls, type TableState, type Viewer, type Zone } from "./types";
import type { Audience, SeenBy } from "./events";

export function zoneSpec(definition: GameDefinition, zone: Zone): ZoneSpec {
  const spec = definition.zones.find((z) => z.id === zone.spec);
  if (!spec) throw new Error(`zone ${zone.key} has no spec ${zone.spec}`);
  return spec;
}

/** Whether `seat` (null = spectator) sees the face of `card` lying in `zone`. Judges see all. */
function seatSees(definition: GameDefinition, zone: Zone, card: Card, seat: Seat | null, controls?: TableControls): boolean {
  if (card.revealed) return true;
  const isOwner = seat !== null && seat === card.owner;
  switch (zoneSpec(definition, zone).visibility) {
    case "hidden":
      return false;
    case "owner":
      // Whoever holds the hand or the looking area sees into it (an approved look at the
      // opponent's deck puts the opponent's cards into the looker's private zone).
      if (seat !== null) return seat === (zone.owner ?? card.owner);
      // Spectators: the hands, while both players show them.
      return zone.spec === definition.setup.zones.hand && handsShown(controls);
    case "public":
      return !card.faceDown || isOwner;
  }
}

/**
 * Whether `viewer` sees the card's face. Pass the table's `controls` for what a screen may see;
 * leave them out for what is public by the rules (who may touch a hidden card).
 */
export function canSee(definition: GameDefinition, zone: Zone, card: Card, viewer: Viewer, controls?: TableControls): boolean {
  if (viewer.role === "judge") return true;
  return seatSees(definition, zone, card, viewer.role === "player" ? viewer.seat : null, controls);
}

const AUDIENCES: readonly Audience[] = [...SEATS, "spectators"];
const EVERYONE = (1 << AUDIENCES.length) - 1;
const AUDIENCE_SETS: SeenBy[] = [];

/**
 * The SeenBy for a set of audiences (bit i: AUDIENCES[i]), in AUDIENCES order. The few lists
 * there can be are made once and frozen: every card a log line mentions carries one, and the
 * log is kept for the room's life (a list built by push holds room for 17 entries).
 */
function seenByOf(bits: number): SeenBy {
  if (bits === EVERYONE) return "all";
  return (AUDIENCE_SETS[bits] ??= Object.freeze(AUDIENCES.filter((_, i) => bits & (1 << i))));
}

const bitsOf = (seen: SeenBy): number => (seen === "all" ? EVERYONE : AUDIENCES.reduce((bits, who, i) => (seen.includes(who) ? bits | (1 << i) : bits), 0));

/** Who (besides judges) sees this card where it lies. */
export function seenByAt(definition: GameDefinition, zone: Zone, card: Card, controls?: TableControls): SeenBy {
  let bits = 0;
  SEATS.forEach((seat, i) => {
    if (seatSees(definition, zone, card, seat, controls)) bits |= 1 << i;
  });
  if (seatSees(definition, zone, card, null, controls)) bits |= 1 << SEATS.length;
  return seenByOf(bits);
}

export function mergeSeen(a: SeenBy, b: SeenBy): SeenBy {
  return seenByOf(bitsOf(a) | bitsOf(b));
}

/** Who sees both: what tells something of two cards may reach only those who see each. */
export function commonSeen(a: SeenBy, b: SeenBy): SeenBy {
  return seenByOf(bitsOf(a) & bitsOf(b));
}

export function viewerSees(seen: SeenBy, viewer: Viewer): boolean {
  if (viewer.role === "judge" || seen === "all") return true;
  return seen.includes(viewer.role === "player" ? viewer.seat : "spectators");
}

/**
 * Whether a card a move puts into `zone` face down stays face down: in play (a slot zone) it
 * does, and in a pile nobody sees (a deck, a pile set aside face down) every card is. Any other pile shows what it
 * takes, to its holder (the hand) or to everyone, so a move asking for face down there is
 * refused (handlers/cards.ts): the player would believe hidden a card that everyone can read.
 */
export function keepsFaceDown(definition: GameDefinition, zone: Zone): boolean {
  return zone.layout === "slots" || zoneSpec(definition, zone).visibility === "hidden";
}

/** True when a zone's cards are listed one by one to clients (hidden piles are counts only). */
export function listsCards(definition: GameDefinition, zone: Zone): boolean {
  return zoneSpec(definition, zone).visibility !== "hidden";
}

export type { TableState };
