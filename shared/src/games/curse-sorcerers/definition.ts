/**
 * Curse Sorcerers: the stack-and-priority card game of seed 004 ("SDD 04: Comprehensive Rules"),
 * played by hand. Each player has a deck, a hand, a field of three sorcerer slots and a
 * graveyard; both share the stack. The rules speak as advisories and assists; prompts ask
 * "respond?" and "won?", and nothing resolves or ends by itself. Its table in the client is
 * client/src/games/curse-sorcerers/.
 */
import type { Game } from "../game";
import { afterAction } from "./after-action";
import { SORCERER_ADVISORIES } from "./advisories";
import { SORCERER_ASSISTS } from "./combat/assists";
import { SORCERER_DECKS } from "./decks";
import { GAME_ID, GAME_NAME } from "./ids";
import { SORCERER_LOG } from "./log/describe";
import { SORCERER_COUNTERS, SORCERER_MARKERS } from "./marks";
import { SORCERER_MOVES } from "./moves";
import { SorcererOptions } from "./options";
import { deckLoaded } from "./setup/deal";
import { en } from "./strings/en";
import { ja } from "./strings/ja";
import { ko } from "./strings/ko";
import { pl } from "./strings/pl";
import { tally } from "./tally";
import { SORCERER_ZONES, ZONE_IDS } from "./zones";

export const curseSorcerers: Game = {
  id: GAME_ID,
  name: GAME_NAME,
  zones: SORCERER_ZONES,
  counters: SORCERER_COUNTERS,
  conditions: [],
  markers: SORCERER_MARKERS,
  options: SorcererOptions,
  setup: {
    zones: { deck: ZONE_IDS.deck, hand: ZONE_IDS.hand, discard: ZONE_IDS.graveyard, looking: ZONE_IDS.looking },
    // Nothing is set up in secret: sorcerers are summoned face up during play.
    faceDownZones: [],
    deckLoaded: (draft) => deckLoaded(draft),
  },
  moves: SORCERER_MOVES,
  advisories: SORCERER_ADVISORIES,
  assists: SORCERER_ASSISTS,
  orphanedAttachmentsTo: ZONE_IDS.graveyard,
  tally,
  afterAction,
  decks: SORCERER_DECKS,
  log: SORCERER_LOG,
  strings: { en, ja, ko, pl },
};
