/**
 * The game's ends and limits (§6.1, §6.2, §5.2): life at 0, a draw in the draw phase from an
 * empty deck, and an effect loop run past three times without a declared number (or past it).
 * The first two come with "won?" prompts (win.ts); the warning says which rule.
 */
import { COUNTERS } from "../marks";
import { LOOP_LIMIT } from "../moves/loop";
import { drewFromEmptyDeck, lifeLost } from "../win";
import { advisory } from "./define";

export const lifeAtZero = advisory(
  "life.zero",
  "§6.1",
  "A player whose life falls to 0 or below loses: the game ends at once.",
  ({ events }) => events.filter(lifeLost).map((e) => ({ params: { player: e.seat } })),
);

export const emptyDeckDraw = advisory(
  "draw.empty",
  "§6.2",
  "A player who can't draw in the draw phase loses (FAQ Q5); an effect's draw draws only what is left.",
  ({ after, events }) => events.flatMap((e) => {
    const seat = drewFromEmptyDeck(after, e);
    return seat ? [{ target: `${seat}.deck`, params: { player: seat } }] : [];
  }),
);

export const loopPastThree = advisory(
  "loop.past-three",
  "§5.2",
  "The same combination of effects repeats at most three times, unless its player declares a loop and how many times it runs.",
  ({ after, events }) =>
    events.flatMap((e) => {
      if (e.type !== "player-counter.changed" || e.counter !== COUNTERS.loop || e.to <= e.from) return [];
      const declared = after.players[e.seat].counters[COUNTERS.loopDeclared];
      const limit = declared ?? LOOP_LIMIT;
      return e.to > limit ? [{ params: { player: e.seat, count: e.to, limit } }] : [];
    }),
);
