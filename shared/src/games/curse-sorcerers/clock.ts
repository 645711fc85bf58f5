/**
 * §8.2's game clock: "시간 제한: 40분 (게임 하나) — 초과할 경우: 경고 1회, 2회 초과: 패배 처리".
 * The clock starts when play begins, at the server's stamp on the action that began it
 * (Actor.at: the engine reads no clock, so a replay counts the same minutes), and both players
 * read it from the `clock-start` counter on each of them. Playmat's reading of "2회 초과"
 * (docs/games/curse-sorcerers.md): each turn a player ends past the 40 minutes is an overrun of
 * theirs; the first is a warning (the clock.overrun advisory), the second opens the "won?"
 * question for the other player, which a judge answers for both seats or, with no judge, both
 * players confirm. Never a loss by itself. The `gameClock` option turns it off for casual play.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { addPlayerCounter } from "../../engine/handlers/stack-state";
import { openPrompt } from "../../engine/handlers/turn";
import { otherSeat, SEATS, type Seat } from "../../engine/types";
import { COUNTERS } from "./marks";
import { optionsOf } from "./options";

/** §8.2: one game. */
export const CLOCK_MINUTES = 40;
export const CLOCK_SECONDS = CLOCK_MINUTES * 60;
export const CLOCK_LOSS = "clock";

/** Seconds since 1970 of the server's stamp, or undefined for an unstamped action (a table stored before the clock, a test). */
const stampOf = (draft: Draft): number | undefined => (draft.actor?.at === undefined ? undefined : Math.floor(draft.actor.at / 1000));

/** When the clock started (seconds since 1970), or undefined while it has not. */
export const clockStart = (state: Pick<Draft["state"], "players">): number | undefined => state.players.p1.counters[COUNTERS.clockStart];

/** The seat whose turn the events ended, if they ended one. */
function turnEndedBy(events: readonly TableEvent[]): Seat | undefined {
  const began = events.find((e): e is Extract<TableEvent, { type: "turn.began" }> => e.type === "turn.began");
  return began?.previous ?? undefined;
}

export function runClock(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (!optionsOf(state.options).gameClock) return;
  const now = stampOf(draft);
  if (now === undefined) return;
  if (events.some((e) => e.type === "phase.changed" && e.to === "playing")) {
    // Set, not added: a time is past the cap on counters set by hand (addPlayerCounter's), which guards counts.
    for (const seat of SEATS) {
      const player = draft.state.players[seat];
      player.counters = { ...player.counters, [COUNTERS.clockStart]: now };
    }
    return;
  }
  const start = clockStart(state);
  if (start === undefined || state.phase !== "playing" || now - start <= CLOCK_SECONDS) return;
  const seat = turnEndedBy(events);
  // A judge setting the turn is a correction, not a player's turn taking time.
  if (!seat || draft.actor?.judge) return;
  const overruns = addPlayerCounter(draft, seat, COUNTERS.clockOverruns, 1);
  if (overruns < 2) return;
  const winner = otherSeat(seat);
  if (state.prompts.some((p) => p.kind === "confirm-win" && p.data.winner === winner && p.data.reason === CLOCK_LOSS)) return;
  const group = `c${state.seq}`;
  for (const to of SEATS) openPrompt(draft, { kind: "confirm-win", to, from: null, data: { winner, reason: CLOCK_LOSS, group } });
}
