/**
 * Setup (seed 001 §5), as the engine's building blocks compose it: each deck is shuffled as it
 * loads, the coin is flipped once both are in, its winner chooses to go first or second
 * (moves/setup-first.ts), each player draws 7, may mulligan (moves/mulligan.ts), places Basics
 * face down and sets 6 Prize cards (moves/setup-ready.ts); once both are ready the face-down
 * Pokémon turn up and turn 1 begins. When the hands are dealt depends on the table's setup
 * order (table-rules.ts).
 */
import type { Draft } from "../../../engine/draft";
import { dealEach, enterSetup, everyDeckLoaded, flipForFirst } from "../../../engine/handlers/setup";
import { drawCards } from "../../../engine/handlers/piles";
import type { Seat } from "../../../engine/types";
import { dealsAfterChoice } from "../table-rules";
import { awaitingChoice } from "./before-the-deal";

/** An opening hand, and the hand a mulligan draws (seed 001 §5 step 3). */
export const OPENING_HAND = 7;

/** After a seat's deck is loaded and shuffled (SetupRules.deckLoaded). */
export function deckLoaded(draft: Draft, seat: Seat): void {
  const state = draft.state;
  // Before the flip's winner chose there is no hand to deal (a deck replaced after the deal is dealt again).
  if (!awaitingChoice(state)) drawCards(draft, seat, OPENING_HAND, "setup");
  if (state.phase === "waiting" && everyDeckLoaded(state)) beginSetup(draft);
}

/** Both decks are in: the coin is flipped for who goes first, and setup begins. */
function beginSetup(draft: Draft): void {
  const state = draft.state;
  const { won, coin } = flipForFirst(draft);
  if (dealsAfterChoice(state.options)) {
    // The winner chooses to go first or second before anyone draws (setup.first deals the hands).
    draft.emit({ type: "first.won", seat: won, coin });
  } else {
    // An older table: the winner goes first unless it chooses otherwise (setup.first).
    state.turn.first = won;
    draft.emit({ type: "first.chosen", seat: won, coin });
  }
  enterSetup(draft);
}

/** Each player draws 7 from the deck shuffled as it loaded (seed 001 §5 step 3), as its own draw. */
export function dealOpeningHands(draft: Draft): void {
  dealEach(draft, OPENING_HAND);
}
