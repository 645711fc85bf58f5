/**
 * Seed 003 §병정 2개 뽑기, a turn's first choice: two tiles from the supply onto the stand, one
 * when the stand holds 7, none past 8. The move draws what the rule allows; a draw of more by
 * hand (the core `draw`) goes through with a warning (advisories/stand-limit.ts).
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { drawCards } from "../../../engine/handlers/piles";
import { standOf, supplyOf } from "../board";
import { STAND_LIMIT } from "../zones";

export const DRAW_SCHEMA = z.strictObject({ type: z.literal("toy-battle.draw") });
export type DrawAction = z.infer<typeof DRAW_SCHEMA>;

/** How many tiles a turn's draw takes: two, fewer where the stand would pass 8 or the supply runs out. */
export const drawAllowance = (stand: number, supply: number): number => Math.max(0, Math.min(2, STAND_LIMIT - stand, supply));

export const draw: GameMove<DrawAction> = {
  schema: DRAW_SCHEMA,
  // The drawer learns tiles nobody knew.
  showsHiddenInformation: true,
  apply(draft) {
    const seat = actingSeat(draft);
    const state = draft.state;
    if (state.phase !== "playing") throw new ActionError("phase", "Tiles are drawn once the game has begun.");
    const stand = standOf(state, seat).length;
    const supply = supplyOf(state, seat).length;
    if (stand >= STAND_LIMIT) {
      throw new ActionError("toy-battle.stand-full", `Your stand holds ${stand} tiles: it holds no more than ${STAND_LIMIT}, so nothing was drawn.`);
    }
    if (supply === 0) throw new ActionError("toy-battle.supply-empty", "Your supply is empty: there is no tile to draw.");
    drawCards(draft, seat, drawAllowance(stand, supply));
  },
};
