/**
 * §8.2's game clock run out: each turn a player ends past the 40 minutes is an overrun of theirs
 * (clock.ts). The first is the warning; the second says the game loss is offered, which the
 * "won?" question (opened by clock.ts) asks the judge, or both players, to confirm.
 */
import { SEATS } from "../../../engine/types";
import { CLOCK_MINUTES } from "../clock";
import { COUNTERS } from "../marks";
import { advisory } from "./define";

export const clockOverrun = advisory(
  "clock.overrun",
  "§8.2",
  `A game has ${CLOCK_MINUTES} minutes: the first overrun is a warning, the second a game loss (confirmed, never automatic).`,
  ({ before, after }) =>
    SEATS.flatMap((seat) => {
      const count = after.players[seat].counters[COUNTERS.clockOverruns] ?? 0;
      return count > (before.players[seat].counters[COUNTERS.clockOverruns] ?? 0) ? [{ params: { player: seat, count, minutes: CLOCK_MINUTES } }] : [];
    }),
);
