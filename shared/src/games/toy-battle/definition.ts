/**
 * Toy Battle (seed 003, 토이배틀): two players stack toy-soldier tiles on the spots of a
 * battlefield map, to take the opponent's headquarters or gather the medals the map asks for.
 * As everywhere in Playmat the players move their own tiles (a placement is the core `move`
 * from the stand onto a spot of the board), the effects are one-click assists, and the rules
 * speak as advisories and "won?" prompts, never as refusals.
 */
import type { Game } from "../game";
import { afterAction } from "./after-action";
import { TOY_BATTLE_ADVISORIES } from "./advisories";
import { TOY_BATTLE_ASSISTS } from "./assists";
import { TOY_BATTLE_LOG } from "./log/describe";
import { TOY_BATTLE_COUNTERS, TOY_BATTLE_MARKERS } from "./marks";
import { TOY_BATTLE_MOVES } from "./moves";
import { TOY_BATTLE_NEW_TABLE_OPTIONS, ToyBattleOptions } from "./options";
import { en } from "./strings/en";
import { ja } from "./strings/ja";
import { ko } from "./strings/ko";
import { pl } from "./strings/pl";
import { tally } from "./tally";
import { TOY_BATTLE_ZONE_IDS as Z, TOY_BATTLE_ZONES } from "./zones";

export const toyBattle: Game = {
  id: "toy-battle",
  name: "Toy Battle",
  zones: TOY_BATTLE_ZONES,
  counters: TOY_BATTLE_COUNTERS,
  conditions: [],
  markers: TOY_BATTLE_MARKERS,
  options: ToyBattleOptions,
  newTableOptions: TOY_BATTLE_NEW_TABLE_OPTIONS,
  setup: {
    // The engine's draw takes from the supply onto the stand; a tile given back goes to its owner's stand, supply or discard pile.
    zones: { deck: Z.supply, hand: Z.stand, discard: Z.discard, looking: Z.looking },
    // Tiles are placed face up: nothing is set up in secret on the board.
    faceDownZones: [],
  },
  moves: TOY_BATTLE_MOVES,
  advisories: TOY_BATTLE_ADVISORIES,
  assists: TOY_BATTLE_ASSISTS,
  orphanedAttachmentsTo: Z.discard,
  tally,
  afterAction,
  log: TOY_BATTLE_LOG,
  strings: { en, ja, ko, pl },
};
