/** Coins, attacks, turns, conceding, assists, prompts and requests for approval. */
import { describeIssues } from "../schema-issues";
import type { ActionOf, ClientAction } from "../actions";
import { actionSchemaFor } from "../action-schema";
import { ActionError, type Draft } from "../draft";
import { otherSeat, type Prompt, type Seat } from "../types";
import { actingSeat } from "./cards";

export function coin(draft: Draft, action: ActionOf<"coin">): void {
  const results = Array.from({ length: action.count }, () => draft.rng.coin());
  draft.emit({ type: "coins.flipped", results });
}

export function endTurn(draft: Draft, _action: ActionOf<"turn.end">): void {
  const state = draft.state;
  if (state.phase !== "playing" || !state.turn.current) throw new ActionError("phase", "The game has not started yet.");
  const ending = state.turn.current;
  // "Once a turn" markers of the player whose turn ends come off (ability used this turn).
  const resetting = new Set(draft.definition.markers.filter((m) => m.resetsEachTurn).map((m) => m.id));
  const cleared = new Set<string>();
  // Draft only the zones that hold such a marker: an untouched zone stays shared with the last table.
  const marked = (markers: readonly string[]) => markers.some((m) => resetting.has(m));
  if (draft.peekStacksOf(ending).some(({ stack }) => marked(stack.markers))) {
    for (const { stack } of draft.stacksOf(ending)) {
      if (!marked(stack.markers)) continue;
      for (const m of stack.markers) if (resetting.has(m)) cleared.add(m);
      stack.markers = stack.markers.filter((m) => !resetting.has(m));
    }
  }
  if (cleared.size > 0) draft.emit({ type: "markers.reset", seat: ending, markers: [...cleared] });
  const next = otherSeat(ending);
  state.turn.current = next;
  state.turn.number++;
  state.turn.previousTally = state.turn.tally;
  state.turn.tally = {};
  // A new turn: nothing declared in it yet (turn markers, MarkerSpec).
  state.turn.markers = [];
  draft.emit({ type: "turn.began", seat: next, number: state.turn.number, previous: ending });
}

export function finishGame(draft: Draft, winner: Seat | "draw", reason: string): void {
  const state = draft.state;
  state.winner = winner;
  state.winReason = reason;
  // Nothing is left to answer once the game is over.
  state.prompts = [];
  draft.emit({ type: "game.won", winner, reason });
  draft.emit({ type: "phase.changed", from: state.phase, to: "finished" });
  state.phase = "finished";
}

export function concede(draft: Draft, _action: ActionOf<"concede">): void {
  const seat = actingSeat(draft);
  draft.state.players[seat].conceded = true;
  draft.emit({ type: "conceded", seat });
  finishGame(draft, otherSeat(seat), "concede");
}

export function assist(draft: Draft, action: ActionOf<"assist">): void {
  const helper = Object.hasOwn(draft.definition.assists, action.assist) ? draft.definition.assists[action.assist] : undefined;
  if (!helper) {
    throw new ActionError("assist.unknown", `Unknown assist "${action.assist}"; this game has: ${Object.keys(draft.definition.assists).join(", ")}.`);
  }
  const params = helper.params.safeParse(action.params ?? {});
  if (!params.success) throw new ActionError("assist.params", `Bad parameters for ${action.assist}: ${describeIssues(params.error.issues, { limit: 1 })}.`);
  helper.run({ draft, actor: draft.actor!, params: params.data });
}

export function openPrompt(draft: Draft, prompt: Omit<Prompt, "id">): Prompt {
  const opened = { ...prompt, id: `q${(draft.state.next.prompt++).toString(36)}` };
  draft.state.prompts.push(opened);
  draft.emit({ type: "prompt.opened", prompt: opened });
  return opened;
}

/** Table controls, judge actions and answers are not something one player does for the other. */
const NOT_REQUESTABLE = new Set(["request", "prompt.answer", "turn.set", "table.pause", "spectators.hands", "record.reveal", "practice.view"]);
const REQUESTABLE = (type: string) => !NOT_REQUESTABLE.has(type);

export function request(draft: Draft, action: ActionOf<"request">): void {
  const seat = actingSeat(draft);
  const inner = actionSchemaFor(draft.definition).safeParse(action.action);
  if (!inner.success) throw new ActionError("request.invalid", `The requested action is not valid: ${describeIssues(inner.error.issues, { limit: 1 })}.`);
  if (!REQUESTABLE(inner.data.type)) {
    throw new ActionError("request.invalid", "That action can't be requested.");
  }
  // An assist's parameters are checked now, not when the owner approves: a prompt holds only valid data.
  if (inner.data.type === "assist") {
    const helper = Object.hasOwn(draft.definition.assists, inner.data.assist) ? draft.definition.assists[inner.data.assist] : undefined;
    if (!helper || !helper.params.safeParse(inner.data.params ?? {}).success) {
      throw new ActionError("request.invalid", `The requested assist "${inner.data.assist}" or its parameters are not valid.`);
    }
  }
  openPrompt(draft, { kind: "approve-action", to: otherSeat(seat), from: seat, data: { action: inner.data } });
}

export function answerPrompt(draft: Draft, action: ActionOf<"prompt.answer">, run: (draft: Draft, action: ClientAction) => void): void {
  const state = draft.state;
  const prompt = state.prompts.find((p) => p.id === action.prompt);
  if (!prompt) throw new ActionError("prompt.unknown", "That question was already answered or withdrawn.");
  const actor = draft.actor!;
  if (!actor.judge && prompt.to !== actor.seat) throw new ActionError("prompt.not-yours", "That question is for the other player.");
  // An accepted undo is a fold of the history, which the table's session makes (history.ts acceptUndo).
  if (prompt.kind === "approve-undo") throw new ActionError("undo.answer", "An undo request is answered through the table's history, not as a move.");
  state.prompts = state.prompts.filter((p) => p !== prompt);
  draft.emit({ type: "prompt.closed", prompt, accepted: action.accept, answeredBy: prompt.to });
  if (!action.accept) {
    // Declining a "won?" question withdraws its partner too: the game goes on.
    if (prompt.kind === "confirm-win") state.prompts = state.prompts.filter((p) => p.data.group !== prompt.data.group);
    return;
  }
  if (prompt.kind === "approve-action") {
    // The approved action is the requester's: it acts as them, with the owner's permission.
    const answerer = draft.actor;
    draft.approved = true;
    draft.actor = { seat: prompt.from ?? prompt.to, ...(answerer?.judge ? { judge: true } : {}) };
    try {
      run(draft, prompt.data.action as ClientAction);
    } finally {
      draft.approved = false;
      draft.actor = answerer;
    }
  } else if (prompt.kind === "confirm-win") {
    const pending = state.prompts.some((p) => p.kind === "confirm-win" && p.data.group === prompt.data.group);
    if (!pending) finishGame(draft, prompt.data.winner as Seat | "draw", String(prompt.data.reason));
  }
}
