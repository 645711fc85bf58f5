/**
 * The sandbox table: one deck both players draw from, a hand each, a row in the centre of the
 * table and one discard pile. Every zone is a pile: the sandbox has no pieces that hold others.
 */
import type { ZoneSpec } from "../../engine/definition";

/** The zones' ids, as the moves, the client and the tests name them. */
export const SANDBOX_ZONE_IDS = { deck: "deck", hand: "hand", row: "row", discard: "discard", looking: "looking" } as const;

export const SANDBOX_ZONES: ZoneSpec[] = [
  /** Shared, face down: its key is "deck", and nobody sees its cards or their order. */
  { id: "deck", perPlayer: false, layout: "pile", visibility: "hidden", defaultAt: "top", ordered: true },
  { id: "hand", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
  /** The table's centre: cards played here are seen by everyone, in the order they were laid. */
  { id: "row", perPlayer: false, layout: "pile", visibility: "public", defaultAt: "bottom", ordered: true },
  { id: "discard", perPlayer: false, layout: "pile", visibility: "public", defaultAt: "top", ordered: true },
  /**
   * What a player looks at privately: the engine's look and search put cards here. The shared
   * deck is nobody's zone, so either player may look at its top cards or search it (the log
   * says so to both) and put them back with look.end.
   */
  { id: "looking", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom", ordered: true },
];
