/**
 * apply(): the one place where a move happens. It runs the action's handler on a draft,
 * counts what the player did this turn, lets the game open prompts, and asks every
 * advisory rule for warnings. A refused action returns an error and changes nothing.
 */
import { isAside, JUDGE_ONLY_ACTIONS, type Action } from "./actions";
import { withAudience } from "./advisory-audience";
import type { Advisory, AdvisoryContext, GameDefinition } from "./definition";
import { ActionError, Draft } from "./draft";
import type { TableEvent } from "./events";
import { runAction } from "./handlers";
import type { Actor, TableState } from "./types";

export type ApplyResult =
  | { ok: true; state: TableState; events: TableEvent[]; advisories: Advisory[] }
  | { ok: false; error: { code: string; message: string } };

export const PAUSED = { code: "table.paused", message: "A judge has paused the game: wait until they resume it." };

export const GAME_OVER = { code: "game.over", message: "The game is over: the table stays as it ended. A judge can rewind it if it ended by mistake." };

/**
 * What still goes through once the game is over: revealing the record, showing hands to
 * spectators and, at a practice table, turning to the other seat's side (its pieces stay put). Anything else would change the board the game ended on, and the replay with it;
 * a judge who finds the end was a mistake rewinds to before it (corrections.ts planRewind).
 */
export const AFTER_THE_GAME: ReadonlySet<string> = new Set(["record.reveal", "spectators.hands", "practice.view"]);

export function apply(definition: GameDefinition, state: TableState, action: Action, actor: Actor): ApplyResult {
  if (state.phase === "finished" && !AFTER_THE_GAME.has(action.type)) return { ok: false, error: GAME_OVER };
  if (state.controls?.paused && !actor.judge) return { ok: false, error: PAUSED };
  const aside = isAside(action.type);
  // A game's gate judges the game's moves; the table's own controls and undo bookkeeping pass.
  const gated = aside ? undefined : definition.gate?.(state, action.type, actor);
  if (gated) return { ok: false, error: gated };
  const draft = new Draft(definition, state, actor);
  try {
    runAction(draft, action);
    if (!aside) {
      // A judge's own action (setting the turn) is nothing a seat did this turn.
      if (!JUDGE_ONLY_ACTIONS.has(action.type)) {
        const tally = definition.tally(draft.state, draft.events, actor);
        const seatTally = (draft.state.turn.tally[actor.seat] ??= {});
        for (const [key, n] of Object.entries(tally)) seatTally[key] = (seatTally[key] ?? 0) + (n ?? 0);
      }
      definition.afterAction?.(draft, draft.events);
      withdrawUndoRequests(draft);
    }
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
  // Advisories only read: finished first, the zones they look at are not copied.
  draft.finish();
  const advisories = aside ? [] : checkAdvisories(definition, { before: state, after: draft.state, action, actor, events: draft.events, memo: new Map() });
  for (const advisory of advisories) draft.emit({ type: "advisory", advisory });
  draft.state.seq++;
  return { ok: true, state: draft.state, events: draft.events, advisories };
}

/**
 * Every rule's findings. Rules only read the context, so one object serves them all: each
 * action asks every rule (two dozen for a full card game), and a context and a result array per
 * rule were a tenth of the memory a move allocates. Each finding says who may read it (withAudience).
 */
function checkAdvisories(definition: GameDefinition, ctx: AdvisoryContext): Advisory[] {
  const found: Advisory[] = [];
  for (const rule of definition.advisories) {
    const advisories = rule.check(ctx);
    for (let i = 0; i < advisories.length; i++) found.push(withAudience(definition, ctx.before, ctx.after, advisories[i]!));
  }
  return found;
}

/**
 * An undo request names "the last N actions": once the game moves on, that means something
 * else, so any move made before the answer withdraws the request.
 */
function withdrawUndoRequests(draft: Draft): void {
  const open = draft.state.prompts.filter((p) => p.kind === "approve-undo");
  if (open.length === 0) return;
  draft.state.prompts = draft.state.prompts.filter((p) => p.kind !== "approve-undo");
  for (const prompt of open) draft.emitUnattributed({ type: "prompt.closed", prompt, accepted: false, answeredBy: prompt.to, withdrawn: true });
}

/** Replays a game: the same seed and actions give the same table, bit for bit. */
export function replay(
  definition: GameDefinition,
  initial: TableState,
  actions: readonly { action: Action; actor: Actor }[],
): TableState {
  let state = initial;
  for (const [i, { action, actor }] of actions.entries()) {
    const result = apply(definition, state, action, actor);
    // Only accepted actions are stored, so a refusal here means the history is corrupt.
    if (!result.ok) throw new Error(`replay: action ${i} (${action.type}) was refused: ${result.error.message}`);
    state = result.state;
  }
  return state;
}
