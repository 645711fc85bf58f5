/**
 * How the Pocket game's events read in the log: the Pokémon TCG's own lines (an attack, a
 * Knock Out, Pokémon Checkup, a retreat), by import; every other event reads as every game's,
 * and the Energy Zone's and the points' notes read in this game's strings (strings/en.ts).
 */
import type { GameLog } from "../../game";
import { PTCG_LOG } from "../../ptcg/log/describe";

export const POCKET_LOG: GameLog = {
  describe: PTCG_LOG.describe,
  playedInto: ["resolving"],
  hiddenCard: PTCG_LOG.hiddenCard,
};
