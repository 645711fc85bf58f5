/**
 * How the sandbox's events read in the log: every one as every game's lines word it (the deal
 * is a note, a draw a draw), but a card from the hand into the row is "played".
 */
import type { GameLog } from "../../game";
import { SANDBOX_ZONE_IDS } from "../zones";

export const SANDBOX_LOG: GameLog = {
  describe: () => undefined,
  playedInto: [SANDBOX_ZONE_IDS.row],
};
