/**
 * What a legacy table keeps besides the Pokémon TCG's counters and markers (ptcg/marks.ts): a
 * "Power used" marker on a Pokémon, which its owner's Poké-Power use turns on and the end of the
 * turn takes off (seed 002: "most Poké-Powers can be used only once a turn"), and how many times
 * each player's deck was cut before the deal.
 */
import type { CounterSpec, MarkerSpec } from "../../engine/definition";
import { PTCG_COUNTERS, PTCG_MARKERS } from "../ptcg/marks";

export { ATTACKED, DAMAGE, MULLIGANS, damageOf, mulligansOf } from "../ptcg/marks";

/** A Poké-Power of this Pokémon was used this turn (moves/power.ts). */
export const POWER_USED = "power-used";
/** Times the opponent cut this player's deck before the deal (moves/cut.ts). */
export const CUTS = "cuts";
/** Extra cards a player drew for the opponent's mulligans (moves/extra-draw.ts). */
export const EXTRA_DRAWS = "extra-draws";

export const LEGACY_COUNTERS: CounterSpec[] = [...PTCG_COUNTERS, { id: CUTS, scope: "player" }, { id: EXTRA_DRAWS, scope: "player" }];

export const LEGACY_MARKERS: MarkerSpec[] = [
  // Era-specific markers (VSTAR, GX) do not exist in 2007–2011: only ability-used and the turn's attack.
  ...PTCG_MARKERS.filter((m) => m.id === "ability-used" || m.scope === "turn"),
  { id: POWER_USED, scope: "stack", resetsEachTurn: true },
];
