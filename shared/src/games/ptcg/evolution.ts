/**
 * Evolving and devolving (seed 001 §9.4): a Pokémon that evolves is a new Pokémon, and its
 * Special Conditions end; damage, attachments and markers stay. Devolving (its top card leaving
 * it) ends them too, on tables created since that rule was kept (table-rules.ts): a table
 * stored before it replays as it was played. The engine says when a stack's top card changed.
 */
import type { GameDefinition } from "../../engine/definition";
import { devolveEndsConditions } from "./table-rules";

export const endConditionsOnEvolve: NonNullable<GameDefinition["stackTopChanged"]> = (draft, stack, change) => {
  if (change === "uncovered" && !devolveEndsConditions(draft.state.options)) return;
  stack.conditions = [];
  delete stack.conditionTurns;
};
