/**
 * What a player did this turn, read from the events of each action: the counts that the
 * once-per-turn advisories check (seed 001 §13.1: energy, supporter, retreat; stadium).
 */
import type { TableEvent } from "../../engine/events";
import type { Actor, TableState } from "../../engine/types";
import { isEnergy, isStadium, isSupporter } from "./cards";

export const TALLY = {
  energyAttached: "energy-attached",
  supporterPlayed: "supporter-played",
  stadiumPlayed: "stadium-played",
  retreated: "retreated",
} as const;

const zoneId = (key: string) => key.split(".").pop()!;

export function ptcgTally(state: TableState, events: readonly TableEvent[], _actor: Actor): Record<string, number> {
  const tally: Record<string, number> = {};
  const add = (key: string, n = 1) => (tally[key] = (tally[key] ?? 0) + n);
  for (const event of events) {
    if (event.type === "stacks.swapped" && event.retreat) add(TALLY.retreated);
    if (event.type !== "cards.moved" || zoneId(event.from.zone) !== "hand") continue;
    for (const card of event.cards) {
      const def = state.cards[card.defId];
      if (isEnergy(def) && event.to.layer === "attach") add(TALLY.energyAttached);
      else if (isSupporter(def) && zoneId(event.to.zone) !== "hand") add(TALLY.supporterPlayed);
      else if (isStadium(def) && event.to.zone === "stadium") add(TALLY.stadiumPlayed);
    }
  }
  return tally;
}
