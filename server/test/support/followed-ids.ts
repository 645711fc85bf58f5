/**
 * Public ids followed through a game. A card gets a new public id whenever fewer people may see
 * it (hidden again, turned face down, moved, shuffled, taken back by an undo or a rewind), so a
 * screen can never tell that a card it may not see now is one whose face it read. This notes
 * every id each screen was sent a face under (its synced state, as its client holds it) and
 * finds the cards on the server's table that the screen may not know (leak-oracle mayKnow, the
 * rules restated) but that lie under one of those ids.
 */
import type { TableState } from "@playmat/shared";
import type { Secrecy } from "@playmat/shared/testing";
import { bothShowHands, everyCard, mayKnow, type Viewer } from "./leak-oracle";
import type { Seat } from "./playmat";

/** The ids of the cards a screen's state lists with a face. */
function faceIds(client: Seat): string[] {
  const ids: string[] = [];
  const add = (card: any) => card.face?.defId && ids.push(card.pid);
  for (const zone of client.state.zones.values()) {
    for (const card of zone.cards ?? []) add(card);
    for (const slot of zone.slots ?? []) for (const card of [...(slot?.cards ?? []), ...(slot?.attached ?? [])]) add(card);
  }
  return ids;
}

export class FollowedIds {
  /** `secrecy`: who may know what at this table, by its game's rules (its test kit). */
  constructor(private readonly secrecy: Secrecy) {}

  /** By screen (a recording label, which outlives a reconnection): every id it read a face by. */
  private readonly seen = new Map<string, Set<string>>();

  /** Notes the ids this screen reads a face by now. */
  look(label: string, client: Seat): void {
    const seen = this.seen.get(label) ?? new Set<string>();
    this.seen.set(label, seen);
    for (const pid of faceIds(client)) seen.add(pid);
  }

  /** Cards of `state` that `viewer` may not know, under an id this screen read a face by. */
  followed(label: string, viewer: Viewer, state: TableState): string[] {
    const seen = this.seen.get(label);
    if (!seen) return [];
    const shown = bothShowHands(state);
    return everyCard(state)
      .filter(({ card, zone, holder }) => seen.has(card.pid) && !mayKnow(this.secrecy, viewer, card, zone, holder, shown))
      .map(({ card, zone, holder }) => `${card.pid} in ${holder ? `${holder}.` : ""}${zone}${card.faceDown ? ", face down" : ""}`);
  }
}
