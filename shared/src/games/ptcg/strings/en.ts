/**
 * The Pokémon TCG's words in English, i18next resources by namespace (GameStrings): `log` is
 * looked up before the shared `log` at a Pokémon table, `game` before the shared `game`. A key
 * here words a line or a place this game's way ("your Benched Sprout", "took a Prize card");
 * one it leaves out reads as every game's. Other languages sit beside this file (ja.ts, …).
 */
import type { GameStrings } from "../../game";
import { advisory } from "./en-advisory";
import { ui } from "./en-ui";

const game = {
  zone: {
    active: "Active Spot",
    bench: "bench",
    prize: "prizes",
    lost: "Lost Zone",
    stadium: "stadium",
    resolving: "resolving",
  },
  condition: {
    poisoned: "Poisoned",
    burned: "Burned",
    asleep: "Asleep",
    confused: "Confused",
    paralyzed: "Paralyzed",
  },
  marker: {
    "ability-used": "Ability used",
    "vstar-used": "VSTAR Power used",
    "gx-used": "GX attack used",
    attacked: "attacked",
  },
  counter: { damage: "damage", mulligans: "mulligans" },
};

/** Places on the Pokémon playmat, and a Pokémon by where it is (contexts as in the shared phrases). */
const places = {
  place: {
    active: "{{owner}} Active Spot",
    bench: "{{owner}} bench",
    prize: "{{owner}} prizes",
    lost: "{{owner}} Lost Zone",
    resolving: "{{owner}} resolving area",
    stadium: "the stadium",
  },
  where: { bench: "on {{place}}" },
  /** A Pokémon by where it is, when its name isn't part of the event (attach, evolve targets). */
  inSlot: {
    active: "{{owner}} Active Pokémon",
    bench: "{{owner}} Benched Pokémon in slot {{slot}}",
    unknown: "{{owner}} Pokémon in {{zone}} slot {{slot}}",
  },
  /** A Pokémon by name and place; context `hidden` when the viewer can't see its face. */
  stackNamed: {
    active: "{{owner}} Active {{card}}",
    active_hidden: "{{owner}} face-down Active Pokémon",
    bench: "{{owner}} Benched {{card}}",
    bench_hidden: "{{owner}} face-down Benched Pokémon",
  },
};

const lines = {
  move: {
    "set-prizes": "{{actor}} put {{what}} into {{to}}.",
    "take-prize": "{{actor}} took {{what}} from {{from}}.",
    knockout: "{{actor}} knocked out {{from}}: {{what}} went to {{to}}.",
    evolve: "{{actor}} evolved {{to}} into {{what}}.",
    "evolve-onto": "{{actor}} evolved {{target}} into {{what}} ({{to}}).",
  },
  swap: {
    retreat: "{{actor}} retreated {{card}} to {{to}} and moved {{other}} into {{from}}.",
    switch: "{{actor}} switched {{card}} {{whereFrom}} with {{other}} from {{to}}.",
  },
  counter: {
    checkup: "Pokémon Checkup, {{condition}}: {{amount}} {{counter}} on {{stack}} ({{total}} in all).",
  },
  condition: {
    "checkup-off": "Pokémon Checkup: {{stack}} is no longer {{condition}}.",
  },
  coins: {
    burn: "Pokémon Checkup, Burned: the coin came up {{results}}.",
    burn_heads: "Pokémon Checkup, Burned: the coin came up heads, so it is no longer Burned.",
    burn_tails: "Pokémon Checkup, Burned: the coin came up tails, so it stays Burned.",
    sleep: "Pokémon Checkup, Asleep: the coin came up {{results}}.",
    sleep_heads: "Pokémon Checkup, Asleep: the coin came up heads, so it wakes up.",
    sleep_tails: "Pokémon Checkup, Asleep: the coin came up tails, so it stays Asleep.",
  },
  attack: "{{actor}} used {{attack}} with {{stack}}.",
  markers: {
    reset: "Once-a-turn markers came off {{player}}'s Pokémon: {{markers}}.",
    reset_you: "Once-a-turn markers came off your Pokémon: {{markers}}.",
  },
  phase: {
    setup: "Setup: each player puts Basic Pokémon face down and gets ready.",
    playing: "Both players are ready: the Pokémon turn face up and the game begins.",
  },
  mulligan_one: "{{actor}} took a mulligan, revealing {{what}}.",
  mulligan_other: "{{actor}} took mulligan #{{count}}, revealing {{what}}.",
  reason: {
    prizes: "all prize cards taken",
    "no-pokemon": "the opponent has no Pokémon in play",
  },
  note: {
    checkup: {
      start: "Pokémon Checkup for {{player}}'s Active {{card}}.",
      start_you: "Pokémon Checkup for your Active {{card}}.",
      "knocked-out": "{{player}}'s Active {{card}} has enough damage to be Knocked Out.",
      "knocked-out_you": "Your Active {{card}} has enough damage to be Knocked Out.",
    },
  },
};

/** The prize reminder, and the Pokémon words of what a request asks for. */
const prompts = {
  prompt: {
    "take-prizes_one": "{{player}} may take {{count}} prize card for knocking out {{card}}.",
    "take-prizes_other": "{{player}} may take {{count}} prize cards for knocking out {{card}}.",
    "take-prizes_you_one": "You may take {{count}} prize card for knocking out {{card}}.",
    "take-prizes_you_other": "You may take {{count}} prize cards for knocking out {{card}}.",
    dismissed: "{{player}} dismissed the prize reminder.",
    dismissed_you: "You dismissed the prize reminder.",
  },
  action: {
    "setup-mulligan": "take a mulligan",
    "move-stack": "move a Pokémon to {{zone}}",
    swap: "switch two Pokémon",
    "prize-take": "take a prize card",
    "stack-discard": "discard a Pokémon",
    counter: "change damage counters",
    condition: "change a Special Condition",
    attack: "declare an attack",
  },
};

export const en: GameStrings = {
  game,
  log: { ...places, ...lines, ...prompts, advisory },
  ui,
};
