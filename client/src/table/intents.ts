/**
 * What every way of moving cards describes (drag and drop, shortcut keys, the "Move to" menu):
 * what is moved (MoveSource) and where it goes (MoveTarget). The shell knows no rule: the
 * table's game turns the pair into the actions to send (GameTable.intentFor).
 */
import type { CardRef, Destination } from "@playmat/shared";

export interface MovedCard {
  ref: CardRef;
  /** The zone the card is in now. */
  zone: string;
  /** Pile position (0 = top), when known. */
  index?: number;
  /** The card's kind as its game names it (a game's drop may depend on it); undefined for hidden cards. */
  supertype?: string;
  /** The card's definition id, when the viewer knows the card. */
  defId?: string;
  name: string;
  /** The other seat, when the card is theirs though it lies in the viewer's zone (face.owner): it may only be given back. */
  owner?: string;
}

export type MoveSource =
  | { kind: "cards"; cards: MovedCard[] }
  /** A whole stack in play (a card in play and what it holds): its cards (bottom to top) and attachments, by public id. */
  | { kind: "stack"; zone: string; slot: number; name: string; cards: string[]; attached: string[] };

export type MoveTarget =
  /** A pile; `at` for top / bottom of a deck. */
  | { kind: "pile"; zone: string; at?: "top" | "bottom" }
  /** A slot zone as a whole: the first free slot. */
  | { kind: "slots"; zone: string; freeSlot: number | null }
  /** One slot: empty, or a stack to put cards onto (`as`: how, in the game's words) or to switch with. */
  | { kind: "slot"; zone: string; slot: number; occupied: boolean; as?: Destination["as"] }
  /** A place among the cards being looked at (`order`: their ids, top of the deck first): the cards dropped there take it. */
  | { kind: "place"; zone: string; order: readonly string[]; index: number };

/** The first empty slot of a slot zone, or null. */
export function firstFreeSlot(slots: readonly { sid: string }[]): number | null {
  const i = slots.findIndex((s) => !s.sid);
  return i < 0 ? null : i;
}
