/**
 * The sandbox: a tiny game of plain numbered cards that proves the engine, the server and the
 * client shell know no game, and the template the next games copy. One shared deck, a hand each,
 * a row in the table's centre, one discard pile, points per player, turns; a player concedes, or
 * reaching the table's target points asks both players whether the game is won.
 */
import type { Game } from "../game";
import { SANDBOX_LOG } from "./log/describe";
import { SANDBOX_COUNTERS } from "./marks";
import { SANDBOX_MOVES } from "./moves";
import { SandboxOptions } from "./options";
import { en } from "./strings/en";
import { ja } from "./strings/ja";
import { ko } from "./strings/ko";
import { pl } from "./strings/pl";
import { openWinPrompts } from "./win";
import { SANDBOX_ZONES, SANDBOX_ZONE_IDS } from "./zones";

export const sandbox: Game = {
  id: "sandbox",
  name: "Sandbox",
  zones: SANDBOX_ZONES,
  counters: SANDBOX_COUNTERS,
  conditions: [],
  markers: [],
  options: SandboxOptions,
  setup: {
    zones: { deck: SANDBOX_ZONE_IDS.deck, hand: SANDBOX_ZONE_IDS.hand, discard: SANDBOX_ZONE_IDS.discard, looking: SANDBOX_ZONE_IDS.looking },
    // Nothing is set up in secret: there are no slots.
    faceDownZones: [],
  },
  moves: SANDBOX_MOVES,
  advisories: [],
  assists: {},
  orphanedAttachmentsTo: SANDBOX_ZONE_IDS.discard,
  // Nothing to count: the sandbox has no rule that reads what a player did this turn.
  tally: () => ({}),
  afterAction: openWinPrompts,
  log: SANDBOX_LOG,
  strings: { en, ja, ko, pl },
};
