/**
 * Pokémon TCG Pocket (seed 000; issue 29): the Pokémon TCG's cards, evolutions, conditions and
 * Checkup, by import, on Pocket's field (an Active Spot, a Bench of 3, an Energy Zone, no
 * prizes), with 20-card decks, Energy from the Energy Zone and 3 points to win.
 */
import type { Game } from "../game";
import { endConditionsOnEvolve } from "../ptcg/evolution";
import { POCKET_ADVISORIES } from "./advisories";
import { POCKET_ASSISTS } from "./assists";
import { POCKET_DECKS } from "./decks";
import { runEnergyZones } from "./energy";
import { POCKET_LOG } from "./log/describe";
import { POCKET_COUNTERS, POCKET_MARKERS } from "./marks";
import { POCKET_MOVES } from "./moves";
import { PocketOptions } from "./options";
import { deckLoaded, startsOutsideDeck } from "./setup";
import { en } from "./strings/en";
import { ja } from "./strings/ja";
import { ko } from "./strings/ko";
import { pl } from "./strings/pl";
import { pocketTally } from "./tally";
import { openWinPrompts } from "./win";
import { FACE_DOWN_UNTIL_PLAY, POCKET_PILES, POCKET_ZONES } from "./zones";

export const ptcgPocket: Game = {
  id: "ptcg-pocket",
  name: "Pokémon TCG Pocket",
  zones: POCKET_ZONES,
  counters: POCKET_COUNTERS,
  conditions: [
    { id: "poisoned" },
    { id: "burned" },
    { id: "asleep", group: "rotation" },
    { id: "confused", group: "rotation" },
    { id: "paralyzed", group: "rotation" },
  ],
  markers: POCKET_MARKERS,
  options: PocketOptions,
  setup: {
    faceDownZones: FACE_DOWN_UNTIL_PLAY,
    zones: { deck: POCKET_PILES.deck, hand: POCKET_PILES.hand, discard: POCKET_PILES.discard, looking: POCKET_PILES.looking },
    deckLoaded,
    startsOutsideDeck,
  },
  moves: POCKET_MOVES,
  advisories: POCKET_ADVISORIES,
  assists: POCKET_ASSISTS,
  stackTopChanged: endConditionsOnEvolve,
  orphanedAttachmentsTo: POCKET_PILES.discard,
  tally: pocketTally,
  afterAction(draft, events) {
    runEnergyZones(draft, events);
    openWinPrompts(draft, events);
  },
  decks: POCKET_DECKS,
  log: POCKET_LOG,
  strings: { en, ja, ko, pl },
};
