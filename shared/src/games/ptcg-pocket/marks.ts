/**
 * The Pocket game's counters and markers: damage on a Pokémon, each player's points (3 win),
 * and the same turn and Pokémon flags the Pokémon TCG keeps (an attack declared, an Ability used).
 */
import type { CounterSpec, MarkerSpec } from "../../engine/definition";
import type { PlayerState } from "../../engine/types";
import { ATTACKED, DAMAGE } from "../ptcg/marks";

/** Points: 1 for a Knock Out, 2 for a Pokémon ex, 3 for a Mega ex (points.ts). */
export const POINTS = "points";
/** Points that win the game (asked, never ruled: win.ts). */
export const POINTS_TO_WIN = 3;

export const POCKET_COUNTERS: CounterSpec[] = [
  { id: DAMAGE, scope: "stack" },
  { id: POINTS, scope: "player" },
];

export const POCKET_MARKERS: MarkerSpec[] = [
  { id: "ability-used", scope: "stack", resetsEachTurn: true },
  { id: ATTACKED, scope: "turn" },
];

export const pointsOf = (player: Pick<PlayerState, "counters">): number => player.counters[POINTS] ?? 0;
