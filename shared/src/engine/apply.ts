/**
 * apply(): the one place where a move happens. It runs the action's handler on a draft,
 * counts what the player did this turn, lets the game open prompts, and asks every
 * advisory rule for warnings. A refused action returns an error and changes nothing.
 */
import type { Action } from "./actions";
import type { Advisory, GameDefinition } from "./definition";
import { ActionError, Draft } from "./draft";
import type { TableEvent } from "./events";
import { runAction } from "./handlers";
import type { Actor, TableState } from "./types";

export type ApplyResult =
  | { ok: true; state: TableState; events: TableEvent[]; advisories: Advisory[] }
  | { ok: false; error: { code: string; message: string } };

export function apply(definition: GameDefinition, state: TableState, action: Action, actor: Actor): ApplyResult {
  const draft = new Draft(definition, state, actor);
  try {
    runAction(draft, action);
    const tally = definition.tally(draft.state, draft.events, actor);
    const seatTally = (draft.state.turn.tally[actor.seat] ??= {});
    for (const [key, n] of Object.entries(tally)) seatTally[key] = (seatTally[key] ?? 0) + (n ?? 0);
    definition.afterAction?.(draft, draft.events);
  } catch (error) {
    if (error instanceof ActionError) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
  const advisories = definition.advisories.flatMap((rule) =>
    rule.check({ before: state, after: draft.state, action, actor, events: draft.events }),
  );
  for (const advisory of advisories) draft.emit({ type: "advisory", advisory });
  draft.state.seq++;
  return { ok: true, state: draft.state, events: draft.events, advisories };
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
