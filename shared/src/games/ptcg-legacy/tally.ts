/**
 * What a player did this turn (the Pokémon TCG's counts, ptcg/tally.ts), plus which Active Spot
 * attacked: on a table "on 2 Active" each Active Pokémon may attack (advisories/after-attack.ts).
 */
import type { TableEvent } from "../../engine/events";
import type { Actor, TableState } from "../../engine/types";
import { ptcgTally, TALLY, zoneId } from "../ptcg/tally";

/** The tally key of attacks declared from an Active Spot's slot. */
export const attackedFrom = (slot: number) => `attacked-from-${slot}`;

export const LEGACY_TALLY = { ...TALLY } as const;

export function legacyTally(state: TableState, events: readonly TableEvent[], actor: Actor): Record<string, number> {
  const tally = ptcgTally(state, events, actor);
  for (const event of events) {
    if (event.type !== "attack.declared" || zoneId(event.place.zone) !== "active") continue;
    const key = attackedFrom(event.place.slot ?? 0);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}
