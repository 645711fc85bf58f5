/**
 * Cutting the opponent's deck (seed 002 §2: "after shuffling, the opponent may cut the deck, as
 * in rummy"). The opponent asks; the server cuts at a random place nobody chooses or sees (a
 * hand could place a card), the top part going under the rest, and the log says who cut whose
 * deck. Only before the cards are dealt, once per deck.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { seatPiles } from "../../../engine/handlers/piles";
import { addPlayerCounter } from "../../../engine/handlers/stack-state";
import { otherSeat } from "../../../engine/types";
import { CUTS } from "../marks";
import { dealt } from "../setup/order";

export const CutSchema = z.strictObject({ type: z.literal("legacy.cut") });
export type CutAction = z.infer<typeof CutSchema>;

export const cut: GameMove<CutAction> = {
  schema: CutSchema,
  // Draws randomness (where the deck is cut).
  showsHiddenInformation: true,
  apply(draft) {
    const seat = actingSeat(draft);
    const owner = otherSeat(seat);
    const state = draft.state;
    if (state.phase !== "setup") throw new ActionError("phase", "A deck is cut in setup, once both decks are in and before the cards are dealt.");
    if (dealt(state)) throw new ActionError("legacy.cut.dealt", "The cards are already dealt: a deck is cut before who starts is decided.");
    if ((state.players[owner].counters[CUTS] ?? 0) > 0) throw new ActionError("legacy.cut.again", "You already cut your opponent's deck.");
    const deck = seatPiles(draft, owner).deck;
    if (deck.cards.length < 2) throw new ActionError("zone.empty", "There is no deck to cut.");
    const at = draft.rng.int(1, deck.cards.length - 1);
    // Fresh ids, as after a shuffle: nobody follows a card through the cut.
    deck.cards = [...deck.cards.slice(at), ...deck.cards.slice(0, at)].map((card) => ({ ...card, pid: draft.newPid(), revealed: false }));
    addPlayerCounter(draft, owner, CUTS, 1);
    draft.emit({ type: "note", key: "legacy-cut", params: { seat: owner } });
  },
};
