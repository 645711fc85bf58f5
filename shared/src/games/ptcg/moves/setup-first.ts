/**
 * The coin flip's winner chooses whether to go first or second (seed 001 §5): itself ("Go
 * first") or the other player ("Go second"); a judge may do it for the winner. On a table that
 * deals after the choice it chooses once, and both opening hands are dealt then; on an older
 * table (table-rules.ts) it may hand the first turn to the other player, and take it back,
 * until both players are ready.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { dealOpeningHands } from "../setup/deal";
import { dealsAfterChoice } from "../table-rules";

export const SetupFirstSchema = z.strictObject({ type: z.literal("setup.first"), seat: z.enum(["p1", "p2"]) });
export type SetupFirstAction = z.infer<typeof SetupFirstSchema>;

export const setupFirst: GameMove<SetupFirstAction> = {
  schema: SetupFirstSchema,
  // On a table that deals after the choice, the choice deals the opening hands.
  showsHiddenInformation: true,
  apply(draft, action) {
    const seat = actingSeat(draft);
    const state = draft.state;
    if (state.phase === "waiting") throw new ActionError("phase", "Who goes first is chosen during setup, after the coin flip.");
    // Setup ends the moment both players are ready.
    if (state.phase !== "setup") throw new ActionError("phase", "Both players are ready: who goes first can no longer change.");
    const won = state.turn.won;
    if (!won || seat !== won) throw new ActionError("setup.first", "Only the player who won the coin flip chooses who goes first.");
    if (dealsAfterChoice(state.options)) {
      if (state.turn.first !== null) throw new ActionError("setup.first.final", "Who goes first was chosen before the hands were dealt: it can't change now.");
      state.turn.first = action.seat;
      draft.emit({ type: "first.decided", seat: action.seat, won });
      dealOpeningHands(draft);
      return;
    }
    if (state.turn.first === action.seat) throw new ActionError("setup.first.same", "That player already goes first.");
    state.turn.first = action.seat;
    draft.emit({ type: "first.changed", seat: action.seat, won });
  },
};
