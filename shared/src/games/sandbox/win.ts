/**
 * "Won?" prompts: a player whose points reach the table's target (options.ts) may have won, so
 * both players are asked (the engine's confirm-win prompt; both must confirm, and "Not yet"
 * withdraws both). The game never ends by itself: the points are set by hand and may be wrong.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { openPrompt } from "../../engine/handlers/turn";
import { SEATS } from "../../engine/types";
import { POINTS } from "./marks";
import { optionsOf } from "./options";

export const WIN_REASON = "points";

export function openWinPrompts(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing") return;
  const { target } = optionsOf(state.options);
  for (const e of events) {
    // Asked when the points reach the target, not again while they stay above it.
    if (e.type !== "player-counter.changed" || e.counter !== POINTS || e.from >= target || e.to < target) continue;
    const winner = e.seat;
    if (state.prompts.some((p) => p.kind === "confirm-win" && p.data.winner === winner)) continue;
    const group = `w${state.seq}`;
    for (const seat of SEATS) openPrompt(draft, { kind: "confirm-win", to: seat, from: null, data: { winner, reason: WIN_REASON, group } });
  }
}
