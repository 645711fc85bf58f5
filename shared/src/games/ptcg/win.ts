/**
 * "Won?" prompts (seed 001 §10): when a win condition appears, both players are asked to
 * confirm. The software never ends a game by itself; both conditions at once is sudden death.
 * A question answered "Not yet" comes back when a turn ends while its condition still stands
 * (no Prize cards left, no Pokémon in play): otherwise a win declined once could never be
 * claimed again.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { openPrompt } from "../../engine/handlers/turn";
import { otherSeat, SEATS, type Seat } from "../../engine/types";
import { TALLY } from "./tally";

function detectWins(draft: Draft, events: readonly TableEvent[]): { winner: Seat; reason: string }[] {
  const state = draft.state;
  const wins: { winner: Seat; reason: string }[] = [];
  // Checked after nearly every action: read the events once, build nothing unless a game is won.
  const leftPlay = events.some((e) => e.type === "cards.moved" || e.type === "stack.moved" || e.type === "stacks.swapped");
  // A new turn looks at the table as it stands, whatever the action moved.
  const turnBegan = events.some((e) => e.type === "turn.began");
  for (const seat of SEATS) {
    const prizes = `${seat}.prize`;
    const tookPrize = leftPlay && events.some((e) => e.type === "cards.moved" && e.via === "prize" && e.from.zone === prizes);
    if ((tookPrize || turnBegan) && draft.pile(prizes).cards.length === 0) wins.push({ winner: seat, reason: "prizes" });
    if ((leftPlay || turnBegan) && !draft.hasStacks(otherSeat(seat))) wins.push({ winner: seat, reason: "no-pokemon" });
  }
  for (const e of events) {
    if (e.type !== "note" || e.key !== "draw.short" || e.params.drawn !== 0) continue;
    const seat = e.params.seat as Seat;
    // Only the draw that starts a turn loses the game (seed 001 §6.1, §10): nothing drawn yet this turn.
    const drawnThisTurn = state.turn.tally[seat]?.[TALLY.cardsDrawn] ?? 0;
    if (state.turn.current === seat && drawnThisTurn === 0) wins.push({ winner: otherSeat(seat), reason: "deck-out" });
  }
  return wins;
}

export function openWinPrompts(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing") return;
  const wins = detectWins(draft, events);
  if (wins.length === 0) return;
  const winners = new Set(wins.map((w) => w.winner));
  const winner: Seat | "draw" = winners.size > 1 ? "draw" : wins[0]!.winner;
  const reason = winners.size > 1 ? "sudden-death" : wins[0]!.reason;
  // One question per outcome: the same winner is not asked again for a second reason.
  const already = state.prompts.some((p) => p.kind === "confirm-win" && p.data.winner === winner);
  if (already) return;
  const group = `w${state.seq}`;
  for (const seat of SEATS) openPrompt(draft, { kind: "confirm-win", to: seat, from: null, data: { winner, reason, group } });
}

/** A "take N prizes" reminder counts down as the player takes them, and closes at zero. */
export function countDownPrizePrompts(draft: Draft, events: readonly TableEvent[]): void {
  for (const event of events) {
    if (event.type !== "cards.moved" || event.via !== "prize") continue;
    const seat = event.from.zone.split(".")[0];
    const prompt = draft.state.prompts.find((p) => p.kind === "take-prizes" && p.to === seat);
    if (!prompt) continue;
    const left = Number(prompt.data.count) - event.cards.length;
    if (left > 0) prompt.data = { ...prompt.data, count: left };
    else draft.state.prompts = draft.state.prompts.filter((p) => p !== prompt);
  }
}
