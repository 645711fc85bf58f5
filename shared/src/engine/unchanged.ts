/**
 * An action that changes nothing writes no log line, yet "Undo last action" would take it back:
 * a counter, a condition or a marker set to what the stack already has; `look.end` to the
 * top or bottom while not looking; a `swap` of a slot with itself; a `flip` to the face every
 * card already shows. So a new such action is refused (`action.unchanged`) and not kept. apply()
 * itself lets it through: stored games hold some, and a restart replays them. Only these kinds,
 * whose handlers emit nothing exactly when nothing changed (unchanged.test.ts).
 */
import type { Action } from "./actions";
import type { ApplyResult } from "./apply";
import type { TableEvent } from "./events";

export const UNCHANGED = { code: "action.unchanged", message: "That would change nothing on the table." } as const;

/** The kinds of action whose accepted-but-empty result is refused as unchanged. */
export const REFUSED_WHEN_UNCHANGED: ReadonlySet<string> = new Set(["counter", "condition", "marker", "look.end", "swap", "flip"]);

/**
 * Whether an event tells of something the action did. Warnings and the withdrawal of a pending
 * undo request follow any action (apply.ts): after one that did nothing they are no change of
 * its own, and a refused action must leave the undo request standing.
 */
const isChange = (event: TableEvent): boolean => event.type !== "advisory" && !(event.type === "prompt.closed" && event.withdrawn);

/**
 * The refusal for a new action that apply() accepted yet that changed nothing (no event of its
 * own), when it is of a kind refused for that; undefined otherwise. The room calls it before storing.
 */
export function refusedAsUnchanged(action: Action, events: readonly TableEvent[]): Extract<ApplyResult, { ok: false }> | undefined {
  if (!REFUSED_WHEN_UNCHANGED.has(action.type) || events.some(isChange)) return undefined;
  return { ok: false, error: { ...UNCHANGED } };
}
