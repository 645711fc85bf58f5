/** What the projector (project.ts) keeps of each listed card between projections. */
import { zoneSpec, type Card, type GameDefinition, type PileZone } from "@playmat/shared";
import { fit } from "./fit";
import { CardFace } from "./schema";

/** A listed card as last written to its CardView, and as its visibility was last checked. */
export interface ProjectedCard {
  defId: string;
  /** What the face says of whose card it is (ownerMark). */
  owner: string;
  /** faceDown (1) and revealed (2). */
  bits: number;
  /**
   * What canSee() depended on when every watcher's view was last brought in line with this
   * face: the zone (its spec and owner never change), the card's owner and flags, in which
   * round (`seenRound` -1: never). Fields of the record, not an object of their own: one
   * object per listed card for the room's life.
   */
  seenZone: string;
  seenOwner: string;
  seenBits: number;
  seenRound: number;
}

/** A card's faceDown (1) and revealed (2) flags as one number, as ProjectedCard keeps them. */
export const flagBits = (card: Card): number => (card.faceDown ? 1 : 0) | (card.revealed ? 2 : 0);

/**
 * Whose card the face says it is: its owner when it lies in a zone of the other seat's that only
 * that seat sees (`zoneOwner`, given by the projector for hands and looking areas alone: one the
 * opponent dropped on your hand), else "" and never written, so nothing changes on the wire for
 * every other card, public zones included. Part of the face: only a viewer who sees the card
 * learns whose it is, as a player holding it would from its sleeve.
 */
export const ownerMark = (card: Card, zoneOwner: string | null): string => (zoneOwner !== null && card.owner !== zoneOwner ? card.owner : "");

/** A card's face as first written: `owner` only when ownerMark gives one. */
export function newFace(defId: string, name: string, owner: string): CardFace {
  const face = new CardFace();
  face.defId = defId;
  face.name = name;
  if (owner) face.owner = owner;
  return fit(face);
}

/**
 * The seat whose face marks (ownerMark) a zone's cards are written for: the owner of a zone only
 * its owner sees (hand, looking area), where a card of the opponent's is one to give back. Public
 * zones (a discard pile, and stacks in play with what is attached to them, which the projector
 * writes with no holder) mark nothing, so the opponent's and spectators' bytes are the same as
 * for one of the holder's own cards.
 */
export function holderOf(definition: GameDefinition, zone: PileZone): string | null {
  const spec = zoneSpec(definition, zone);
  // A shared pile whose faces say whose each card is (ZoneSpec.facesShowOwner): held by nobody, so every card is marked.
  if (spec.facesShowOwner && !spec.perPlayer) return "";
  return spec.visibility === "owner" ? zone.owner : null;
}
