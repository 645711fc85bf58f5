/** What the projector (project.ts) keeps of each listed card between projections. */
import type { Card } from "@playmat/shared";

/** A listed card as last written to its CardView, and as its visibility was last checked. */
export interface ProjectedCard {
  defId: string;
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
