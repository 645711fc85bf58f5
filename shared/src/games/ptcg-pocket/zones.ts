/**
 * The Pocket field (seed 000 "Field Layout"): one Active Spot, a Bench of 3, an Energy Zone, a
 * discard pile, a deck and a hand. No Prize cards, no Lost Zone, no Stadium.
 *
 * The Energy Zone is three public piles per player: the Energy the player may attach this turn
 * (`energy`), the one shown to both players as coming next (`energy-next`), and the deck's
 * Energy types it is drawn from (`energy-types`, one card per type, set when the deck loads).
 */
import type { ZoneSpec } from "../../engine/definition";

export const POCKET_PILES = {
  deck: "deck",
  hand: "hand",
  discard: "discard",
  looking: "looking",
  energy: "energy",
  energyNext: "energy-next",
  energyTypes: "energy-types",
} as const;

/** The Bench's spots (seed 000: "Bench: 3개 슬롯"): the mat itself holds the limit. */
export const BENCH_SPOTS = 3;

/** Where setup Pokémon go down face down until both players are ready (seed 000, "게임 시작"). */
export const FACE_DOWN_UNTIL_PLAY = ["active", "bench"];

export const POCKET_ZONES: ZoneSpec[] = [
  { id: "deck", perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top", ordered: true },
  { id: "hand", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
  { id: "active", perPlayer: true, layout: "slots", visibility: "public", slots: () => 1, clearsConditionsOnLeave: true },
  { id: "bench", perPlayer: true, layout: "slots", visibility: "public", slots: () => BENCH_SPOTS },
  { id: "discard", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top", ordered: true },
  { id: "energy", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top" },
  { id: "energy-next", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top" },
  { id: "energy-types", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "bottom", ordered: true },
  /** Cards being played and resolved (a Supporter while its effect happens). */
  { id: "resolving", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "bottom" },
  /** Cards the player is looking at privately (top N of the deck, a deck search). */
  { id: "looking", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom", ordered: true },
];
