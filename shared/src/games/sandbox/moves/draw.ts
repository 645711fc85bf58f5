/** A player draws from the shared deck (the engine's `draw` takes from the player's own deck, which the sandbox has not). */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { takeTop } from "./take-top";

export const DrawSchema = z.strictObject({ type: z.literal("sandbox.draw"), count: z.number().int().min(1).max(10) });
export type DrawAction = z.infer<typeof DrawSchema>;

export const draw: GameMove<DrawAction> = {
  schema: DrawSchema,
  // The drawer learns cards nobody knew.
  showsHiddenInformation: true,
  apply(draft, action) {
    const seat = actingSeat(draft);
    if (draft.state.phase !== "playing") throw new ActionError("phase", "Cards are drawn once they are dealt.");
    takeTop(draft, seat, action.count, "draw");
  },
};
