/**
 * Toy Battle's effects as one-click assists (seed 003 §병정 1~7번 효과), by id: the player
 * triggers each after placing the tile (its effect, then the base's: the same list), never
 * automatic, every one logged. Skipper Coco (4) and the joker (8) change where a tile may go,
 * which the advisories read; Rexy (7) has none. A base's effect in words is applied by hand.
 */
import type { Assist } from "../../../engine/definition";
import type { BaseEffectId } from "../map/schema";
import type { TileNumber } from "../tiles";
import { discardRandom } from "./discard-random";
import { drawEffect } from "./draw";
import { extraPlacement, placeAnywhere } from "./grants";
import { removeAdjacent } from "./remove-adjacent";

export const TOY_BATTLE_ASSISTS: Record<BaseEffectId, Assist> = {
  "draw-two": drawEffect("draw-two", 2),
  "extra-placement": extraPlacement,
  "remove-adjacent": removeAdjacent,
  "discard-random": discardRandom,
  "draw-one": drawEffect("draw-one", 1),
  "place-anywhere": placeAnywhere,
};

/** The assist a tile's effect is, by its number: none for 4, 7 and 8, whose rule is where they may go. */
export const TILE_EFFECTS: Readonly<Partial<Record<TileNumber, BaseEffectId>>> = {
  1: "draw-two",
  2: "extra-placement",
  3: "remove-adjacent",
  5: "discard-random",
  6: "draw-one",
};
