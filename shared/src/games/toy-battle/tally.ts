/**
 * What a player did this turn (seed 003 §자신의 차례에 할 수 있는 행동: one action a turn, a
 * draw or a placement), read from each action's events: the turn's actions, and the extra
 * placements Captain's effect granted. An effect's own draw (Skully, Rainbow) is no action:
 * its note comes first (assists/effect.ts).
 */
import type { TableEvent } from "../../engine/events";
import type { Actor, TableState } from "../../engine/types";
import { EFFECT_NOTE } from "./assists/effect";
import { placementsIn } from "./placements";
import { TOY_BATTLE_ZONE_IDS as Z } from "./zones";

export const TALLY = { actions: "actions", grants: "grants" } as const;

export function tally(_state: TableState, events: readonly TableEvent[], actor: Actor): Partial<Record<string, number>> {
  // A judge's correction is nobody's turn action.
  if (actor.judge) return {};
  const effect = events.find((e) => e.type === "note" && e.key.startsWith(EFFECT_NOTE));
  if (effect) return effect.type === "note" && effect.key === `${EFFECT_NOTE}extra-placement` ? { [TALLY.grants]: 1 } : {};
  const placed = placementsIn(events).some((p) => p.seat === actor.seat);
  const drew = events.some((e) => e.type === "cards.moved" && e.via === "draw" && e.to.zone === `${actor.seat}.${Z.stand}`);
  return placed || drew ? { [TALLY.actions]: 1 } : {};
}
