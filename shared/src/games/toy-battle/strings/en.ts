/**
 * Toy Battle's words in English (GameStrings). `game` names its zones, counter, marker, tiles
 * (the English names Playmat chose: docs/games/toy-battle.md), effects and maps; `log` its
 * places, its lines, its win reasons and its advisories. Cards are tiles here.
 */
import type { GameStrings } from "../../game";
import { tileCardNames } from "../tiles";
import { ui } from "./en-ui";
import { shellWords } from "./en-shell";

const game = {
  zone: {
    supply: "supply",
    "set-aside": "set-aside tiles",
    stand: "stand",
    discard: "discard pile",
    looking: "tiles being looked at",
    board: "board",
  },
  counter: { medals: "medals" },
  marker: { "place-anywhere": "placing anywhere" },
  tile: {
    1: "Skully",
    2: "Captain",
    3: "Giant",
    4: "Skipper Coco",
    5: "XB-42",
    6: "Rainbow",
    7: "Rexy",
    8: "Quax",
  },
  effect: {
    "draw-two": "Draw two tiles",
    "extra-placement": "One more placement",
    "remove-adjacent": "Remove an adjacent top tile",
    "discard-random": "Discard a random tile of the opponent's stand",
    "draw-one": "Draw one tile",
    "place-anywhere": "Place anywhere",
  },
  map: {
    "first-skirmish": "First Skirmish",
    "two-fronts": "Two Fronts",
    "medal-fields": "Medal Fields",
  },
};

const lines = {
  place: {
    supply: "{{owner}} supply",
    "set-aside": "{{owner}} set-aside tiles",
    stand: "{{owner}} stand",
    board: "the board",
  },
  inSlot: { board: "the board" },
  cards: {
    hidden_one: "a tile",
    hidden_other: "{{count}} tiles",
    mixed_one: "{{cards}} and another tile",
    mixed_other: "{{cards}} and {{count}} other tiles",
    "face-down": "a face-down tile",
  },
  shuffle_one: "{{actor}} shuffled {{zone}} ({{count}} tile).",
  shuffle_other: "{{actor}} shuffled {{zone}} ({{count}} tiles).",
  note: {
    supply_one: "{{actor}} put {{count}} tile into the supply.",
    supply_other: "{{actor}} put {{count}} tiles into the supply.",
    placed: "{{actor}} placed {{card}} on {{spot}}.",
    "placed-onto": "{{actor}} placed {{card}} on {{spot}}, now a tower of {{height}}.",
    effect: {
      "draw-two": "{{actor}} applied an effect: draw two tiles (at most 8 on the stand).",
      "draw-one": "{{actor}} applied an effect: draw one tile (at most 8 on the stand).",
      "extra-placement": "{{actor}} applied an effect: one more placement this turn.",
      "remove-adjacent": "{{actor}} applied an effect: {{card}}, the top tile on {{spot}}, is removed.",
      "discard-random": "{{actor}} applied an effect: a tile chosen at random from the opponent's stand goes to their discard pile.",
      "place-anywhere": "{{actor}} applied an effect: placements anywhere this turn, but not on the opponent's headquarters.",
    },
  },
  tiles: {
    "set-aside_one": "{{actor}} set {{count}} tile aside, unseen by anyone.",
    "set-aside_other": "{{actor}} set {{count}} tiles aside, unseen by anyone.",
    opening: "{{actor}} took {{what}} onto the stand.",
    revealed: "{{player}}'s set-aside tiles: {{what}}.",
    revealed_you: "Your set-aside tiles: {{what}}.",
  },
  medals: {
    now_one: "{{player}} holds {{count}} medal.",
    now_other: "{{player}} holds {{count}} medals.",
    now_you_one: "You hold {{count}} medal.",
    now_you_other: "You hold {{count}} medals.",
  },
  reason: {
    headquarters: "a headquarters taken",
    medals: "the medal target reached",
    stuck: "a player could neither draw nor place",
  },
  advisory: {
    "toy-battle": {
      placement: {
        unconnected: "{{spot}} is not connected to the player's headquarters by a path of their own tiles: only Skipper Coco (4) may go there.",
        "anywhere-headquarters": "Skipper Coco may go to a spot not connected to the headquarters, but never onto the opponent's headquarters ({{spot}}).",
        outpowered: "A {{power}} does not beat the opponent's top tile on {{spot}}: only a stronger tile, or the joker (8), goes onto it.",
      },
      turn: {
        "two-actions": "A turn is one action, a draw or a placement (Captain grants one more placement): this is action {{count}} this turn.",
        "not-yours": "This was done during the other player's turn.",
      },
      stand: { "past-eight": "A stand holds no more than 8 tiles: this one holds {{count}}." },
    },
  },
};

// The tiles' card names (the log's and the table's) in these words: "7 Rexy" reads as its translated name.
// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const en: GameStrings = {
  log: lines, game: { ...game, ui, cardName: tileCardNames(game.tile) },
  ui: {
    ...shellWords,
    gameName: { "toy-battle": "Toy Battle" },
    gameOver: {
      reason: {
        headquarters: "a headquarters taken",
        medals: "the medal target reached",
        stuck: "a player could neither draw nor place",
      },
    },
  },
};
