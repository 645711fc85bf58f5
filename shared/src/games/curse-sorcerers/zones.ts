/**
 * The table of seed 004: per player a deck (hidden), a hand (its holder's), a field of three
 * sorcerer slots (§7.2) whose sorcerers hold their cursed objects as attachments (§7.1), and a
 * graveyard (무덤, public); shared, the stack (스택, §2.1): an ordered public pile holding both
 * players' cards, whose top (index 0) resolves first.
 */
import type { ZoneSpec } from "../../engine/definition";

export const ZONE_IDS = { deck: "deck", hand: "hand", field: "field", graveyard: "graveyard", stack: "stack", looking: "looking" } as const;

/** §7.2: at most three sorcerers on a field. */
export const FIELD_SLOTS = 3;
/** §7.1: at most three cursed objects on a sorcerer. */
export const OBJECTS_PER_SORCERER = 3;

export const SORCERER_ZONES: ZoneSpec[] = [
  { id: ZONE_IDS.deck, perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top", ordered: true },
  { id: ZONE_IDS.hand, perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
  { id: ZONE_IDS.field, perPlayer: true, layout: "slots", visibility: "public", slots: () => FIELD_SLOTS },
  { id: ZONE_IDS.graveyard, perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top", ordered: true },
  /** Shared, in the order put there: a card or ability put on it goes on top (§2.1, FAQ Q1); each entry shows whose it is. */
  { id: ZONE_IDS.stack, perPlayer: false, layout: "pile", visibility: "public", defaultAt: "top", ordered: true, facesShowOwner: true },
  /** What a player looks at privately (the engine's look and search). */
  { id: ZONE_IDS.looking, perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom", ordered: true },
];

export const fieldOf = (seat: string): string => `${seat}.${ZONE_IDS.field}`;
export const handOf = (seat: string): string => `${seat}.${ZONE_IDS.hand}`;
export const graveyardOf = (seat: string): string => `${seat}.${ZONE_IDS.graveyard}`;
export const deckOf = (seat: string): string => `${seat}.${ZONE_IDS.deck}`;
