/**
 * A mulligan (seed 001 §5): a hand with no Basic Pokémon is shown to the opponent, shuffled
 * back into the deck, and a new hand is drawn. The player says when; the table never decides.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { drawCards, seatPiles, shufflePile } from "../../../engine/handlers/piles";
import { addPlayerCounter } from "../../../engine/handlers/stack-state";
import { MULLIGANS } from "../marks";
import { refuseBeforeDeal } from "../setup/before-the-deal";
import { OPENING_HAND } from "../setup/deal";

export const MulliganSchema = z.strictObject({ type: z.literal("setup.mulligan") });
export type MulliganAction = z.infer<typeof MulliganSchema>;

export const mulligan: GameMove<MulliganAction> = {
  schema: MulliganSchema,
  // The new hand is news to its owner, the old one to the opponent.
  showsHiddenInformation: true,
  apply(draft) {
    const seat = actingSeat(draft);
    if (draft.state.phase !== "setup") throw new ActionError("phase", "A mulligan happens during setup, after both decks are in.");
    const player = draft.state.players[seat];
    if (player.ready) throw new ActionError("setup.ready", "You are already set up.");
    refuseBeforeDeal(draft.state);
    const { deck, hand } = seatPiles(draft, seat);
    // The hand is shown to the opponent before it goes back (seed 001 §5).
    const shown = hand.cards.map((card) => ({ ...draft.mention(card, hand), seenBy: "all" as const }));
    const count = addPlayerCounter(draft, seat, MULLIGANS, 1);
    draft.emit({ type: "mulligan", seat, hand: shown, count });
    if (hand.cards.length > 0) {
      draft.moveCards(hand.cards.map((c) => ({ zone: hand.key, pid: c.pid })), { zone: deck.key, at: "top" }, "mulligan");
    }
    shufflePile(draft, deck);
    drawCards(draft, seat, OPENING_HAND, "setup");
  },
};
