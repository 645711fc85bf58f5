/**
 * The Pokémon TCG's words in Polish (en.ts has the same keys): Polish sentences around the
 * English card terms Polish players use — Bench, Prize Cards, Discard Pile, Active Pokémon,
 * Asleep… (seed 002; glossary in docs/i18n/pl.md). Places are in the genitive, as in the
 * shared Polish phrases (i18n/pl/phrases.ts).
 */
import type { GameStrings } from "../../game";
import { advisory } from "./pl-advisory";
import { ui } from "./pl-ui";

const game = {
  zone: {
    active: "Active",
    bench: "Bench",
    prize: "Prize Cards",
    lost: "Lost Zone",
    stadium: "stadion",
    resolving: "rozpatrywane",
  },
  condition: {
    poisoned: "Poisoned",
    burned: "Burned",
    asleep: "Asleep",
    confused: "Confused",
    paralyzed: "Paralyzed",
  },
  marker: {
    "ability-used": "Zdolność użyta",
    "vstar-used": "VSTAR Power użyta",
    "gx-used": "Atak GX użyty",
    attacked: "zaatakowano",
  },
  counter: { damage: "obrażenia", mulligans: "mulligany" },
};

const places = {
  place: {
    active: "miejsca Active {{owner}}",
    active_you: "twojego miejsca Active",
    active_they: "swojego miejsca Active",
    bench: "Bencha {{owner}}",
    bench_you: "twojego Bencha",
    bench_they: "swojego Bencha",
    prize: "Prize Cards {{owner}}",
    prize_you: "twoich Prize Cards",
    prize_they: "swoich Prize Cards",
    lost: "Lost Zone {{owner}}",
    lost_you: "twojej Lost Zone",
    lost_they: "swojej Lost Zone",
    resolving: "strefy rozpatrywania {{owner}}",
    resolving_you: "twojej strefy rozpatrywania",
    resolving_they: "swojej strefy rozpatrywania",
    stadium: "miejsca na stadion",
  },
  where: { bench: "wśród kart {{place}}" },
  inSlot: {
    active: "{{owner}} Active Pokémona",
    bench: "{{owner}} Pokémona z Bencha, miejsce {{slot}}",
    unknown: "{{owner}} Pokémona w strefie {{zone}}, miejsce {{slot}}",
  },
  stackNamed: {
    active: "{{owner}} Active Pokémona {{card}}",
    active_hidden: "{{owner}} zakrytego Active Pokémona",
    bench: "{{owner}} Pokémona {{card}} z Bencha",
    bench_hidden: "{{owner}} zakrytego Pokémona z Bencha",
  },
};

const lines = {
  move: {
    "set-prizes": "{{actor}} odkłada {{what}} do {{to}}.",
    "set-prizes_actor-you": "Odkładasz {{what}} do {{to}}.",
    "take-prize": "{{actor}} ciągnie {{what}} z {{from}}.",
    "take-prize_actor-you": "Ciągniesz {{what}} z {{from}}.",
    knockout: "{{actor}} nokautuje Pokémona z {{from}}: {{what}} trafia do {{to}}.",
    "knockout_actor-you": "Nokautujesz Pokémona z {{from}}: {{what}} trafia do {{to}}.",
    evolve: "{{actor}} ewoluuje Pokémona z {{to}} w {{what}}.",
    "evolve_actor-you": "Ewoluujesz Pokémona z {{to}} w {{what}}.",
    "evolve-onto": "{{actor}} ewoluuje {{target}} w {{what}} ({{to}}).",
    "evolve-onto_actor-you": "Ewoluujesz {{target}} w {{what}} ({{to}}).",
  },
  swap: {
    retreat: "{{actor}} wycofuje (retreat) {{card}} do {{to}}, a na jego miejsce z {{from}} wchodzi {{other}}.",
    "retreat_actor-you": "Wycofujesz (retreat) {{card}} do {{to}}, a na jego miejsce z {{from}} wchodzi {{other}}.",
    switch: "{{actor}} zamienia miejscami: {{card}} {{whereFrom}} i {{other}} z {{to}}.",
    "switch_actor-you": "Zamieniasz miejscami: {{card}} {{whereFrom}} i {{other}} z {{to}}.",
  },
  counter: {
    checkup: "Pokémon Checkup, {{condition}}: {{amount}} × {{counter}} na {{stack}} (razem {{total}}).",
  },
  condition: {
    "checkup-off": "Pokémon Checkup: {{stack}} już nie ma stanu {{condition}}.",
  },
  coins: {
    burn: "Pokémon Checkup, Burned: wypadł {{results}}.",
    burn_heads: "Pokémon Checkup, Burned: wypadł orzeł, więc Pokémon już nie jest Burned.",
    burn_tails: "Pokémon Checkup, Burned: wypadła reszka, więc Pokémon pozostaje Burned.",
    sleep: "Pokémon Checkup, Asleep: wypadł {{results}}.",
    sleep_heads: "Pokémon Checkup, Asleep: wypadł orzeł, więc Pokémon się budzi.",
    sleep_tails: "Pokémon Checkup, Asleep: wypadła reszka, więc Pokémon pozostaje Asleep.",
  },
  attack: "{{actor}} atakuje: {{attack}} ({{stack}}).",
  "attack_actor-you": "Atakujesz: {{attack}} ({{stack}}).",
  markers: {
    reset: "Znaczniki „raz na turę” schodzą z Pokémonów gracza {{player}}: {{markers}}.",
    reset_you: "Znaczniki „raz na turę” schodzą z twoich Pokémonów: {{markers}}.",
  },
  phase: {
    setup: "Przygotowanie: każdy gracz kładzie zakryte Basic Pokémony i się rozkłada.",
    playing: "Obaj gracze są gotowi: Pokémony zostają odkryte i gra się zaczyna.",
  },
  mulligan_one: "{{actor}} robi mulligan i pokazuje {{what}}.",
  mulligan_few: "{{actor}} robi mulligan nr {{count}} i pokazuje {{what}}.",
  mulligan_many: "{{actor}} robi mulligan nr {{count}} i pokazuje {{what}}.",
  mulligan_other: "{{actor}} robi mulligan nr {{count}} i pokazuje {{what}}.",
  "mulligan_actor-you_one": "Robisz mulligan i pokazujesz {{what}}.",
  "mulligan_actor-you_few": "Robisz mulligan nr {{count}} i pokazujesz {{what}}.",
  "mulligan_actor-you_many": "Robisz mulligan nr {{count}} i pokazujesz {{what}}.",
  "mulligan_actor-you_other": "Robisz mulligan nr {{count}} i pokazujesz {{what}}.",
  reason: {
    prizes: "wszystkie Prize Cards pociągnięte",
    "no-pokemon": "przeciwnik nie ma Pokémonów w grze",
  },
  note: {
    checkup: {
      start: "Pokémon Checkup dla Active Pokémona {{card}} gracza {{player}}.",
      start_you: "Pokémon Checkup dla twojego Active Pokémona {{card}}.",
      "knocked-out": "Active Pokémon {{card}} gracza {{player}} ma dość obrażeń, by zostać znokautowany.",
      "knocked-out_you": "Twój Active Pokémon {{card}} ma dość obrażeń, by zostać znokautowany.",
    },
  },
};

const prompts = {
  prompt: {
    "take-prizes_one": "{{player}} może pociągnąć {{count}} Prize za znokautowanie: {{card}}.",
    "take-prizes_few": "{{player}} może pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    "take-prizes_many": "{{player}} może pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    "take-prizes_other": "{{player}} może pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    "take-prizes_you_one": "Możesz pociągnąć {{count}} Prize za znokautowanie: {{card}}.",
    "take-prizes_you_few": "Możesz pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    "take-prizes_you_many": "Możesz pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    "take-prizes_you_other": "Możesz pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    dismissed: "{{player}} zamyka przypomnienie o Prize.",
    dismissed_you: "Zamykasz przypomnienie o Prize.",
  },
  action: {
    "setup-mulligan": "zrobić mulligan",
    "move-stack": "przenieść Pokémona do {{zone}}",
    swap: "zamienić miejscami dwa Pokémony",
    "prize-take": "pociągnąć Prize",
    "stack-discard": "odrzucić Pokémona",
    counter: "zmienić znaczniki obrażeń",
    condition: "zmienić Special Condition",
    attack: "zadeklarować atak",
  },
};

export const pl: GameStrings = {
  game,
  log: { ...places, ...lines, ...prompts, advisory },
  ui,
};
