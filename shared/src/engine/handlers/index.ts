/** The handler for each action type: the table of everything a seat can do. */
import type { Action, ActionOf, EngineActionType } from "../actions";
import { gameMoveOf } from "../action-schema";
import { ActionError } from "../errors";
import type { Draft } from "../draft";
import { draw, move, moveStack, shuffle, stackDiscard, swap } from "./cards";
import { flip, hide, look, lookEnd, reveal, search } from "./looking";
import { lookOrder } from "./look-order";
import { viewSeat } from "./practice";
import { deckLoad } from "./setup";
import { condition, counter, marker } from "./stack-state";
import { askUndo, declineUndo, pause, revealRecord, setTurn, showHands } from "./table";
import { answerPrompt, assist, coin, concede, endTurn, request } from "./turn";

type Handlers = { [T in EngineActionType]: (draft: Draft, action: ActionOf<T>) => void };

export const handlers: Handlers = {
  "deck.load": deckLoad,
  draw,
  move,
  "move.stack": moveStack,
  swap,
  shuffle,
  look,
  search,
  "look.end": lookEnd,
  "look.order": lookOrder,
  reveal,
  hide,
  flip,
  "stack.discard": stackDiscard,
  counter,
  condition,
  marker,
  coin,
  "turn.end": endTurn,
  concede,
  assist,
  "prompt.answer": (draft, action) => answerPrompt(draft, action, runAction),
  request,
  "turn.set": setTurn,
  "table.pause": pause,
  "spectators.hands": showHands,
  "record.reveal": revealRecord,
  "practice.view": viewSeat,
  "undo.ask": askUndo,
  "undo.decline": declineUndo,
};

/** Runs a core action with its handler, or a game's move with the game's own apply. */
export function runAction(draft: Draft, action: Action): void {
  if (Object.hasOwn(handlers, action.type)) {
    (handlers[action.type as EngineActionType] as (draft: Draft, action: Action) => void)(draft, action);
    return;
  }
  const move = gameMoveOf(draft.definition, action.type);
  // The protocol validated the action against this table's game: only a bug gets here.
  if (!move) throw new ActionError("action.unknown", `This game has no action "${action.type}".`);
  move.apply(draft, action as never);
}
