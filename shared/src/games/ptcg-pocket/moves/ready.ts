/**
 * A player is set up (seed 000 "게임 시작"): its Basic Pokémon are down, face down, in the
 * Active Spot and on the Bench. Once both players are ready they turn face up together and
 * the first turn begins. No Prize cards are set: Pocket has none.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { beginPlay, everySeatReady, turnFaceDownUp } from "../../../engine/handlers/setup";

export const PocketReadySchema = z.strictObject({ type: z.literal("pocket.ready") });
export type PocketReadyAction = z.infer<typeof PocketReadySchema>;

export const pocketReady: GameMove<PocketReadyAction> = {
  schema: PocketReadySchema,
  // Play may begin, and the Energy Zones draw their first Energy types.
  showsHiddenInformation: true,
  apply(draft) {
    const seat = actingSeat(draft);
    const state = draft.state;
    if (state.phase !== "setup") throw new ActionError("phase", "Setup has not started: both players must load a deck first.");
    const player = state.players[seat];
    if (player.ready) throw new ActionError("setup.ready", "You are already set up.");
    player.ready = true;
    draft.emit({ type: "setup.ready", seat });
    if (everySeatReady(state)) {
      turnFaceDownUp(draft);
      beginPlay(draft);
    }
  },
};
