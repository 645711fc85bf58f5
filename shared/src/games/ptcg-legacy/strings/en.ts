/**
 * The legacy table's words in English: the Pokémon TCG's (ptcg/strings/en.ts) and these, its
 * own — the cut, the die, Poké-Powers, the damage assist, the era's ways to win and Sudden Death.
 */
import { en as ptcg } from "../../ptcg/strings/en";
import { withPtcg } from "./merge";

const game = {
  marker: { "power-used": "Power used" },
  counter: { cuts: "cuts", "extra-draws": "extra cards drawn" },
};

const ui = {
  // Its own refusals' words by code (client/src/i18n/refusal.ts looks them up here first at its table).
  errors: {
    legacy: {
      setup: { undecided: "The cards are dealt once it is decided who starts: cut your opponent's deck if you wish, then decide who starts." },
      cut: { dealt: "The cards are already dealt: a deck is cut before who starts is decided.", again: "You already cut your opponent's deck." },
      first: { decided: "Who starts is already decided." },
      "extra-draw": { none: "Your opponent's mulligans allow you no more extra cards." },
      stadium: { none: "There is no replaced Stadium under the one in play." },
      power: { "not-yours": "Only the Pokémon's owner uses its Poké-Power." },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { "ptcg-legacy": "Pokémon TCG (legacy, 2007–2011)" },
  markerShort: { "power-used": "Pwr" },
  /** The Game over panel's words for the era's own endings (win.ts). */
  gameOver: {
    reason: {
      "no-replacement": "{{loser}}'s Active Pokémon was Knocked Out with nobody on the Bench",
      "no-replacement_you": "your Active Pokémon was Knocked Out with nobody on the Bench",
      "more-conditions": "both players won at once, and {{loser}} by fewer conditions",
      "more-conditions_you": "both players won at once, and you by fewer conditions",
    },
  },
  /** Its table's and create form's own words (client/src/games/ptcg-legacy). */
  legacy: {
    firstPlayerBy: "Who starts",
    firstBy: { coin: "A coin (official)", die: "Dice (the higher roll)" },
    twoActive: "Two Active Pokémon (Bench of 4)",
    cut: "Cut your opponent's deck",
    firstCoin: "Flip a coin for who starts",
    firstDie: "Roll dice for who starts",
    beforeDeal: "Before the deal: you may cut your opponent's deck, then either player decides who starts; 7 cards and the Prize cards follow.",
    extraDraw_one: "Draw an extra card ({{count}} left)",
    extraDraw_other: "Draw an extra card ({{count}} left)",
    usePower: "Use Poké-Power {{power}} of {{card}}",
    powerUsed: "{{power}} (used this turn)",
    pokeBody: "Poké-Body: {{name}}",
    attackWith: "{{card}}: {{attack}}",
    damage: "Damage…",
    damageTitle: "Put an attack's damage",
    damageAttack: "Attack",
    damageTarget: "Defending Pokémon",
    damageAmount: "Damage to put",
    damagePut: "Put damage",
    damageNoAttacks: "None of your Active Pokémon has an attack.",
    damageNoTarget: "Your opponent has no Active Pokémon.",
    proposal: "Proposed from the card data: {{steps}}.",
    proposalNone: "The card data proposes no number for this attack: read its text.",
    proposalText: "The attack prints more ({{damage}}): its text decides the rest.",
    stepBase: "{{attack}} {{amount}}",
    stepWeakness: "Weakness {{type}} {{value}} → {{amount}}",
    stepResistance: "Resistance {{type}} {{value}} → {{amount}}",
    stepDefault: "{{text}} (not printed: the era's default)",
    stadiumDiscard: "Discard the replaced Stadium",
    suddenDeath: "Play Sudden Death",
  },
};

const log = {
  note: {
    "legacy-cut": "{{actor}} cut {{player}}'s deck.",
    "legacy-cut_you": "{{actor}} cut your deck.",
    "legacy-die": "Dice for who starts: player 1 rolled {{p1}}, player 2 rolled {{p2}}: {{player}} starts.",
    "legacy-die_you": "Dice for who starts: player 1 rolled {{p1}}, player 2 rolled {{p2}}: you start.",
    "legacy-die-tie": "Both dice showed {{roll}}: rolled again.",
    "legacy-power": "{{player}}'s {{card}} used its Poké-Power {{power}}.",
    "legacy-power_you": "Your {{card}} used its Poké-Power {{power}}.",
    "legacy-damage": "{{attack}}: {{actor}} put {{amount}} damage on {{player}}'s {{card}}.",
    "legacy-damage_you": "{{attack}}: {{actor}} put {{amount}} damage on your {{card}}.",
    "legacy-damage-changed": "{{attack}}: {{actor}} put {{amount}} damage on {{player}}'s {{card}} (the card data proposed {{proposed}}).",
    "legacy-damage-changed_you": "{{attack}}: {{actor}} put {{amount}} damage on your {{card}} (the card data proposed {{proposed}}).",
    "legacy-extra-draw": "{{player}} drew an extra card for the opponent's mulligans ({{drawn}} of {{allowed}}).",
    "legacy-extra-draw_you": "You drew an extra card for your opponent's mulligans ({{drawn}} of {{allowed}}).",
    "legacy-sudden-death": "Sudden Death: every card went back to its owner's deck, and a new game begins to one Prize card.",
  },
  prompt: {
    "sudden-death": "Both players won at once by as many conditions: each is asked to play Sudden Death, a new game to one Prize card.",
    "sudden-death-accepted": "{{player}} agreed to play Sudden Death.",
    "sudden-death-accepted_you": "You agreed to play Sudden Death.",
    "sudden-death-declined": "{{player}} declined Sudden Death: the game goes on as it stands.",
    "sudden-death-declined_you": "You declined Sudden Death: the game goes on as it stands.",
  },
  reason: {
    "no-replacement": "the opponent's Active Pokémon was Knocked Out with nobody on the Bench",
    "more-conditions": "both won at once, and this player by more conditions",
  },
  action: { "legacy-power": "use a Poké-Power", "legacy-cut": "cut the deck" },
  advisory: {
    legacy: {
      trainer: { "first-turn": "The player who goes first can't play a Trainer, Supporter or Stadium on their first turn." },
      power: { second: "This Pokémon already used a Poké-Power this turn ({{power}}): most Poké-Powers work once a turn." },
      "after-attack": "Attacking ends the turn: this was done after an attack (on 2 Active, each Active Pokémon may attack once).",
    },
  },
};

export const en = withPtcg(ptcg, { log, game, ui });
