/**
 * Damage, a Special Condition or a marker set to what the Pokémon already has changes nothing:
 * it writes no log line, yet "Undo last action" would take it back. So a new such action is
 * refused (`action.unchanged`) and not kept. apply() itself lets it through: stored games hold
 * some, and a restart replays them. Only these kinds: other actions may change the table without
 * a log line, like putting back an emptied looking area.
 */
import type { Action } from "./actions";
import type { ApplyResult } from "./apply";
import type { TableEvent } from "./events";

export const UNCHANGED = { code: "action.unchanged", message: "That would change nothing on the table." } as const;

/** The kinds of action whose accepted-but-empty result is refused as unchanged. */
export const REFUSED_WHEN_UNCHANGED: ReadonlySet<string> = new Set(["counter", "condition", "marker"]);

/**
 * The refusal for a new action that apply() accepted yet that changed nothing (no event), when
 * it is of a kind refused for that; undefined otherwise. The room calls it before storing.
 */
export function refusedAsUnchanged(action: Action, events: readonly TableEvent[]): Extract<ApplyResult, { ok: false }> | undefined {
  if (events.length > 0 || !REFUSED_WHEN_UNCHANGED.has(action.type)) return undefined;
  return { ok: false, error: { ...UNCHANGED } };
}
