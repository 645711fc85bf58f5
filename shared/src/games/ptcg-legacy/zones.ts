/**
 * The legacy playmat is the Pokémon TCG's (ptcg/zones.ts) with the Active Spot and the Bench
 * sized by the table: one Active and a Bench of 5, or "on 2 Active" two and a Bench of 4.
 */
import type { ZoneSpec } from "../../engine/definition";
import { PTCG_ZONES } from "../ptcg/zones";
import { activeSpots, benchSlots } from "./options";

export { FACE_DOWN_UNTIL_PLAY, PTCG_PILES as LEGACY_PILES } from "../ptcg/zones";

export const LEGACY_ZONES: ZoneSpec[] = PTCG_ZONES.map((zone) => {
  if (zone.id === "active") return { ...zone, slots: activeSpots };
  if (zone.id === "bench") return { ...zone, slots: benchSlots };
  return zone;
});
