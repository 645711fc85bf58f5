/** Every log line (namespace `log`), by the key describeEvent gives it. */
import { advisory } from "./advisory";
import { phrases } from "./phrases";
import { prompts } from "./prompts";

export const log = {
  ...phrases,
  ...prompts,
  deck: {
    loaded_one: "{{actor}} loaded a deck of {{count}} card.",
    loaded_other: "{{actor}} loaded a deck of {{count}} cards.",
    "loaded-placeholders_one": "{{actor}} loaded a deck of {{count}} card ({{placeholders}} not found in the card database).",
    "loaded-placeholders_other": "{{actor}} loaded a deck of {{count}} cards ({{placeholders}} not found in the card database).",
  },
  move: {
    draw: "{{actor}} drew {{what}}.",
    deal: "{{actor}} drew an opening hand: {{what}}.",
    "set-prizes": "{{actor}} put {{what}} into {{to}}.",
    "take-prize": "{{actor}} took {{what}} from {{from}}.",
    knockout: "{{actor}} knocked out {{from}}: {{what}} went to {{to}}.",
    "discard-stack": "{{actor}} discarded {{from}} with everything on it: {{what}}.",
    "return-top": "{{actor}} put {{what}} back on top of {{to}}.",
    "return-bottom": "{{actor}} put {{what}} back on the bottom of {{to}}.",
    attach: "{{actor}} attached {{what}} to {{to}}.",
    "attach-from": "{{actor}} attached {{what}} from {{from}} to {{to}}.",
    evolve: "{{actor}} evolved {{to}} into {{what}}.",
    under: "{{actor}} put {{what}} under {{to}}.",
    place: "{{actor}} put {{what}} onto {{to}}.",
    "place-from": "{{actor}} put {{what}} from {{from}} onto {{to}}.",
    "place-face-down": "{{actor}} put {{what}} face down onto {{to}}.",
    "place-face-down-from": "{{actor}} put {{what}} from {{from}} face down onto {{to}}.",
    discard: "{{actor}} discarded {{what}} from {{from}}.",
    play: "{{actor}} played {{what}}.",
    top: "{{actor}} put {{what}} from {{from}} on top of {{to}}.",
    bottom: "{{actor}} put {{what}} from {{from}} on the bottom of {{to}}.",
    any: "{{actor}} moved {{what}} from {{from}} to {{to}}.",
  },
  stack: {
    moved: "{{actor}} moved {{card}} from {{from}} to {{to}}.",
    reslotted: "{{actor}} moved {{card}} to slot {{slot}} {{whereTo}}.",
  },
  swap: {
    retreat: "{{actor}} retreated {{card}} to {{to}} and moved {{other}} into {{from}}.",
    switch: "{{actor}} switched {{card}} {{whereFrom}} with {{other}} from {{to}}.",
    any: "{{actor}} swapped {{card}} {{whereFrom}} with {{other}} {{whereTo}}.",
  },
  shuffle_one: "{{actor}} shuffled {{zone}} ({{count}} card).",
  shuffle_other: "{{actor}} shuffled {{zone}} ({{count}} cards).",
  search_one: "{{actor}} searched {{zone}} ({{count}} card).",
  search_other: "{{actor}} searched {{zone}} ({{count}} cards).",
  look: {
    top_one: "{{actor}} looked at the top card of {{zone}}.",
    top_other: "{{actor}} looked at the top {{count}} cards of {{zone}}.",
    bottom_one: "{{actor}} looked at the bottom card of {{zone}}.",
    bottom_other: "{{actor}} looked at the bottom {{count}} cards of {{zone}}.",
  },
  flip: {
    up: "{{what}} turned face up {{where}}.",
    down: "{{actor}} turned {{what}} face down {{where}}.",
  },
  reveal: "{{actor}} revealed {{what}} {{where}}.",
  hide: "{{actor}} stopped revealing {{what}} {{where}}.",
  counter: {
    add: "{{actor}} put {{amount}} {{counter}} on {{pokemon}} ({{total}} in all).",
    remove: "{{actor}} removed {{amount}} {{counter}} from {{pokemon}} ({{total}} left).",
    clear: "{{actor}} removed all {{counter}} from {{pokemon}}.",
  },
  condition: {
    on: "{{actor}} made {{pokemon}} {{condition}}.",
    replace: "{{actor}} made {{pokemon}} {{condition}} instead of {{replaced}}.",
    off: "{{actor}} marked {{pokemon}} as no longer {{condition}}.",
  },
  marker: {
    on: "{{actor}} put the “{{marker}}” marker on {{pokemon}}.",
    off: "{{actor}} took the “{{marker}}” marker off {{pokemon}}.",
    "player-on": "{{actor}} set the “{{marker}}” marker.",
    "player-off": "{{actor}} cleared the “{{marker}}” marker.",
  },
  coins: {
    flip_one: "{{actor}} flipped a coin: {{results}}.",
    flip_other: "{{actor}} flipped {{count}} coins: {{results}} ({{heads}} heads).",
    burn: "Pokémon Checkup, Burned: the coin came up {{results}}.",
    sleep: "Pokémon Checkup, Asleep: the coin came up {{results}}.",
  },
  attack: "{{actor}} used {{attack}} with {{pokemon}}.",
  turn: {
    began: "Turn {{number}}: {{player}}'s turn.",
    began_you: "Turn {{number}}: your turn.",
  },
  markers: {
    reset: "Once-a-turn markers came off {{player}}'s Pokémon: {{markers}}.",
    reset_you: "Once-a-turn markers came off your Pokémon: {{markers}}.",
  },
  phase: {
    setup: "Setup: each player puts Basic Pokémon face down and gets ready.",
    playing: "Both players are ready: the Pokémon turn face up and the game begins.",
    finished: "The game is over.",
  },
  first: {
    chosen: "The coin came up {{coin}}: {{player}} goes first.",
    chosen_you: "The coin came up {{coin}}: you go first.",
  },
  mulligan_one: "{{actor}} took a mulligan, revealing {{what}}.",
  mulligan_other: "{{actor}} took mulligan #{{count}}, revealing {{what}}.",
  setup: { ready: "{{actor}} finished setting up." },
  conceded: "{{actor}} conceded.",
  game: {
    won: "{{player}} won the game ({{reason}}).",
    won_you: "You won the game ({{reason}}).",
    draw: "The game ended in a draw ({{reason}}).",
  },
  reason: {
    prizes: "all prize cards taken",
    "no-pokemon": "the opponent has no Pokémon in play",
    "deck-out": "the opponent could not draw",
    concede: "the opponent conceded",
    "sudden-death": "sudden death",
  },
  note: {
    draw: {
      short_one: "{{player}} could not draw: the deck is empty.",
      short_other: "{{player}} could draw only {{drawn}} of {{count}} cards: the deck ran out.",
      short_you_one: "You could not draw: your deck is empty.",
      short_you_other: "You could draw only {{drawn}} of {{count}} cards: your deck ran out.",
    },
    checkup: {
      start: "Pokémon Checkup for {{player}}'s Active {{card}}.",
      start_you: "Pokémon Checkup for your Active {{card}}.",
      "knocked-out": "{{player}}'s Active {{card}} has enough damage to be Knocked Out.",
      "knocked-out_you": "Your Active {{card}} has enough damage to be Knocked Out.",
    },
  },
  advisory,
};
