/**
 * "Won?" prompts (seed 003 §승리 조건): a tile of a player's on top of one of the opponent's
 * headquarters (one of two is enough), a player's medals reaching the target, and a player
 * whose turn begins and who can neither draw nor place (예외 종료 조건: the one with more medals
 * wins, a tie loses for the one who could not go on). Both players are asked (the engine's
 * confirm-win prompt); the game never ends by itself.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { openPrompt } from "../../engine/handlers/turn";
import { otherSeat, SEATS, type Seat } from "../../engine/types";
import { canDraw, canPlace, headquartersOfSeat, topSeat } from "./board";
import { MEDALS, medalsOf } from "./marks";
import { mapOf, medalTargetOf } from "./options";
import { placementsIn } from "./placements";

export const WIN_REASONS = { headquarters: "headquarters", medals: "medals", stuck: "stuck" } as const;

function detectWins(draft: Draft, events: readonly TableEvent[]): { winner: Seat; reason: string }[] {
  const state = draft.state;
  const wins: { winner: Seat; reason: string }[] = [];
  const map = mapOf(state.options);
  for (const p of placementsIn(events)) {
    const spot = map.spots[p.slot];
    if (spot && headquartersOfSeat(state, otherSeat(p.seat)).includes(spot.id) && topSeat(state, spot.id) === p.seat) {
      wins.push({ winner: p.seat, reason: WIN_REASONS.headquarters });
    }
  }
  const target = medalTargetOf(state.options);
  for (const e of events) {
    const reached = e.type === "player-counter.changed" && e.counter === MEDALS && e.from < target && e.to >= target;
    if (reached) wins.push({ winner: e.seat, reason: WIN_REASONS.medals });
    if (e.type !== "turn.began" || canDraw(state, e.seat) || canPlace(state, e.seat)) continue;
    const stuck = e.seat;
    const more = medalsOf(state.players[stuck]) > medalsOf(state.players[otherSeat(stuck)]);
    wins.push({ winner: more ? stuck : otherSeat(stuck), reason: WIN_REASONS.stuck });
  }
  return wins;
}

export function openWinPrompts(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing") return;
  for (const { winner, reason } of detectWins(draft, events)) {
    // One question per winner: a second reason at once, or a question still open, asks nothing new.
    if (state.prompts.some((p) => p.kind === "confirm-win" && p.data.winner === winner)) continue;
    const group = `w${state.seq}-${winner}`;
    for (const seat of SEATS) openPrompt(draft, { kind: "confirm-win", to: seat, from: null, data: { winner, reason, group } });
  }
}
