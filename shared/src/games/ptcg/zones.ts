/** The Pokémon TCG playmat (seed 001 §13.1): who holds which zone, and who sees into it. */
import type { ZoneSpec } from "../../engine/definition";

/** The piles the game's own moves and the engine's generic actions name (SetupRules.zones). */
export const PTCG_PILES = { deck: "deck", hand: "hand", prize: "prize", discard: "discard", looking: "looking" } as const;

/** Where setup Pokémon go down face down until both players are ready (seed 001 §5). */
export const FACE_DOWN_UNTIL_PLAY = ["active", "bench"];

export const PTCG_ZONES: ZoneSpec[] = [
  { id: "deck", perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top", ordered: true },
  { id: "hand", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
  { id: "active", perPlayer: true, layout: "slots", visibility: "public", slots: () => 1, clearsConditionsOnLeave: true },
  { id: "bench", perPlayer: true, layout: "slots", visibility: "public", slots: (o) => Number(o.benchSize ?? 5) },
  { id: "prize", perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "bottom" },
  { id: "discard", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top", ordered: true },
  { id: "lost", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top" },
  /** Cards being played and resolved (a Supporter while its effect happens). */
  { id: "resolving", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "bottom" },
  /** Cards the player is looking at privately (top N of the deck, a deck search). */
  { id: "looking", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom", ordered: true },
  { id: "stadium", perPlayer: false, layout: "pile", visibility: "public", defaultAt: "top" },
];
