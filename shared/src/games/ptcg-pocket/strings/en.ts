/** The Pocket game's words in English, over the Pokémon TCG's (build.ts). */
import { en as ptcgEn } from "../../ptcg/strings/en";
import { pocketStrings } from "./build";

export const own = {
  ui: {
    // Its Energy Zone's places (Pokémon's zone names come with ptcg's ui).
    zones: {
      own: {
        energy: "Your Energy Zone",
        "energy-next": "Your next Energy",
        "energy-types": "Your Energy types",
      },
      opponent: {
        energy: "Opponent's Energy Zone",
        "energy-next": "Opponent's next Energy",
        "energy-types": "Opponent's Energy types",
      },
      seat: {
        energy: "{{player}}'s Energy Zone",
        "energy-next": "{{player}}'s next Energy",
        "energy-types": "{{player}}'s Energy types",
      },
    },
    /** The Game over panel's words for its own endings. */
    gameOver: { reason: { points: "3 points scored", both: "both players won at once" } },
    /** Its name in the lobby (GameUi.nameKey). */
    gameName: { "ptcg-pocket": "Pokémon TCG Pocket" },
    /** Its table's and create form's own words (client/src/games/ptcg-pocket). */
    pocket: {
      firstTurnDraw: "The player going first draws on their first turn",
      energyFade: "Let the Energy go",
      pointsShort: "Points",
      pointsOf: "{{points}}/{{target}}",
      points: { own: "Your points", opponent: "Opponent's points", seat: "{{player}}'s points" },
    },
  },
  game: {
    zone: { energy: "Energy Zone", "energy-next": "next Energy", "energy-types": "Energy types" },
    counter: { points: "points" },
  },
  log: {
    place: { energy: "{{owner}} Energy Zone", "energy-next": "{{owner}} next Energy", "energy-types": "{{owner}} Energy types" },
    note: {
      energy: {
        next: "{{player}}'s Energy Zone shows the next Energy: {{card}}.",
        next_you: "Your Energy Zone shows the next Energy: {{card}}.",
        faded: "{{player}}'s unused {{card}} disappeared from the Energy Zone.",
        faded_you: "Your unused {{card}} disappeared from the Energy Zone.",
        none: "{{player}} had no unused Energy in the Energy Zone.",
        none_you: "You had no unused Energy in the Energy Zone.",
        types: "{{player}}'s deck makes Energy of these types: {{types}}.",
        types_you: "Your deck makes Energy of these types: {{types}}.",
        "types-inferred": "{{player}}'s list names no Energy types; its Pokémon's were taken: {{types}}.",
        "types-inferred_you": "Your list names no Energy types; its Pokémon's were taken: {{types}}.",
        "no-types": "{{player}}'s deck names no Energy type: the Energy Zone makes nothing.",
        "no-types_you": "Your deck names no Energy type: the Energy Zone makes nothing.",
      },
      knockout: {
        points: "{{player}} scored {{points}} for knocking out {{card}} ({{total}} in all).",
        points_you: "You scored {{points}} for knocking out {{card}} ({{total}} in all).",
      },
    },
    reason: {
      points: "3 points scored",
      "no-pokemon": "the opponent has no Pokémon in play",
      both: "both players won at once",
    },
    advisory: {
      "ptcg-pocket": {
        deck: {
          size: "This deck breaks a deck rule: it has {{total}} cards; a deck has exactly {{size}} cards.",
          copies: "This deck breaks a deck rule: it has more than {{limit}} cards with one name (a judge can see which).",
          copies_detail: "This deck breaks a deck rule: it has more than {{limit}} cards with one name ({{copies}}).",
          "no-basic": "This deck breaks a deck rule: none of its identified cards is a Basic Pokémon, and a deck needs at least 1.",
          "energy-card": "This deck breaks a deck rule: it holds an Energy card, and Energy comes from the Energy Zone (a judge can see which).",
          "energy-card_detail": "This deck breaks a deck rule: it holds Energy cards ({{names}}), and Energy comes from the Energy Zone.",
        },
        setup: { "not-basic": "Only Basic Pokémon may be put into play during setup." },
        draw: { "first-turn": "At this table the player who goes first does not draw on their first turn." },
        supporter: {
          "first-turn": "At this table the player who goes first can't play a Supporter on their first turn.",
          second: "Only one Supporter may be played each turn.",
        },
        attack: {
          "first-turn": "The player who goes first can't attack on their first turn.",
          "not-active": "Only the Active Pokémon can attack.",
        },
        energy: {
          second: "Only one Energy may be attached from the Energy Zone each turn ({{count}} this turn).",
          unused: "The turn ended with an unused Energy in the Energy Zone: it disappears (use “Let the Energy go”).",
        },
        retreat: { second: "A Pokémon may retreat only once each turn." },
        play: { "non-basic-to-bench": "Only Basic Pokémon go onto the Bench from the hand; an Evolution is played onto the Pokémon it evolves from." },
        evolve: {
          "same-turn": "A Pokémon can't evolve on the turn it came into play or already evolved.",
          "first-turn": "No Pokémon can evolve during a player's first turn.",
          "wrong-stage": "That card doesn't evolve from this Pokémon.",
        },
        "rare-candy": {
          "first-turn": "Rare Candy can't be used during a player's first turn.",
          "new-basic": "Rare Candy can't evolve a Basic Pokémon put into play this turn.",
        },
        tool: { second: "A Pokémon may have only one Pokémon Tool attached." },
        "after-attack": "Attacking ends the turn: this was done after an attack.",
        hand: { "over-limit": "A hand holds at most {{limit}} cards: this one has {{count}}." },
      },
    },
  },
};

export const en = pocketStrings(ptcgEn, own);
