/**
 * A new table's options, checked before anything is claimed or stored. What a client got
 * wrong is a refusal with one readable line (which option, what is wrong with it), sent to
 * that client as a ServerError so Colyseus does not log it as a server fault with a stack.
 */
import { ErrorCode, ServerError } from "@colyseus/core";
import { CreateOptionsSchema, describeIssues, gameById, type GameDefinition } from "@playmat/shared";
import type { z } from "zod";
import { optionsProblem } from "./message-guard";
import { roomServices } from "./services";

/** Create options as the server uses them: checked, defaults filled (shared's CreateOptions is what a client sends). */
export type ParsedCreateOptions = z.output<typeof CreateOptionsSchema>;

/** A create the server turns down for its options: the client's to fix, not the server's. */
export class CreateRefused extends ServerError {
  constructor(message: string) {
    super(ErrorCode.MATCHMAKE_INVALID_CRITERIA, message);
  }
}

export function parseCreateOptions(raw: unknown): { options: ParsedCreateOptions; definition: GameDefinition } {
  const problem = optionsProblem(raw);
  if (problem) throw new CreateRefused(`Invalid room options: ${problem}.`);
  const parsed = CreateOptionsSchema.safeParse(raw ?? {});
  if (!parsed.success) throw new CreateRefused(`Invalid room options: ${describeIssues(parsed.error.issues, { limit: 1 })}.`);
  const options = parsed.data;
  const definition = gameById(options.game);
  if (!definition) throw new CreateRefused(`Unknown game "${options.game.slice(0, 40)}".`);
  // The engine parses them again when it builds the table; a refusal belongs here, before it.
  const gameOptions = definition.options.safeParse(options.options);
  if (!gameOptions.success) throw new CreateRefused(`Invalid game options: ${describeIssues(gameOptions.error.issues, { limit: 1 })}.`);
  return { options, definition };
}

/**
 * The uploaded card list a new table's options name (Game.cardLists.option), which must have been
 * uploaded for this game: a table whose deck lists could find no card is refused before it exists.
 */
export async function checkCardList(options: ParsedCreateOptions): Promise<void> {
  const lists = gameById(options.game)?.cardLists;
  if (!lists) return;
  const hash = (options.options as Record<string, unknown>)[lists.option];
  if (typeof hash !== "string") return;
  if (!(await roomServices.cardLists.lookup(options.game, hash))) {
    throw new CreateRefused(`Invalid game options: ${lists.option}: no card list ${hash.slice(0, 16)}… was uploaded for this game; upload it first.`);
  }
}
