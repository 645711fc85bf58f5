/**
 * Every game's log lines (namespace `log`), by the key describeEvent gives it. A game words its
 * own events, and may word these its own way, in its strings (games/<id>/strings), looked up first.
 */
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
    "discard-stack": "{{actor}} discarded {{from}} with everything on it: {{what}}.",
    "return-top": "{{actor}} put {{what}} back on top of {{to}}.",
    "return-bottom": "{{actor}} put {{what}} back on the bottom of {{to}}.",
    attach: "{{actor}} attached {{what}} to {{to}}.",
    "attach-from": "{{actor}} attached {{what}} from {{from}} to {{to}}.",
    // A card put onto a stack as its new top card (the "onto" layer), for a game that words it no other way.
    evolve: "{{actor}} put {{what}} on top of {{to}}.",
    "attach-onto": "{{actor}} attached {{what}} to {{target}} ({{to}}).",
    "attach-from-onto": "{{actor}} attached {{what}} from {{from}} to {{target}} ({{to}}).",
    "evolve-onto": "{{actor}} put {{what}} on top of {{target}} ({{to}}).",
    under: "{{actor}} put {{what}} under {{to}}.",
    place: "{{actor}} put {{what}} onto {{to}}.",
    "place-from": "{{actor}} put {{what}} from {{from}} onto {{to}}.",
    "place-face-down": "{{actor}} put {{what}} face down onto {{to}}.",
    "place-face-down-from": "{{actor}} put {{what}} from {{from}} face down onto {{to}}.",
    discard: "{{actor}} discarded {{what}} from {{from}}.",
    "discard-into": "{{actor}} discarded {{what}} from {{from}} into {{to}}.",
    play: "{{actor}} played {{what}}.",
    top: "{{actor}} put {{what}} from {{from}} on top of {{to}}.",
    bottom: "{{actor}} put {{what}} from {{from}} on the bottom of {{to}}.",
    any: "{{actor}} moved {{what}} from {{from}} to {{to}}.",
    "discard-random": "{{actor}} discarded {{what}} chosen at random from {{from}}.",
    "top-random": "{{actor}} put {{what}} chosen at random from {{from}} on top of {{to}}.",
    "bottom-random": "{{actor}} put {{what}} chosen at random from {{from}} on the bottom of {{to}}.",
    "any-random": "{{actor}} moved {{what}} chosen at random from {{from}} to {{to}}.",
  },
  stack: {
    moved: "{{actor}} moved {{card}} from {{from}} to {{to}}.",
    reslotted: "{{actor}} moved {{card}} to slot {{slot}} {{whereTo}}.",
  },
  swap: {
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
    stopped: "{{actor}} stopped looking at {{zone}}.",
    reordered: "{{actor}} reordered {{zone}}.",
  },
  flip: {
    up: "{{what}} turned face up {{where}}.",
    down: "{{actor}} turned {{what}} face down {{where}}.",
  },
  reveal: "{{actor}} revealed {{what}} {{where}}.",
  hide: "{{actor}} stopped revealing {{what}} {{where}}.",
  counter: {
    add: "{{actor}} put {{amount}} {{counter}} on {{stack}} ({{total}} in all).",
    remove: "{{actor}} removed {{amount}} {{counter}} from {{stack}} ({{total}} left).",
    clear: "{{actor}} removed all {{counter}} from {{stack}}.",
    // A player's own count (points, life): named by the counter alone, so one word reads for 1 and for 5.
    "player-add": "{{actor}} added {{amount}} to {{counter}} ({{total}} in all).",
    "player-remove": "{{actor}} took {{amount}} off {{counter}} ({{total}} left).",
    "player-clear": "{{actor}} set {{counter}} to 0.",
  },
  condition: {
    on: "{{actor}} made {{stack}} {{condition}}.",
    replace: "{{actor}} made {{stack}} {{condition}} instead of {{replaced}}.",
    off: "{{actor}} marked {{stack}} as no longer {{condition}}.",
  },
  marker: {
    on: "{{actor}} put the “{{marker}}” marker on {{stack}}.",
    off: "{{actor}} took the “{{marker}}” marker off {{stack}}.",
    "player-on": "{{actor}} set the “{{marker}}” marker.",
    "player-off": "{{actor}} cleared the “{{marker}}” marker.",
  },
  coins: {
    flip_one: "{{actor}} flipped a coin: {{results}}.",
    flip_other: "{{actor}} flipped {{count}} coins: {{results}} ({{heads}} heads).",
  },
  turn: {
    began: "Turn {{number}}: {{player}}'s turn.",
    began_you: "Turn {{number}}: your turn.",
  },
  markers: {
    reset: "Once-a-turn markers came off {{player}}'s cards: {{markers}}.",
    reset_you: "Once-a-turn markers came off your cards: {{markers}}.",
  },
  phase: {
    setup: "Setup: each player gets ready.",
    playing: "Both players are ready: the game begins.",
    finished: "The game is over.",
  },
  first: {
    chosen: "The coin came up {{coin}}: {{player}} won the coin flip and goes first.",
    chosen_you: "The coin came up {{coin}}: you won the coin flip and go first.",
    second: "{{actor}} chose to go second: {{player}} goes first.",
    second_you: "{{actor}} chose to go second: you go first.",
    first: "{{actor}} chose to go first after all.",
    won: "The coin came up {{coin}}: {{player}} won the coin flip and chooses to go first or second.",
    won_you: "The coin came up {{coin}}: you won the coin flip and choose to go first or second.",
    go: "{{actor}} chose to go first.",
  },
  setup: { ready: "{{actor}} finished setting up." },
  conceded: "{{actor}} conceded.",
  game: {
    won: "{{player}} won the game ({{reason}}).",
    won_you: "You won the game ({{reason}}).",
    draw: "The game ended in a draw ({{reason}}).",
  },
  reason: {
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
  },
  table: {
    "turn-set": "The turn was set: turn {{number}}, {{player}}'s turn.",
    "turn-set_you": "The turn was set: turn {{number}}, your turn.",
    paused: "The game is paused.",
    resumed: "The game goes on.",
  },
  sharing: {
    "hands-on": "{{actor}} agreed to show both hands to spectators (the other player must agree too).",
    "hands-on-both": "{{actor}} agreed too: spectators now see both hands.",
    "hands-off": "{{actor}} no longer agrees to show hands to spectators: spectators see no hand.",
  },
  practice: {
    viewed: "The practising player turned to {{player}}'s side.",
    viewed_you: "You turned to your side.",
  },
  record: {
    "reveal-on": "{{actor}} agreed that the game record may show every card (the other player must agree too).",
    "reveal-both": "{{actor}} agreed too: the game record now shows every card.",
    "reveal-off": "{{actor}} no longer agrees to reveal the game record.",
  },
  history: {
    undone_one: "{{actor}} agreed to take back {{player}}'s last action.",
    undone_other: "{{actor}} agreed to take back {{player}}'s last {{count}} actions.",
    undone_you_one: "{{actor}} agreed to take back your last action.",
    undone_you_other: "{{actor}} agreed to take back your last {{count}} actions.",
    // {{agreedBy}}: the player the undo was asked of; context "you": the asker reads, "agreed-you": the player asked reads.
    "undone-by-judge_one": "The judge agreed for {{agreedBy}} to take back {{player}}'s last action.",
    "undone-by-judge_other": "The judge agreed for {{agreedBy}} to take back {{player}}'s last {{count}} actions.",
    "undone-by-judge_you_one": "The judge agreed for {{agreedBy}} to take back your last action.",
    "undone-by-judge_you_other": "The judge agreed for {{agreedBy}} to take back your last {{count}} actions.",
    "undone-by-judge_agreed-you_one": "The judge agreed for you to take back {{player}}'s last action.",
    "undone-by-judge_agreed-you_other": "The judge agreed for you to take back {{player}}'s last {{count}} actions.",
    rewound_one: "The game was rewound: {{count}} action was taken back.",
    rewound_other: "The game was rewound: {{count}} actions were taken back.",
  },
  chat: {
    player: "{{actor}}: {{text}}",
    spectator: "{{name}} (spectator): {{text}}",
    judge: "{{name}}: {{text}}",
  },
  /** Warnings every game may give; a game's own are in its strings (`advisory.<game id>.…`). */
  advisory: { table: { "not-your-turn": "This was done during the other player's turn." } },
};
