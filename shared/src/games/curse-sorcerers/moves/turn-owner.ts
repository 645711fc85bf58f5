/** Moves that are the turn's player's to make (advancing the phase, declaring an attack): a judge may make them for it. */
import { ActionError, type Draft } from "../../../engine/draft";
import type { Seat } from "../../../engine/types";

export function assertPlaying(draft: Draft): void {
  if (draft.state.phase !== "playing") throw new ActionError("phase", "The game has not started yet.");
}

export function assertTurnOwner(draft: Draft, what: string): Seat {
  assertPlaying(draft);
  const actor = draft.actor;
  const current = draft.state.turn.current!;
  if (!actor || (!actor.judge && actor.seat !== current)) throw new ActionError("turn.not-yours", `Only the player whose turn it is can ${what}.`);
  return current;
}
