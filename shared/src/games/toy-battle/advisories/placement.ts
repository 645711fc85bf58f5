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
import { placementsIn, type Placement } from "../placements";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";
import { advisory, PLACING, type Finding } from "./define";

/** A warning about a placement: the spot by name, the tile's power, and the stack it concerns (`board:<slot>`, as `p1.bench:2`). */
const at = (p: Placement, spot: string): Finding[] => [{ params: { spot, power: p.power }, target: `${Z.board}:${p.slot}` }];

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
  (ctx) => checked(ctx).flatMap(({ p, spot, check }) => (check.unconnected ? at(p, spot) : [])),
);

export const anywhereToHeadquarters = advisory(
  "toy-battle.placement.anywhere-headquarters",
  PLACING,
  "Skipper Coco (4) may go to a spot not connected to its headquarters, but never onto the opponent's headquarters.",
  (ctx) => checked(ctx).flatMap(({ p, spot, check }) => (check.anywhereToHeadquarters ? at(p, spot) : [])),
);

export const placementOutpowered = advisory(
  "toy-battle.placement.outpowered",
  PLACING,
  "A tile goes onto a tower the opponent tops only with more power than the top tile, unless one of the two is the joker (8).",
  (ctx) => checked(ctx).flatMap(({ p, spot, check }) => (check.outpowered ? at(p, spot) : [])),
);
