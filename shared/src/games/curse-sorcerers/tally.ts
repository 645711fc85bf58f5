/**
 * What a player did this turn, counted from events: sorcerers summoned in each main phase
 * (§4.2: at most one in each; a sorcerer from the hand onto the stack or straight onto the
 * field), and cards drawn in the draw phase (the first player's first draw, options.ts). A
 * judge's corrections count for nobody.
 */
import type { TableEvent } from "../../engine/events";
import type { Actor, TableState } from "../../engine/types";
import { kindOf } from "./cards/read";
import { phaseOf, type Phase } from "./marks";
import { ZONE_IDS } from "./zones";

export const summonedKey = (phase: Phase): string => `summoned.${phase}`;
export const DRAWN_IN_DRAW_PHASE = "drawn.draw-phase";

const zoneId = (key: string) => key.split(".").pop();

/** Sorcerers this action summoned: from a hand onto the stack or a field. */
export function summoned(state: TableState, events: readonly TableEvent[]): number {
  let n = 0;
  for (const e of events) {
    if (e.type !== "cards.moved" || zoneId(e.from.zone) !== ZONE_IDS.hand) continue;
    if (e.to.zone !== ZONE_IDS.stack && zoneId(e.to.zone) !== ZONE_IDS.field) continue;
    n += e.cards.filter((c) => kindOf(state.cards[c.defId]) === "sorcerer").length;
  }
  return n;
}

export function tally(state: TableState, events: readonly TableEvent[], actor: Actor): Partial<Record<string, number>> {
  // A judge setting up or correcting a position summons and draws nothing in the player's turn.
  if (actor.judge) return {};
  const out: Record<string, number> = {};
  const phase = phaseOf(state.turn);
  const n = summoned(state, events);
  if (n > 0) out[summonedKey(phase)] = n;
  const drawn = events.filter((e) => e.type === "cards.moved" && e.via === "draw").reduce((sum, e) => sum + (e.type === "cards.moved" ? e.cards.length : 0), 0);
  if (drawn > 0 && phase === "draw") out[DRAWN_IN_DRAW_PHASE] = drawn;
  return out;
}
