/**
 * The phase marker (§4.2): the turn's player moves it to a phase, both players see it, and the
 * log says so. Every turn begins in the draw phase (the turn's markers start empty); moving it
 * back is allowed, as a correction is. Ending the turn is the engine's `turn.end`.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/draft";
import { PHASES, phaseOf, withPhase } from "../marks";
import { assertTurnOwner } from "./turn-owner";

export const PhaseSchema = z.strictObject({ type: z.literal("curse-sorcerers.phase"), to: z.enum(PHASES) });
export type PhaseAction = z.infer<typeof PhaseSchema>;

export const phase: GameMove<PhaseAction> = {
  schema: PhaseSchema,
  apply(draft, action) {
    assertTurnOwner(draft, "move the phase marker");
    const turn = draft.state.turn;
    if (phaseOf(turn) === action.to) throw new ActionError("phase.same", `The turn is in that phase already.`);
    turn.markers = withPhase(turn.markers, action.to);
    draft.emit({ type: "note", key: `phase.${action.to}`, params: {} });
  },
};
