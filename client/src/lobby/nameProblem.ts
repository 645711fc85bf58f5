/**
 * What is wrong with a typed name (a room's name, a nickname), by the server's own rule for that
 * field (readableName in shared/src/protocol/readable.ts): the server would refuse it with
 * developer wording ("Invalid room options: roomName: …"). Empty (or only spaces) is fine: the
 * client sends its default name.
 */
import { hasControlCharacters, showsNothing } from "@playmat/shared";

export type NameProblem = "invisible" | "control" | "other";

export function nameProblem(rule: { safeParse: (value: unknown) => { success: boolean } }, typed: string): NameProblem | null {
  if (typed.trim() === "" || rule.safeParse(typed).success) return null;
  if (showsNothing(typed)) return "invisible";
  if (hasControlCharacters(typed)) return "control";
  return "other";
}
