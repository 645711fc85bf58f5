/**
 * The sandbox's words in English (GameStrings): `game` names its zones and counters, `log` its
 * places, its deal and its win reason; every other line reads as every game's.
 */
import type { GameStrings } from "../../game";

const game = {
  zone: {
    deck: "deck",
    hand: "hand",
    row: "row",
    discard: "discard pile",
    looking: "cards being looked at",
  },
  counter: { points: "points" },
};

const lines = {
  place: {
    deck: "the deck",
    row: "the row",
    discard: "the discard pile",
  },
  note: {
    deal_one: "{{actor}} dealt: {{count}} numbered card went into the deck, shuffled.",
    deal_other: "{{actor}} dealt: {{count}} numbered cards went into the deck, shuffled.",
  },
  reason: {
    points: "the target number of points reached",
  },
};

export const en: GameStrings = { log: lines, game };
