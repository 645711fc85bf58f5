/**
 * The Energy Zone (seed 000 "Energy Zone"; issue 29): one Energy from the zone a turn, and the
 * unused one disappears at the end of the turn (the `energy.fade` assist; this warns when the
 * turn ends with it still there).
 */
import { advisory } from "../../ptcg/advisories/define";
import { playing, slotTarget, tallied } from "../../ptcg/advisories/read";
import { POCKET_TALLY } from "../tally";
import { POCKET_PILES } from "../zones";

export const zoneEnergySecond = advisory(
  "ptcg-pocket.energy.second",
  "seed 000 (Energy Zone); issue 29",
  "You can attach one Energy from your Energy Zone each turn.",
  (ctx) => {
    if (!playing(ctx)) return [];
    const { count, added } = tallied(ctx, ctx.actor.seat, POCKET_TALLY.zoneEnergyAttached);
    if (added === 0 || count < 2) return [];
    const attach = ctx.events.flatMap((e) => (e.type === "cards.moved" && e.to.layer === "attach" && e.to.slot !== undefined ? [e.to] : []));
    const last = attach.at(-1);
    return [{ target: last ? slotTarget(last.zone, last.slot!) : `${ctx.actor.seat}.${POCKET_PILES.energy}`, params: { count } }];
  },
);

export const zoneEnergyUnused = advisory(
  "ptcg-pocket.energy.unused",
  "issue 29 (the app's Energy Zone)",
  "An Energy left in your Energy Zone disappears at the end of your turn.",
  (ctx) => {
    if (!playing(ctx) || ctx.action.type !== "turn.end" || !ctx.before.turn.current) return [];
    const key = `${ctx.before.turn.current}.${POCKET_PILES.energy}`;
    const zone = ctx.after.zones[key];
    const left = zone?.layout === "pile" ? zone.cards.length : 0;
    return left > 0 ? [{ target: key, params: { count: left } }] : [];
  },
);
