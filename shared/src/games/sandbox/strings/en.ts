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

/** The words of the sandbox's client folder (client/src/games/sandbox/), namespace `sandbox/ui`: its name in the lobby, option fields, controls and hints. */
const ui = {
  // Its table-centre row's names (the shell's strings name only hand, deck, discard and looking).
  zones: {
    shared: { row: "Row" },
  },
  zoneShort: {
    row: "Row",
  },
  move: {
    row: "{{zone}}",
  },
  /** The Game over panel's words for its own end: a player's points reached the table's target, and both confirmed. */
  gameOver: { reason: { points: "the points to win were reached" } },
  gameName: { sandbox: "Sandbox (numbered cards)" },
  sandbox: {
    handSize: "Cards dealt",
    target: "Points to win",
    deal: "Deal",
    dealHint: "The sandbox brings its own cards: deal once both players are seated.",
    draw: "Draw from the deck",
    addPoint: "+1 point",
    removePoint: "−1 point",
    pointsShort: "Points",
    points: { own: "Your points", opponent: "Opponent's points", seat: "{{player}}'s points" },
    targetHint_one: "Reaching {{count}} point asks both players whether the game is won.",
    targetHint_other: "Reaching {{count}} points asks both players whether the game is won.",
  },
};

export const en: GameStrings = { log: lines, game, ui };
