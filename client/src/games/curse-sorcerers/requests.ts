/**
 * A request about this game's own assists, in words (the shell's approval question reads it):
 * the combat damage proposed, for the defending player to approve (§3).
 */
import { CurseSorcerers, type ClientAction } from "@playmat/shared";
import type { TableCtx } from "../../table/TableContext";
import { wordsOf } from "./words";

export function describeRequest(ctx: Pick<TableCtx, "t" | "persp" | "names" | "snap">, action: ClientAction): string | undefined {
  if (action.type !== "assist" || action.assist !== CurseSorcerers.ASSIST_IDS.apply) return undefined;
  const parsed = CurseSorcerers.CombatDamageSchema.safeParse((action.params as { damage?: unknown } | undefined)?.damage);
  return parsed.success ? wordsOf(ctx.t)("combat.asked", parsed.data) : undefined;
}
