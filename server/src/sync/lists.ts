/**
 * The list comparisons the projector diffs with (sync/project.ts): plain arrays of what it last
 * wrote against what the table lists now, so only a changed middle reaches the schema.
 */
import type { Card } from "@playmat/shared";

/** What an empty list lists, shared. */
export const NO_PIDS: readonly string[] = Object.freeze([]);

/** Whether `cards` are, in order, the cards of these pids. */
export function listsPids(pids: readonly string[], cards: readonly Card[]): boolean {
  if (pids.length !== cards.length) return false;
  for (let i = 0; i < pids.length; i++) if (pids[i] !== cards[i]!.pid) return false;
  return true;
}

/** How many items two lists share at their start, and then at their end (never counting one twice). */
export function sameEnds<T>(before: readonly T[], after: readonly T[]): { prefix: number; suffix: number } {
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  return { prefix, suffix };
}
