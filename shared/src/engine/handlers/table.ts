/**
 * Table controls and corrections a handler can make on its own: a judge's pause and turn
 * counter, the players' consent to show hands to spectators or to reveal the game record,
 * and the undo request's prompt. Undo and rewind themselves are folds (history.ts).
 */
import type { ActionOf } from "../actions";
import { ActionError, type Draft } from "../draft";
import { otherSeat, SEATS, type Seat } from "../types";
import { actingSeat } from "./cards";
import { openPrompt } from "./turn";

function assertJudge(draft: Draft, what: string): void {
  if (!draft.actor?.judge) throw new ActionError("authority.judge", `Only a judge can ${what}.`);
}

/** A player's own choice: a judge can't make it for them. */
function playerSeat(draft: Draft, what: string): Seat {
  if (draft.actor?.judge) throw new ActionError("authority.player", `Each player decides for itself whether to ${what}.`);
  return actingSeat(draft);
}

export function setTurn(draft: Draft, action: ActionOf<"turn.set">): void {
  assertJudge(draft, "set the turn");
  const turn = draft.state.turn;
  if (draft.state.phase !== "playing") throw new ActionError("phase", "The turn can be set only while the game is being played.");
  if (turn.number === action.number && turn.current === action.current) {
    throw new ActionError("turn.same", `It already is turn ${action.number}, ${action.current}'s turn.`);
  }
  const previous = { number: turn.number, current: turn.current };
  turn.number = action.number;
  turn.current = action.current;
  // A new turn's bookkeeping: nothing played or declared yet.
  turn.tally = {};
  delete turn.previousTally;
  turn.markers = [];
  draft.emit({ type: "turn.set", number: action.number, current: action.current, previous });
}

export function pause(draft: Draft, action: ActionOf<"table.pause">): void {
  assertJudge(draft, "pause or resume the game");
  const controls = draft.state.controls;
  if (controls.paused === action.paused) {
    throw new ActionError("table.pause", action.paused ? "The game is already paused." : "The game is not paused.");
  }
  controls.paused = action.paused;
  draft.emit({ type: "table.paused", paused: action.paused });
}

export function showHands(draft: Draft, action: ActionOf<"spectators.hands">): void {
  const seat = playerSeat(draft, "show hands to spectators");
  // One person holds both seats: a consent "from each player" would be that person's alone.
  if (draft.state.controls.practice) throw new ActionError("practice.sharing", "At a practice table spectators see public information only.");
  const consent = draft.state.controls.handsToSpectators;
  if (consent[seat] === action.show) {
    throw new ActionError("sharing.same", action.show ? "You already agreed to show hands to spectators." : "You have not agreed to show hands to spectators.");
  }
  const wasShown = SEATS.every((s) => consent[s]);
  consent[seat] = action.show;
  const shown = SEATS.every((s) => consent[s]);
  // Spectators stop seeing the hands: like a card hidden again, each gets a fresh public id,
  // so what a spectator's screen showed of it is gone and nobody follows it by its old id.
  if (wasShown && !shown) {
    for (const owner of SEATS) {
      const hand = draft.pile(`${owner}.${draft.definition.setup.zones.hand}`);
      hand.cards = hand.cards.map((card) => ({ ...card, pid: draft.newPid() }));
    }
  }
  draft.emit({ type: "sharing.changed", seat, show: action.show, shown });
}

export function revealRecord(draft: Draft, action: ActionOf<"record.reveal">): void {
  const seat = playerSeat(draft, "reveal the game record");
  const state = draft.state;
  if (state.phase !== "finished") throw new ActionError("phase", "The game record can be revealed only after the game ends.");
  if (Boolean(state.players[seat].revealsRecord) === action.reveal) {
    throw new ActionError("record.same", action.reveal ? "You already agreed to reveal the game record." : "You have not agreed to reveal the game record.");
  }
  state.players[seat].revealsRecord = action.reveal;
  draft.emit({ type: "record.revealed", seat, reveal: action.reveal, revealed: SEATS.every((s) => state.players[s].revealsRecord) });
}

/** Opens the opponent's "take these back?" question. The server built the list (history.ts planUndo). */
export function askUndo(draft: Draft, action: ActionOf<"undo.ask">): void {
  const seat = playerSeat(draft, "ask for an undo");
  if (draft.state.prompts.some((p) => p.kind === "approve-undo")) {
    throw new ActionError("undo.pending", "An undo request is already waiting for an answer.");
  }
  openPrompt(draft, { kind: "approve-undo", to: otherSeat(seat), from: seat, data: { count: action.count, upTo: action.upTo, takes: action.takes } });
}

export function declineUndo(draft: Draft, action: ActionOf<"undo.decline">): void {
  const state = draft.state;
  const prompt = state.prompts.find((p) => p.id === action.prompt && p.kind === "approve-undo");
  if (!prompt) throw new ActionError("prompt.unknown", "That question was already answered or withdrawn.");
  if (!draft.actor?.judge && prompt.to !== draft.actor?.seat) throw new ActionError("prompt.not-yours", "That question is for the other player.");
  state.prompts = state.prompts.filter((p) => p !== prompt);
  draft.emit({ type: "prompt.closed", prompt, accepted: false, answeredBy: prompt.to });
}
