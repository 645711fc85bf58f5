/** The sandbox's counters: each player's points, kept by hand like a score pad (CounterSpec scope "player"). */
import type { CounterSpec } from "../../engine/definition";
import type { PlayerState } from "../../engine/types";

export const POINTS = "points";

export const SANDBOX_COUNTERS: CounterSpec[] = [{ id: POINTS, scope: "player" }];

export const pointsOf = (player: Pick<PlayerState, "counters">): number => player.counters[POINTS] ?? 0;
