/**
 * Where a tile may go (seed 003 §병정 배치 규칙): on a spot connected to the player's
 * headquarters (board.ts says how Playmat reads "connected"; Skipper Coco, 4, and a base's
 * "place anywhere" may go elsewhere, never onto the opponent's headquarters), and onto a tower
 * the opponent tops only with more power than its top (the joker, 8, ignores this, and any tile
 * may go onto it). Each is read on the board as it was before the placement.
 */
import type { AdvisoryContext } from "../../../engine/definition";
import { checkPlacement } from "../board";
import { PLACE_ANYWHERE } from "../marks";
import { mapOf } from "../options";
import { placementsIn } from "../placements";
import { advisory, PLACING, type Finding } from "./define";

function checked(ctx: AdvisoryContext) {
  const map = mapOf(ctx.before.options);
  const anywhere = ctx.before.turn.markers.includes(PLACE_ANYWHERE);
  return placementsIn(ctx.events).flatMap((p) => {
    const spot = map.spots[p.slot];
    return spot ? [{ p, spot: spot.id, check: checkPlacement(ctx.before, p.seat, spot.id, p.power, anywhere) }] : [];
  });
}

export const placementUnconnected = advisory(
  "toy-battle.placement.unconnected",
  PLACING,
  "A tile goes only on a spot connected to its player's headquarters (Skipper Coco, 4, may go elsewhere).",
  (ctx) => checked(ctx).flatMap(({ p, spot, check }): Finding[] => (check.unconnected ? [{ params: { spot, power: p.power }, target: spot }] : [])),
);

export const anywhereToHeadquarters = advisory(
  "toy-battle.placement.anywhere-headquarters",
  PLACING,
  "Skipper Coco (4) may go to a spot not connected to its headquarters, but never onto the opponent's headquarters.",
  (ctx) => checked(ctx).flatMap(({ p, spot, check }): Finding[] => (check.anywhereToHeadquarters ? [{ params: { spot, power: p.power }, target: spot }] : [])),
);

export const placementOutpowered = advisory(
  "toy-battle.placement.outpowered",
  PLACING,
  "A tile goes onto a tower the opponent tops only with more power than the top tile, unless one of the two is the joker (8).",
  (ctx) => checked(ctx).flatMap(({ p, spot, check }): Finding[] => (check.outpowered ? [{ params: { spot, power: p.power }, target: spot }] : [])),
);
