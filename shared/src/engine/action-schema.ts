/**
 * The actions a table accepts: the core actions and its game's moves, as one discriminated
 * union. The protocol validates a client's message with it before the engine sees it, and a
 * request for approval checks the action it carries with it. Made once per game.
 */
import { z } from "zod";
import { CORE_ACTIONS, type ClientAction } from "./actions";
import type { GameDefinition } from "./definition";

const schemas = new WeakMap<GameDefinition, z.ZodType<ClientAction>>();

export function actionSchemaFor(definition: GameDefinition): z.ZodType<ClientAction> {
  let schema = schemas.get(definition);
  if (!schema) {
    const moves = Object.values(definition.moves ?? {}).map((move) => move.schema);
    // discriminatedUnion wants a tuple of objects with a literal `type`: each move's schema is one.
    schema = z.discriminatedUnion("type", [...CORE_ACTIONS, ...moves] as unknown as typeof CORE_ACTIONS) as unknown as z.ZodType<ClientAction>;
    schemas.set(definition, schema);
  }
  return schema;
}

/** The game's move of this type, if the action is one. */
export function gameMoveOf(definition: GameDefinition, type: string) {
  const moves = definition.moves;
  return moves && Object.hasOwn(moves, type) ? moves[type] : undefined;
}
