/** The game's zone, counter and marker ids as its table names them (shared games/curse-sorcerers). */
import { CurseSorcerers } from "@playmat/shared";

export const { ZONE_IDS, COUNTERS, MARKERS, PHASES } = CurseSorcerers;
export const STACK = CurseSorcerers.ZONE_IDS.stack;
export const fieldOf = (seat: string) => `${seat}.${ZONE_IDS.field}`;
export const graveyardOf = (seat: string) => `${seat}.${ZONE_IDS.graveyard}`;
export const handOf = (seat: string) => `${seat}.${ZONE_IDS.hand}`;
export const deckOf = (seat: string) => `${seat}.${ZONE_IDS.deck}`;
