/** The handler for each action type: the table of everything a seat can do. */
import type { Action, ActionOf, ActionType } from "../actions";
import type { Draft } from "../draft";
import { draw, move, moveStack, shuffle, stackDiscard, swap, takePrize } from "./cards";
import { flip, hide, look, lookEnd, reveal, search } from "./looking";
import { lookOrder } from "./look-order";
import { chooseFirst, deckLoad, mulligan, ready } from "./setup";
import { condition, counter, marker } from "./stack-state";
import { askUndo, declineUndo, pause, revealRecord, setTurn, showHands } from "./table";
import { answerPrompt, assist, attack, coin, concede, endTurn, request } from "./turn";

type Handlers = { [T in ActionType]: (draft: Draft, action: ActionOf<T>) => void };

export const handlers: Handlers = {
  "deck.load": deckLoad,
  "setup.mulligan": mulligan,
  "setup.ready": ready,
  "setup.first": chooseFirst,
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
  "prize.take": takePrize,
  "stack.discard": stackDiscard,
  counter,
  condition,
  marker,
  coin,
  attack,
  "turn.end": endTurn,
  concede,
  assist,
  "prompt.answer": (draft, action) => answerPrompt(draft, action, runAction),
  request,
  "turn.set": setTurn,
  "table.pause": pause,
  "spectators.hands": showHands,
  "record.reveal": revealRecord,
  "undo.ask": askUndo,
  "undo.decline": declineUndo,
};

export function runAction(draft: Draft, action: Action): void {
  (handlers[action.type] as (draft: Draft, action: Action) => void)(draft, action);
}
