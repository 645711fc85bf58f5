/**
 * A second use of the same Poké-Power in a turn (seed 002: "most Poké-Powers can be used only
 * once a turn, but not all"): the Pokémon's "Power used" marker was already on when its player
 * used a Power again. A warning only: a Power whose text allows more is played as it says.
 */
import { advisory } from "../../ptcg/advisories/define";
import { playing, slotTarget, stackAt } from "../../ptcg/advisories/read";
import { POWER_USED } from "../marks";

export const powerSecond = advisory(
  "legacy.power.second",
  "seed 002 (Poké-Powers and Poké-Bodies)",
  "Most Poké-Powers can be used only once during your turn: this Pokémon already used one.",
  (ctx) => {
    const action = ctx.action;
    if (!playing(ctx) || action.type !== "legacy.power") return [];
    const before = stackAt(ctx.before, action.stack.zone, action.stack.slot);
    return before?.markers.includes(POWER_USED) ? [{ target: slotTarget(action.stack.zone, action.stack.slot), params: { power: action.name } }] : [];
  },
);
