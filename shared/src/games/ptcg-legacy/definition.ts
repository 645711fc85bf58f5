/**
 * Pokémon TCG as played 2007–2011, in the Poké-Power and Poké-Body era (seed 002): the Pokémon
 * TCG's table and cards, with the legacy setup order, advisories, assists and ways to win.
 */
import type { Game } from "../game";
import { endConditionsOnEvolve } from "../ptcg/evolution";
import { LEGACY_ADVISORIES } from "./advisories";
import { LEGACY_ASSISTS } from "./assists";
import { LEGACY_DECKS } from "./decks";
import { LEGACY_LOG } from "./log/describe";
import { LEGACY_COUNTERS, LEGACY_MARKERS } from "./marks";
import { LEGACY_MOVES } from "./moves";
import { LegacyOptions } from "./options";
import { deckLoaded, gateBeforeTheDeal } from "./setup/order";
import { en } from "./strings/en";
import { ja } from "./strings/ja";
import { ko } from "./strings/ko";
import { pl } from "./strings/pl";
import { answerSuddenDeath } from "./sudden-death";
import { legacyTally } from "./tally";
import { openWinPrompts } from "./win";
import { countDownPrizePrompts } from "../ptcg/win";
import { FACE_DOWN_UNTIL_PLAY, LEGACY_PILES, LEGACY_ZONES } from "./zones";

export const ptcgLegacy: Game = {
  id: "ptcg-legacy",
  name: "Pokémon TCG (legacy, 2007–2011)",
  zones: LEGACY_ZONES,
  counters: LEGACY_COUNTERS,
  conditions: [
    { id: "poisoned" },
    { id: "burned" },
    { id: "asleep", group: "rotation" },
    { id: "confused", group: "rotation" },
    { id: "paralyzed", group: "rotation" },
  ],
  markers: LEGACY_MARKERS,
  options: LegacyOptions,
  // An evolved or devolved Pokémon loses its Special Conditions (seed 002, evolving): ptcg's rule, kept on every table.
  newTableOptions: { devolveEndsConditions: true },
  setup: {
    faceDownZones: FACE_DOWN_UNTIL_PLAY,
    zones: { deck: LEGACY_PILES.deck, hand: LEGACY_PILES.hand, discard: LEGACY_PILES.discard, looking: LEGACY_PILES.looking },
    deckLoaded,
  },
  moves: LEGACY_MOVES,
  gate: gateBeforeTheDeal,
  advisories: LEGACY_ADVISORIES,
  assists: LEGACY_ASSISTS,
  stackTopChanged: endConditionsOnEvolve,
  orphanedAttachmentsTo: "discard",
  tally: legacyTally,
  afterAction(draft, events) {
    countDownPrizePrompts(draft, events);
    answerSuddenDeath(draft, events);
    openWinPrompts(draft, events);
  },
  decks: LEGACY_DECKS,
  log: LEGACY_LOG,
  strings: { en, ja, ko, pl },
};
