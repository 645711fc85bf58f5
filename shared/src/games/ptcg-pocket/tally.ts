/**
 * What a player did this turn: the Pokémon TCG's counts (Supporters, retreats, draws, Rare
 * Candy, by import: its advisories read them) and the Energy attached from the Energy Zone.
 */
import type { TableEvent } from "../../engine/events";
import type { Actor, TableState } from "../../engine/types";
import { ptcgTally, zoneId } from "../ptcg/tally";
import { isZoneEnergy } from "./energy";
import { POCKET_PILES } from "./zones";

export const POCKET_TALLY = { zoneEnergyAttached: "zone-energy-attached" } as const;

export function pocketTally(state: TableState, events: readonly TableEvent[], actor: Actor): Record<string, number> {
  const tally = ptcgTally(state, events, actor);
  for (const event of events) {
    // From the zone's Energy, or straight from the one shown as next: either is the zone's Energy.
    const from = event.type === "cards.moved" ? zoneId(event.from.zone) : "";
    if (event.type !== "cards.moved" || (from !== POCKET_PILES.energy && from !== POCKET_PILES.energyNext) || event.to.layer !== "attach") continue;
    const attached = event.cards.filter((card) => isZoneEnergy(card.defId)).length;
    if (attached > 0) tally[POCKET_TALLY.zoneEnergyAttached] = (tally[POCKET_TALLY.zoneEnergyAttached] ?? 0) + attached;
  }
  return tally;
}
