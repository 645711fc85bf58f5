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

/** Who (besides judges) sees this card where it lies. */
export function seenByAt(definition: GameDefinition, zone: Zone, card: Card, controls?: TableControls): SeenBy {
  const seats: Audience[] = SEATS.filter((seat) => seatSees(definition, zone, card, seat, controls));
  const spectators = seatSees(definition, zone, card, null, controls);
  if (spectators && seats.length === SEATS.length) return "all";
  return spectators ? [...seats, "spectators"] : seats;
}

const AUDIENCES: readonly Audience[] = [...SEATS, "spectators"];

export function mergeSeen(a: SeenBy, b: SeenBy): SeenBy {
  if (a === "all" || b === "all") return "all";
  return AUDIENCES.filter((who) => a.includes(who) || b.includes(who));
}

export function viewerSees(seen: SeenBy, viewer: Viewer): boolean {
  if (viewer.role === "judge" || seen === "all") return true;
  return seen.includes(viewer.role === "player" ? viewer.seat : "spectators");
}

/** True when a zone's cards are listed one by one to clients (hidden piles are counts only). */
export function listsCards(definition: GameDefinition, zone: Zone): boolean {
  return zoneSpec(definition, zone).visibility !== "hidden";
}

export type { TableState };
