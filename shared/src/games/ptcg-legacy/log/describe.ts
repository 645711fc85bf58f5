/**
 * How the legacy table's own events read in the log: the Pokémon TCG's lines (ptcg/log) for
 * what the two share (a mulligan, a Prize card, an attack, Pokémon Checkup), and the Sudden
 * Death question. Its moves' and assists' lines are notes (`note.legacy-*` in its strings), named
 * by the log's own note describer with the audience rule.
 */
import type { TableEvent } from "../../../engine/events";
import type { Viewer } from "../../../engine/types";
import type { GameLog } from "../../game";
import { PTCG_LOG } from "../../ptcg/log/describe";
import { SUDDEN_DEATH } from "../sudden-death";

function describe(event: TableEvent, viewer: Viewer) {
  if (event.type === "prompt.opened" && event.prompt.kind === SUDDEN_DEATH) {
    // One line for the pair of questions: the one to player 1 tells it.
    return event.prompt.to === "p1" ? { key: "prompt.sudden-death", params: {}, actorless: true } : null;
  }
  if (event.type === "prompt.closed" && event.prompt.kind === SUDDEN_DEATH) {
    if (event.withdrawn) return null;
    return { key: event.accepted ? "prompt.sudden-death-accepted" : "prompt.sudden-death-declined", params: { player: event.prompt.to } };
  }
  return PTCG_LOG.describe(event, viewer);
}

export const LEGACY_LOG: GameLog = { ...PTCG_LOG, describe };
