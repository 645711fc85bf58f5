/**
 * The legacy table's words in Polish, with seed 002's own terms: "przełożyć deck" (the cut, as in
 * rummy), "kostka" and "oczka" (the die), Poke-Power and Poke-Body, Prize, Bench, Active,
 * Sudden Death ("dogrywka"). The Pokémon TCG's Polish words come from ptcg/strings/pl.ts.
 */
import { pl as ptcg } from "../../ptcg/strings/pl";
import { withPtcg } from "./merge";

const game = {
  marker: { "power-used": "Poke-Power użyty" },
  counter: { cuts: "przełożenia", "extra-draws": "dodatkowe karty" },
};

const ui = {
  // Its own refusals' words by code (client/src/i18n/refusal.ts looks them up here first at its table).
  errors: {
    legacy: {
      setup: { undecided: "Karty rozdaje się, gdy już wiadomo, kto zaczyna: przełóż deck przeciwnika, jeśli chcesz, a potem rzućcie o rozpoczęcie." },
      cut: { dealt: "Karty są już rozdane: deck przekłada się przed rzutem o rozpoczęcie.", again: "Deck przeciwnika został już przez ciebie przełożony." },
      first: { decided: "Już wiadomo, kto zaczyna." },
      "extra-draw": { none: "Za rozkładanie się przeciwnika od nowa nie przysługuje ci już żadna dodatkowa karta." },
      stadium: { none: "Pod stadionem w grze nie leży żaden zastąpiony stadion." },
      power: { "not-yours": "Poke-Powera używa tylko właściciel Pokémona." },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { "ptcg-legacy": "Pokémon TCG (dawne zasady, 2007–2011)" },
  markerShort: { "power-used": "Moc" },
  /** The Game over panel's words for the era's own endings (win.ts). */
  gameOver: {
    reason: {
      "no-replacement": "Active Pokémon gracza {{loser}} został znokautowany przy pustym Benchu",
      "no-replacement_you": "twój Active Pokémon został znokautowany przy pustym Benchu",
      "more-conditions": "obaj wygrali naraz, a {{loser}} mniejszą liczbą sposobów",
      "more-conditions_you": "obaj wygrali naraz, a ty mniejszą liczbą sposobów",
    },
  },
  /** Słowa stołu Pokémon na dawnych zasadach (games/ptcg-legacy). */
  legacy: {
    firstPlayerBy: "Kto zaczyna",
    firstBy: { coin: "Moneta (oficjalnie)", die: "Kostki (więcej oczek)" },
    twoActive: "Dwa Active Pokémony (Bench na 4)",
    cut: "Przełóż deck przeciwnika",
    firstCoin: "Rzuć monetą, kto zaczyna",
    firstDie: "Rzuć kostkami, kto zaczyna",
    beforeDeal: "Przed rozdaniem: możesz przełożyć deck przeciwnika, potem którykolwiek gracz losuje, kto zaczyna; dalej 7 kart i Prize Cards.",
    extraDraw_one: "Dociągnij dodatkową kartę (została {{count}})",
    extraDraw_few: "Dociągnij dodatkową kartę (zostały {{count}})",
    extraDraw_many: "Dociągnij dodatkową kartę (zostało {{count}})",
    extraDraw_other: "Dociągnij dodatkową kartę (zostało {{count}})",
    usePower: "Użyj Poké-Power {{power}} Pokémona {{card}}",
    powerUsed: "{{power}} (użyty w tej turze)",
    pokeBody: "Poké-Body: {{name}}",
    attackWith: "{{card}}: {{attack}}",
    damage: "Obrażenia…",
    damageTitle: "Połóż obrażenia ataku",
    damageAttack: "Atak",
    damageTarget: "Defending Pokémon",
    damageAmount: "Obrażenia do położenia",
    damagePut: "Połóż obrażenia",
    damageNoAttacks: "Żaden z twoich Active Pokémonów nie ma ataku.",
    damageNoTarget: "Przeciwnik nie ma Active Pokémona.",
    proposal: "Propozycja z danych karty: {{steps}}.",
    proposalNone: "Dane karty nie podają liczby dla tego ataku: przeczytaj jego tekst.",
    proposalText: "Atak podaje więcej ({{damage}}): resztę rozstrzyga jego tekst.",
    stepBase: "{{attack}} {{amount}}",
    stepWeakness: "Weakness {{type}} {{value}} → {{amount}}",
    stepResistance: "Resistance {{type}} {{value}} → {{amount}}",
    stepDefault: "{{text}} (niewydrukowane: domyślne dla tamtych lat)",
    stadiumDiscard: "Odrzuć zastąpiony stadion",
    suddenDeath: "Zagraj Sudden Death",
  },
};

const log = {
  note: {
    "legacy-cut": "{{actor}} przekłada deck gracza {{player}}.",
    "legacy-cut_you": "{{actor}} przekłada twój deck.",
    "legacy-die": "Rzut kostką o rozpoczęcie: gracz 1 wyrzuca {{p1}} oczek, gracz 2 {{p2}}: zaczyna {{player}}.",
    "legacy-die_you": "Rzut kostką o rozpoczęcie: gracz 1 wyrzuca {{p1}} oczek, gracz 2 {{p2}}: zaczynasz ty.",
    "legacy-die-tie": "Na obu kostkach {{roll}}: rzut jeszcze raz.",
    "legacy-power": "{{card}} gracza {{player}} używa Poke-Powera {{power}}.",
    "legacy-power_you": "Twój {{card}} używa Poke-Powera {{power}}.",
    "legacy-damage": "{{attack}}: {{actor}} kładzie {{amount}} obrażeń na {{card}} gracza {{player}}.",
    "legacy-damage_you": "{{attack}}: {{actor}} kładzie {{amount}} obrażeń na twoim {{card}}.",
    "legacy-damage-changed": "{{attack}}: {{actor}} kładzie {{amount}} obrażeń na {{card}} gracza {{player}} (z danych karty wychodziło {{proposed}}).",
    "legacy-damage-changed_you": "{{attack}}: {{actor}} kładzie {{amount}} obrażeń na twoim {{card}} (z danych karty wychodziło {{proposed}}).",
    "legacy-extra-draw": "{{player}} dociąga dodatkową kartę za rozkładanie się przeciwnika od nowa ({{drawn}} z {{allowed}}).",
    "legacy-extra-draw_you": "Dociągasz dodatkową kartę za rozkładanie się przeciwnika od nowa ({{drawn}} z {{allowed}}).",
    "legacy-sudden-death": "Sudden Death: wszystkie karty wracają do decków właścicieli, a nowa gra toczy się do jednego Prize.",
  },
  prompt: {
    "sudden-death": "Obaj gracze wygrali naraz tą samą liczbą sposobów: każdy jest pytany o dogrywkę (Sudden Death) do jednego Prize.",
    "sudden-death-accepted": "{{player}} zgadza się na Sudden Death.",
    "sudden-death-accepted_you": "Zgadzasz się na Sudden Death.",
    "sudden-death-declined": "{{player}} odmawia Sudden Death: gra toczy się dalej.",
    "sudden-death-declined_you": "Odmawiasz Sudden Death: gra toczy się dalej.",
  },
  reason: {
    "no-replacement": "Active Pokémon przeciwnika został znokautowany, a jego Bench był pusty",
    "more-conditions": "obaj wygrali naraz, ten gracz większą liczbą sposobów",
  },
  action: { "legacy-power": "użyć Poke-Powera", "legacy-cut": "przełożyć deck" },
  advisory: {
    legacy: {
      trainer: { "first-turn": "Gracz zaczynający nie może w swojej pierwszej turze używać Trainerów, Supporterów ani stadionów." },
      power: { second: "Ten Pokémon użył już w tej turze Poke-Powera ({{power}}): większość Poke-Powerów działa raz na turę." },
      "after-attack": "Atak kończy turę: to zrobiono już po ataku (na 2 Active każdy Active Pokémon może zaatakować raz).",
    },
  },
};

export const pl = withPtcg(ptcg, { log, game, ui });
