/**
 * Who may see a card's face. The single place this is decided: the sync layer, the log,
 * replays and error messages all ask here.
 */
import type { GameDefinition, ZoneSpec } from "./definition";
import type { Card, Seat, TableState, Viewer, Zone } from "./types";
import { SEATS } from "./types";
import type { SeenBy } from "./events";

export function zoneSpec(definition: GameDefinition, zone: Zone): ZoneSpec {
  const spec = definition.zones.find((z) => z.id === zone.spec);
  if (!spec) throw new Error(`zone ${zone.key} has no spec ${zone.spec}`);
  return spec;
}

/** Whether `seat` (null = spectator) sees the face of `card` lying in `zone`. Judges see all. */
function seatSees(definition: GameDefinition, zone: Zone, card: Card, seat: Seat | null): boolean {
  if (card.revealed) return true;
  const isOwner = seat !== null && seat === card.owner;
  switch (zoneSpec(definition, zone).visibility) {
    case "hidden":
      return false;
    case "owner":
      // Whoever holds the hand or the looking area sees into it (an approved look at the
      // opponent's deck puts the opponent's cards into the looker's private zone).
      return seat !== null && seat === (zone.owner ?? card.owner);
    case "public":
      return !card.faceDown || isOwner;
  }
}

export function canSee(definition: GameDefinition, zone: Zone, card: Card, viewer: Viewer): boolean {
  if (viewer.role === "judge") return true;
  return seatSees(definition, zone, card, viewer.role === "player" ? viewer.seat : null);
}

/** Who (besides judges) sees this card where it lies. */
export function seenByAt(definition: GameDefinition, zone: Zone, card: Card): SeenBy {
  if (seatSees(definition, zone, card, null)) return "all";
  return SEATS.filter((seat) => seatSees(definition, zone, card, seat));
}

export function mergeSeen(a: SeenBy, b: SeenBy): SeenBy {
  if (a === "all" || b === "all") return "all";
  return SEATS.filter((seat) => a.includes(seat) || b.includes(seat));
}

export function viewerSees(seen: SeenBy, viewer: Viewer): boolean {
  if (viewer.role === "judge" || seen === "all") return true;
  return viewer.role === "player" && seen.includes(viewer.seat);
}

/** True when a zone's cards are listed one by one to clients (hidden piles are counts only). */
export function listsCards(definition: GameDefinition, zone: Zone): boolean {
  return zoneSpec(definition, zone).visibility !== "hidden";
}

export type { TableState };
