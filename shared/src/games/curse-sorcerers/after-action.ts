/**
 * What runs after every action (the definition's afterAction): the "respond?" question when
 * something goes on the stack (stack/respond.ts), "won?" prompts (win.ts), and a new turn
 * taking the last turn's combat marks off both fields.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { SEATS } from "../../engine/types";
import { MARKERS } from "./marks";
import { askToRespond } from "./stack/respond";
import { openWinPrompts } from "./win";

const COMBAT = new Set<string>([MARKERS.attacking, MARKERS.blocking]);

function clearCombat(draft: Draft, events: readonly TableEvent[]): void {
  if (!events.some((e) => e.type === "turn.began")) return;
  for (const seat of SEATS) {
    // Peeked first: only a field that holds a mark is drafted.
    if (!draft.peekStacksOf(seat).some(({ stack }) => stack.markers.some((m) => COMBAT.has(m)))) continue;
    for (const { stack } of draft.stacksOf(seat)) stack.markers = stack.markers.filter((m) => !COMBAT.has(m));
  }
}

export function afterAction(draft: Draft, events: readonly TableEvent[]): void {
  askToRespond(draft, events);
  openWinPrompts(draft, events);
  clearCombat(draft, events);
}
