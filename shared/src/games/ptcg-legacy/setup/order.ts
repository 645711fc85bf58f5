/**
 * Setup in seed 002's order: (2) each deck is shuffled as it loads, and the opponent may cut it
 * (moves/cut.ts); (3) a coin — or a die, a table option — decides who starts, and its winner
 * starts (moves/first.ts); (4) each player takes 7 cards and lays 6 Prize cards face down;
 * (5) Basics go down face down, a hand without one is shown and laid again (moves/mulligan.ts);
 * (6) once both are ready the Pokémon are revealed together (moves/ready.ts).
 *
 * Until who starts is decided nobody has a hand: the only cards are the shuffled decks, and
 * the table refuses what would touch them (the definition's gate), as Pokémon's does.
 */
import type { Draft } from "../../../engine/draft";
import type { GameDefinition, Refusal } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { drawCards, seatPiles } from "../../../engine/handlers/piles";
import { enterSetup, everyDeckLoaded } from "../../../engine/handlers/setup";
import { SEATS, type Seat, type TableState } from "../../../engine/types";
import { prizeCount } from "../options";
import { LEGACY_PILES } from "../zones";

/** An opening hand, and the hand a mulligan draws (seed 002 §4). */
export const OPENING_HAND = 7;

/** After a seat's deck is loaded and shuffled: setup begins once both decks are in. */
export function deckLoaded(draft: Draft, seat: Seat): void {
  const state = draft.state;
  // A deck replaced after the deal is dealt again, with its Prize cards.
  if (dealt(state)) dealSeat(draft, seat);
  if (state.phase === "waiting" && everyDeckLoaded(state)) enterSetup(draft);
}

/** Who starts has been decided, and with it the cards dealt. */
export const dealt = (state: TableState): boolean => state.turn.first !== null;

/** 7 cards to the hand, then the table's Prize cards face down (seed 002 §4), each as that seat's own step. */
export function dealSeat(draft: Draft, seat: Seat): void {
  const cause = draft.actor;
  try {
    draft.actor = { seat };
    drawCards(draft, seat, OPENING_HAND, "setup");
    const deck = seatPiles(draft, seat).deck;
    const prize = draft.pile(`${seat}.${LEGACY_PILES.prize}`);
    const n = Math.min(prizeCount(draft.state.options) - prize.cards.length, deck.cards.length);
    if (n > 0) draft.moveCards(Array.from({ length: n }, () => ({ zone: deck.key, at: "top" as const })), { zone: prize.key, at: "bottom" }, "setup");
  } finally {
    draft.actor = cause;
  }
}

export function dealBoth(draft: Draft): void {
  for (const seat of SEATS) dealSeat(draft, seat);
}

const BEFORE_THE_DEAL: Refusal = {
  code: "legacy.setup.undecided",
  message: "The cards are dealt once it is decided who starts: cut the opponent's deck if you wish, then decide who starts.",
};

/** Refuses a setup move that needs the cards dealt. */
export function refuseBeforeDeal(state: TableState): void {
  if (!dealt(state)) throw new ActionError(BEFORE_THE_DEAL.code, BEFORE_THE_DEAL.message);
}

const ALLOWED_BEFORE_THE_DEAL: ReadonlySet<string> = new Set([
  "deck.load",
  "legacy.cut",
  "legacy.first",
  "setup.ready",
  "setup.mulligan",
  "coin",
  "concede",
  "undo.ask",
  "undo.decline",
  "prompt.answer",
  "record.reveal",
  "spectators.hands",
  "table.pause",
  "turn.set",
]);

/**
 * The game's gate: before who starts is decided, a seat may load a deck, cut, decide, flip a
 * coin or concede; anything else would touch a card of a deck about to be dealt. (No shuffle
 * either: the cut comes after the shuffle, and a shuffle after it would undo the cut.)
 */
export const gateBeforeTheDeal: NonNullable<GameDefinition["gate"]> = (state, type, actor) => {
  if (actor.judge || ALLOWED_BEFORE_THE_DEAL.has(type)) return undefined;
  if ((state.phase === "waiting" || state.phase === "setup") && !dealt(state)) return BEFORE_THE_DEAL;
  return undefined;
};
