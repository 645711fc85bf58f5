/**
 * Names of the things every game has, shared by the log and the table UI (namespace `game`).
 * A game names its own zones, conditions, markers and counters in its strings
 * (games/<id>/strings), looked up first.
 */
export const game = {
  zone: {
    deck: "deck",
    hand: "hand",
    discard: "discard pile",
    looking: "looking at",
  },
  coin: { heads: "heads", tails: "tails" },
};
