/**
 * How the game's own events read in the log, asked before the log's own describers: the
 * "respond?" question and its answer. Its notes (phase, ability, combat, loop, mulligan) are
 * worded by its strings (`note.<key>`); every other event reads as every game's, and a card
 * from the hand onto the stack is "played".
 */
import type { TableEvent } from "../../../engine/events";
import type { GameLog } from "../../game";
import { RESPOND } from "../stack/respond";
import { ZONE_IDS } from "../zones";

function describe(event: TableEvent): { key: string; params: Record<string, string | number> } | null | undefined {
  if (event.type === "prompt.opened" && event.prompt.kind === RESPOND) {
    // The card is on the public stack: its name is everyone's.
    return { key: "prompt.respond", params: { player: event.prompt.to, name: String(event.prompt.data.name ?? "") } };
  }
  if (event.type === "prompt.closed" && event.prompt.kind === RESPOND) {
    if (event.withdrawn) return null;
    return { key: event.accepted ? "prompt.responds" : "prompt.passes", params: { player: event.prompt.to } };
  }
  return undefined;
}

export const SORCERER_LOG: GameLog = {
  describe,
  playedInto: [ZONE_IDS.stack],
};
