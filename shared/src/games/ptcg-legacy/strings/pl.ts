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

export const pl = withPtcg(ptcg, { log, game });
