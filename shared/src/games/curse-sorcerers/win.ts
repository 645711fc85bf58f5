/**
 * "Won?" prompts: life at 0 (§6.1) or a draw in the draw phase from an empty deck (§6.2, FAQ
 * Q5) end the game by the rules, so both players are asked to confirm (the engine's confirm-win;
 * both must confirm, "Not yet" withdraws both). The game never ends by itself: life is counted
 * by hand and may be wrong. Both players at once (a draw for both) asks about a draw.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { openPrompt } from "../../engine/handlers/turn";
import { otherSeat, SEATS, type Seat } from "../../engine/types";
import { COUNTERS, phaseOf } from "./marks";

export const WIN_REASONS = { life: "life", deckOut: "deck-out" } as const;

/** A player's life reached 0 in this action. */
export const lifeLost = (e: TableEvent): e is Extract<TableEvent, { type: "player-counter.changed" }> =>
  e.type === "player-counter.changed" && e.counter === COUNTERS.life && e.from > 0 && e.to <= 0;

/** A draw of the turn's player in its draw phase found too few cards (§6.2's first case; an effect's draw just draws what is left). */
export function drewFromEmptyDeck(state: Draft["state"], e: TableEvent): Seat | undefined {
  if (e.type !== "note" || e.key !== "draw.short") return undefined;
  const seat = e.params.seat as Seat;
  return state.turn.current === seat && phaseOf(state.turn) === "draw" ? seat : undefined;
}

export function openWinPrompts(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing") return;
  const losers = new Map<Seat, string>();
  for (const e of events) {
    if (lifeLost(e)) losers.set(e.seat, WIN_REASONS.life);
    const decked = drewFromEmptyDeck(state, e);
    if (decked) losers.set(decked, WIN_REASONS.deckOut);
  }
  if (losers.size === 0) return;
  const winner: Seat | "draw" = losers.size > 1 ? "draw" : otherSeat([...losers.keys()][0]!);
  const reason = [...losers.values()][0]!;
  if (state.prompts.some((p) => p.kind === "confirm-win" && p.data.winner === winner)) return;
  const group = `w${state.seq}`;
  for (const seat of SEATS) openPrompt(draft, { kind: "confirm-win", to: seat, from: null, data: { winner, reason, group } });
}
