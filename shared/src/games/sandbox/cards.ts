/**
 * The sandbox's cards: plain numbered cards, 1 to DECK_SIZE, that the game brings itself (no
 * card data, no deck lists). A card's name is its number.
 */
import type { CardDef } from "../../cards/types";

export const DECK_SIZE = 30;

export const numberedCardId = (n: number): string => `sandbox-${n}`;

export const numberedCard = (n: number): CardDef => ({ id: numberedCardId(n), name: String(n), supertype: "Unknown", subtypes: [] });

/** The whole deck, 1 to DECK_SIZE, one of each. */
export const NUMBERED_CARDS: readonly CardDef[] = Array.from({ length: DECK_SIZE }, (_, i) => numberedCard(i + 1));
