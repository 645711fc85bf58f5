/**
 * A mulligan (seed 002 §5): a hand with no Basic Pokémon is shown to the opponent, and the
 * steps before are done again — hand and Prize cards go back, the deck is shuffled, 7 cards
 * and the Prize cards are laid anew. Each lets the opponent draw one more card (moves/extra-draw.ts).
 * The player says when; the table never decides (an advisory warns of one with a Basic in hand).
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { seatPiles, shufflePile } from "../../../engine/handlers/piles";
import { addPlayerCounter } from "../../../engine/handlers/stack-state";
import { MULLIGANS } from "../marks";
import { dealSeat, refuseBeforeDeal } from "../setup/order";
import { LEGACY_PILES } from "../zones";

export const MulliganSchema = z.strictObject({ type: z.literal("setup.mulligan") });

export const mulligan: GameMove<{ type: "setup.mulligan" }> = {
  schema: MulliganSchema,
  showsHiddenInformation: true,
  apply(draft) {
    const seat = actingSeat(draft);
    if (draft.state.phase !== "setup") throw new ActionError("phase", "A mulligan happens during setup, after both decks are in.");
    if (draft.state.players[seat].ready) throw new ActionError("setup.ready", "You are already set up.");
    refuseBeforeDeal(draft.state);
    const { deck, hand } = seatPiles(draft, seat);
    // The hand is shown to the opponent: proof there is no Basic Pokémon in it.
    const shown = hand.cards.map((card) => ({ ...draft.mention(card, hand), seenBy: "all" as const }));
    const count = addPlayerCounter(draft, seat, MULLIGANS, 1);
    draft.emit({ type: "mulligan", seat, hand: shown, count });
    if (hand.cards.length > 0) draft.moveCards(hand.cards.map((c) => ({ zone: hand.key, pid: c.pid })), { zone: deck.key, at: "top" }, "mulligan");
    const prize = draft.pile(`${seat}.${LEGACY_PILES.prize}`);
    if (prize.cards.length > 0) draft.moveCards(prize.cards.map(() => ({ zone: prize.key, at: "top" as const })), { zone: deck.key, at: "top" }, "mulligan");
    shufflePile(draft, deck);
    dealSeat(draft, seat);
  },
};
