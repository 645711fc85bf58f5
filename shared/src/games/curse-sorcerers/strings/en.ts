/**
 * Curse Sorcerers' words in English (GameStrings): `game` names its zones, counters, markers,
 * phases, card kinds, keywords, the stack's priorities and the table options; `log` its places,
 * notes, the "respond?" question, its win reasons and advisories. Other languages sit beside
 * this file with the same keys (strings.test.ts).
 */
import type { GameStrings } from "../../game";
import { advisory } from "./en-advisory";
import { table } from "./en-table";
import { shellWords } from "./en-shell";

const kindWords = { sorcerer: "sorcerer", spell: "spell", "cursed-object": "cursed object", event: "event", reaction: "reaction" };
const keywordWords = { piercing: "piercing", evasion: "evasion", indestructible: "indestructible", lifelink: "lifelink" };

const game = {
  zone: { deck: "deck", hand: "hand", field: "field", graveyard: "graveyard", stack: "stack", looking: "cards being looked at" },
  counter: { life: "life", curse: "curse power", loop: "loop repetitions", "loop-declared": "declared repetitions", mulligans: "mulligans", damage: "damage", "clock-start": "clock started", "clock-overruns": "clock overruns" },
  marker: {
    attacking: "attacking",
    blocking: "blocking",
    "phase-main-a": "main phase A",
    "phase-combat": "combat",
    "phase-main-b": "main phase B",
    "phase-end": "end phase",
  },
  phase: { draw: "draw phase", "main-a": "main phase A", combat: "combat", "main-b": "main phase B", end: "end phase" },
  kind: kindWords,
  keyword: keywordWords,
  priority: { reaction: "reaction", "player-ability": "player ability", "passive-ability": "passive ability", card: "card played" },
  option: {
    startingLife: "Starting life",
    handSize: "Opening hand",
    mulligan: "Mulligan",
    firstPlayerDraws: "First player draws on turn 1",
    startingCurse: "Starting curse power",
    cursePerTurn: "Curse power per turn",
    curseMax: "Most curse power",
    cardList: "Card list",
    gameClock: "40-minute game clock (§8.2)",
  },
  clock: {
    region: "Game clock",
    left: "{{time}} left",
    over: "Time is up: {{time}} over",
    off: "No game clock",
    overruns: "{{player}}: {{count}} overrun(s)",
  },
  cardList: {
    upload: "Upload a card list",
    demo: "the demo set",
    uploading: "Uploading the card list…",
    uploaded: "Card list uploaded: {{cards}} cards ({{hash}})",
    useDemo: "Play the demo set",
    problems: "Problems in the card list",
  },
  mulligan: { none: "none", "free-once": "one free redeal", "one-fewer": "redeal with one card fewer" },
  /** How the shell's text card names a card's kinds, numbers and ability kinds (client cards/TextCard.tsx). */
  cardText: {
    subtype: { ...kindWords, ...keywordWords, highlight: "highlight", ability: "ability", player: "Player ability", passive: "Passive ability" },
    stat: { cost: "Cost", attack: "Attack", defence: "Defence" },
    ability: { player: "Player ability", passive: "Passive ability" },
  },
  table,
};

const lines = {
  place: { field: "{{owner}} field", graveyard: "{{owner}} graveyard", stack: "the stack" },
  inSlot: { field: "{{owner}} sorcerer in slot {{slot}}" },
  stackNamed: { field: "{{owner}} {{card}}", field_hidden: "{{owner}} face-down sorcerer" },
  note: {
    judge: {
      "explain": "Level 1, an explanation: {{text}}",
      "cite": "Level 2, the rules (seed 004 {{section}}): {{text}}",
      "correction-begin": "Level 3: a correction of the table begins. {{text}}",
      "correction-end": "Level 3: the correction of the table ends. {{text}}",
      "loss": "Level 4: a game loss for {{player}}. {{text}}",
    },
    phase: {
      draw: "{{actor}} moved the phase marker back to the draw phase.",
      "main-a": "{{actor}} moved to main phase A.",
      combat: "{{actor}} moved to combat.",
      "main-b": "{{actor}} moved to main phase B.",
      end: "{{actor}} moved to the end phase.",
    },
    ability: {
      player: "{{actor}} used {{card}} (a player ability): it goes on the stack.",
      passive: "{{actor}} put {{card}} (a passive ability) on the stack.",
    },
    "resolve-ability": "{{actor}} resolved {{card}}: the ability leaves the stack.",
    combat: "{{actor}} dealt combat damage: {{toBlocker}} to the blocker, {{toAttacker}} to the attacker, {{toPlayer}} to {{player}}; lifelink healed {{healAttacker}} and {{healBlocker}}.",
    "loop-declared": "{{actor}} declared a loop of {{times}} repetitions.",
    "loop-ended_one": "{{actor}} ended the loop after {{count}} repetition.",
    "loop-ended_other": "{{actor}} ended the loop after {{count}} repetitions.",
    mulligan_one: "{{actor}} took a mulligan (#{{number}}) and was dealt {{count}} card.",
    mulligan_other: "{{actor}} took a mulligan (#{{number}}) and was dealt {{count}} cards.",
  },
  prompt: {
    respond: "{{player}} is asked whether to respond to {{name}}.",
    respond_you: "Do you respond to {{name}}?",
    responds: "{{player}} responds.",
    responds_you: "You respond.",
    passes: "{{player}} does not respond.",
    passes_you: "You do not respond.",
  },
  reason: { life: "the opponent's life reached 0", "deck-out": "the opponent could not draw in the draw phase", clock: "the opponent ran past the game clock twice", judge: "a judge ruled a game loss" },
  advisory,
};

// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const en: GameStrings = {
  log: lines, game,
  ui: {
    ...shellWords,
    gameName: { "curse-sorcerers": "Curse Sorcerers" },
    gameOver: {
      reason: {
        life: "the opponent's life reached 0",
        clock: "the opponent ran past the game clock twice",
        judge: "a judge ruled a game loss",
      },
    },
  },
};
export type SorcererGameWords = typeof game;
export type SorcererLogLines = typeof lines;
