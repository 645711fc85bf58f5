/**
 * A player is set up (seed 001 §5): its Basics are down, face down, and its 6 Prize cards are
 * set from the top of its deck. Once both players are ready the face-down Pokémon turn face up
 * at once and the first turn begins.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { beginPlay, everySeatReady, turnFaceDownUp } from "../../../engine/handlers/setup";
import { refuseBeforeDeal } from "../setup/before-the-deal";
import { PTCG_PILES } from "../zones";

/** Prize cards each player sets aside (seed 001 §5 step 5). */
export const PRIZE_CARDS = 6;

export const SetupReadySchema = z.strictObject({ type: z.literal("setup.ready") });
export type SetupReadyAction = z.infer<typeof SetupReadySchema>;

export const setupReady: GameMove<SetupReadyAction> = {
  schema: SetupReadySchema,
  // The Prize cards come off the top of a deck nobody has seen, and play may begin.
  showsHiddenInformation: true,
  apply(draft) {
    const seat = actingSeat(draft);
    const state = draft.state;
    if (state.phase !== "setup") throw new ActionError("phase", "Setup has not started: both players must load a deck first.");
    const player = state.players[seat];
    if (player.ready) throw new ActionError("setup.ready", "You are already set up.");
    // Prizes come after the hand (seed 001 §5 steps 3 and 5).
    refuseBeforeDeal(state);
    const deck = draft.pile(`${seat}.${PTCG_PILES.deck}`);
    const prize = draft.pile(`${seat}.${PTCG_PILES.prize}`);
    const missing = PRIZE_CARDS - prize.cards.length;
    if (missing > 0 && deck.cards.length > 0) {
      const n = Math.min(missing, deck.cards.length);
      draft.moveCards(Array.from({ length: n }, () => ({ zone: deck.key, at: "top" as const })), { zone: prize.key, at: "bottom" }, "setup");
    }
    player.ready = true;
    draft.emit({ type: "setup.ready", seat });
    if (everySeatReady(state)) {
      turnFaceDownUp(draft);
      beginPlay(draft);
    }
  },
};
