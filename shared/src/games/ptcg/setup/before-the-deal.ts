/**
 * Before the deal (seed 001 §5, on a table that deals after the choice: table-rules.ts): once
 * the decks are in and the coin is flipped, nobody has a hand until the flip's winner chooses to
 * go first or second. Until then the only cards a player has are its shuffled deck, and the
 * table refuses what would touch them (the definition's gate).
 */
import type { GameDefinition, Refusal } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import type { TableState } from "../../../engine/types";
import { dealsAfterChoice } from "../table-rules";

/** A table that deals after the choice, before its winner chose: nobody has a hand yet. */
export const awaitingChoice = (state: TableState): boolean => dealsAfterChoice(state.options) && state.turn.first === null;

const BEFORE_THE_DEAL: Refusal = { code: "setup.choice", message: "The hands are dealt once the coin flip's winner chooses to go first or second." };

/** Refuses while the hands wait for the coin flip's winner to choose (the setup moves call it after their own checks). */
export function refuseBeforeDeal(state: TableState): void {
  if (state.phase === "setup" && awaitingChoice(state)) throw new ActionError(BEFORE_THE_DEAL.code, BEFORE_THE_DEAL.message);
}

/**
 * What a seat may do before the deal: load a deck, choose, flip coins, shuffle, concede, and the
 * table's own business (undo, prompts, the record). Anything else touches cards, and a draw, a
 * look, a search or a move out of the deck would show a card of the hand about to be dealt, or
 * leave the deal short. The setup moves get through to refuse for themselves, after their phase
 * and readiness checks, in the same words.
 */
const ALLOWED_BEFORE_THE_DEAL: ReadonlySet<string> = new Set([
  "deck.load",
  "setup.first",
  "setup.ready",
  "setup.mulligan",
  "shuffle",
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

/** The game's gate: a seat's action that would touch its cards before the hands are dealt is refused. A judge is not held to it. */
export const gateBeforeTheDeal: NonNullable<GameDefinition["gate"]> = (state, type, actor) => {
  if (actor.judge || ALLOWED_BEFORE_THE_DEAL.has(type)) return undefined;
  if ((state.phase === "waiting" || state.phase === "setup") && awaitingChoice(state)) return BEFORE_THE_DEAL;
  return undefined;
};
