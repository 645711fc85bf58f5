/**
 * "Won?" prompts (issue 29): 3 points, or an opponent with no Pokémon in play. Both players are
 * asked, as at every table; the game never ends by itself. An empty deck does not lose in
 * Pocket: nothing asks then.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { openPrompt } from "../../engine/handlers/turn";
import { otherSeat, SEATS, type Seat } from "../../engine/types";
import { POINTS, POINTS_TO_WIN } from "./marks";

/** The seats whose points reached the target in these events (a Knock Out's, or set by hand). */
function reachedPoints(events: readonly TableEvent[]): Seat[] {
  const seats: Seat[] = [];
  for (const e of events) {
    if (e.type === "player-counter.changed" && e.counter === POINTS && e.from < POINTS_TO_WIN && e.to >= POINTS_TO_WIN) seats.push(e.seat);
    if (e.type === "note" && e.key === "knockout.points") {
      const total = Number(e.params.total);
      if (total >= POINTS_TO_WIN && total - Number(e.params.points) < POINTS_TO_WIN) seats.push(e.params.seat as Seat);
    }
  }
  return seats;
}

export function openWinPrompts(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing") return;
  const wins: { winner: Seat; reason: string }[] = reachedPoints(events).map((winner) => ({ winner, reason: "points" }));
  const leftPlay = events.some((e) => e.type === "cards.moved" || e.type === "stack.moved" || e.type === "stacks.swapped");
  const turnBegan = events.some((e) => e.type === "turn.began");
  if (leftPlay || turnBegan) for (const seat of SEATS) if (!draft.hasStacks(otherSeat(seat))) wins.push({ winner: seat, reason: "no-pokemon" });
  if (wins.length === 0) return;
  const winners = new Set(wins.map((w) => w.winner));
  const winner: Seat | "draw" = winners.size > 1 ? "draw" : wins[0]!.winner;
  const reason = winners.size > 1 ? "both" : wins[0]!.reason;
  if (state.prompts.some((p) => p.kind === "confirm-win" && p.data.winner === winner)) return;
  const group = `w${state.seq}`;
  for (const seat of SEATS) openPrompt(draft, { kind: "confirm-win", to: seat, from: null, data: { winner, reason, group } });
}
