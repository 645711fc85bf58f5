/**
 * The sandbox's setup, one move: the game's own numbered cards go into the shared deck, it is
 * shuffled, a coin says who goes first, each player is dealt its hand and play begins.
 *
 * Not the engine's `deck.load` with SetupRules.deckLoaded: deck.load is a seat loading its own
 * deck, built by the server from a deck list the player pasted and resolved against the card
 * store. The sandbox takes no deck lists (its definition has no `decks`) and its deck is nobody's,
 * so the game makes it here from its own cards; either player may press "Deal".
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { beginPlay, flipForFirst } from "../../../engine/handlers/setup";
import { shufflePile } from "../../../engine/handlers/piles";
import { SEATS, type Card } from "../../../engine/types";
import { NUMBERED_CARDS } from "../cards";
import { optionsOf } from "../options";
import { SANDBOX_ZONE_IDS } from "../zones";
import { takeTop } from "./take-top";

export const DealSchema = z.strictObject({ type: z.literal("sandbox.deal") });
export type DealAction = z.infer<typeof DealSchema>;

export const deal: GameMove<DealAction> = {
  schema: DealSchema,
  // A shuffle and a coin: randomness an undo would take back.
  showsHiddenInformation: true,
  apply(draft) {
    const state = draft.state;
    if (state.phase !== "waiting") throw new ActionError("phase", "The cards are dealt once, before the game begins.");
    state.cards = { ...state.cards, ...Object.fromEntries(NUMBERED_CARDS.map((def) => [def.id, def])) };
    const deck = draft.pile(SANDBOX_ZONE_IDS.deck);
    // The deck is nobody's, yet a card has an owner: the first seat's until a player draws it (take-top.ts).
    const owner = SEATS[0]!;
    deck.cards = NUMBERED_CARDS.map((def): Card => ({ uid: draft.newUid(), pid: draft.newPid(), defId: def.id, owner, faceDown: false, revealed: false }));
    // Told by the game's own line (strings/en.ts note.deal): no seat loaded a deck.
    draft.emit({ type: "note", key: "deal", params: { count: deck.cards.length } });
    shufflePile(draft, deck);
    const { won, coin } = flipForFirst(draft);
    state.turn.first = won;
    draft.emit({ type: "first.chosen", seat: won, coin });
    const { handSize } = optionsOf(state.options);
    for (const seat of SEATS) takeTop(draft, seat, handSize, "setup");
    beginPlay(draft);
  },
};
