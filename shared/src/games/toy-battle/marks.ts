/**
 * Toy Battle's counters and markers: each player's medals (a player counter, recounted by
 * medals.ts after each change on the board, settable by hand), and the turn marker a base's
 * "place anywhere" effect sets (assists/), which the connection advisory reads.
 */
import type { CounterSpec, MarkerSpec } from "../../engine/definition";
import type { PlayerState } from "../../engine/types";

export const MEDALS = "medals";
export const PLACE_ANYWHERE = "place-anywhere";

export const TOY_BATTLE_COUNTERS: CounterSpec[] = [{ id: MEDALS, scope: "player" }];
export const TOY_BATTLE_MARKERS: MarkerSpec[] = [{ id: PLACE_ANYWHERE, scope: "turn" }];

export const medalsOf = (player: Pick<PlayerState, "counters">): number => player.counters[MEDALS] ?? 0;
