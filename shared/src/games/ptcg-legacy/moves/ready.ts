/**
 * A player is set up (seed 002 §5–6): its Basics are down, face down. Once both are ready they
 * are revealed together and the first turn begins.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { beginPlay, everySeatReady, turnFaceDownUp } from "../../../engine/handlers/setup";
import { refuseBeforeDeal } from "../setup/order";

export const ReadySchema = z.strictObject({ type: z.literal("setup.ready") });

export const ready: GameMove<{ type: "setup.ready" }> = {
  schema: ReadySchema,
  showsHiddenInformation: true,
  apply(draft) {
    const seat = actingSeat(draft);
    const state = draft.state;
    if (state.phase !== "setup") throw new ActionError("phase", "Setup has not started: both players must load a deck first.");
    const player = state.players[seat];
    if (player.ready) throw new ActionError("setup.ready", "You are already set up.");
    refuseBeforeDeal(state);
    player.ready = true;
    draft.emit({ type: "setup.ready", seat });
    if (everySeatReady(state)) {
      turnFaceDownUp(draft);
      beginPlay(draft);
    }
  },
};
