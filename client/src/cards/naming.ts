/** How a card is named to assistive technology and tests (docs/testing/table.md, "Cards"). */
import type { CardSnap } from "../net/snapshot";

/** Exactly this for every card whose face this viewer may not see. */
export const FACE_DOWN_NAME = "face-down card";

/** A card's accessible name: its card name when this viewer sees its face, else "face-down card". */
export function cardAccessibleName(card: Pick<CardSnap, "face"> | null | undefined): string {
  return card?.face?.name ? card.face.name : FACE_DOWN_NAME;
}

/** True when this viewer sees the card's face (it may still lie face down for others). */
export const seesFace = (card: Pick<CardSnap, "face"> | null | undefined): boolean => Boolean(card?.face?.name);
