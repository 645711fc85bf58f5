/**
 * The game's counters, conditions and markers (its flags): on stacks, on players and on the
 * turn, as its definition declares them (CounterSpec, MarkerSpec).
 */
import type { ActionOf, SlotRef } from "../actions";
import { ActionError, type Draft } from "../draft";
import type { Place } from "../events";
import type { Seat, Stack } from "../types";
import { actingSeat } from "./cards";

function touchStack(draft: Draft, ref: SlotRef): { stack: Stack; place: Place } {
  const zone = draft.slots(ref.zone);
  const stack = draft.ownStackAt(ref);
  draft.assertMayTouch({ zone, card: draft.topOf(stack), stack, slot: ref.slot, layer: "card" });
  return { stack, place: { zone: zone.key, slot: ref.slot } };
}

function known(list: readonly { id: string }[] | readonly string[], id: string, what: string): void {
  const ids = list.map((x) => (typeof x === "string" ? x : x.id));
  if (!ids.includes(id)) throw new ActionError(`${what}.unknown`, `Unknown ${what} "${id}"; this game has: ${ids.join(", ")}.`);
}

const MAX_COUNTER = 9990;

/**
 * A change that leaves the counter as it is (removing from a stack that has none, setting what
 * it already has, adding to one at the most it holds) changes nothing and writes no log line,
 * as turning on a condition the stack already has. (Not refused here:
 * stored games hold such actions, and a restart replays them; the room refuses a new one,
 * `action.unchanged`, engine/unchanged.ts.)
 */
export function changeCounter(draft: Draft, ref: SlotRef, counter: string, mode: "add" | "set", amount: number, cause?: string): void {
  known(draft.definition.counters.filter((c) => c.scope === "stack"), counter, "counter");
  const { stack, place } = touchStack(draft, ref);
  const from = stack.counters[counter] ?? 0;
  // Bounded like a physical counter pile, and within what clients can display.
  const to = Math.min(MAX_COUNTER, Math.max(0, mode === "add" ? from + amount : amount));
  if (to === from) return;
  if (to === 0) delete stack.counters[counter];
  else stack.counters[counter] = to;
  draft.emit({ type: "counter.changed", place, top: draft.mention(draft.topOf(stack), draft.zone(ref.zone)), counter, from, to, ...(cause && { cause }) });
}

export function counter(draft: Draft, action: ActionOf<"counter">): void {
  if (action.stack) changeCounter(draft, action.stack, action.counter, action.mode, action.amount);
  else changePlayerCounter(draft, action.counter, action.mode, action.amount);
}

/**
 * The acting player sets its own counter by hand (points kept on a score pad), within the same
 * bounds as a stack's. A change that leaves it as it is emits nothing, as changeCounter.
 */
function changePlayerCounter(draft: Draft, counter: string, mode: "add" | "set", amount: number): void {
  const spec = draft.definition.counters.find((c) => c.id === counter);
  if (spec?.scope === "stack") throw new ActionError("counter.scope", `"${counter}" goes on a stack: name the stack.`);
  known(draft.definition.counters.filter((c) => c.scope === "player"), counter, "counter");
  const seat = actingSeat(draft);
  const player = draft.state.players[seat];
  const from = player.counters[counter] ?? 0;
  const to = Math.min(MAX_COUNTER, Math.max(0, mode === "add" ? from + amount : amount));
  if (to === from) return;
  const { [counter]: _old, ...others } = player.counters;
  player.counters = to === 0 ? others : { ...others, [counter]: to };
  draft.emit({ type: "player-counter.changed", seat, counter, from, to });
}

/** The turns conditions came on, without those of `conditions`. */
function withoutTurns(turns: Record<string, number> | undefined, conditions: readonly string[]): Record<string, number> {
  return Object.fromEntries(Object.entries(turns ?? {}).filter(([c]) => !conditions.includes(c)));
}

/** `checkup`: a game's between-turns routine (an assist) does it: its log line names no player. */
export function setCondition(draft: Draft, ref: SlotRef, condition: string, on: boolean, checkup = false): void {
  const specs = draft.definition.conditions;
  known(specs, condition, "condition");
  const { stack, place } = touchStack(draft, ref);
  const group = specs.find((c) => c.id === condition)?.group;
  let replaced: string[] = [];
  if (on && !stack.conditions.includes(condition)) {
    // Conditions of one group replace each other (seed 001 §9.3: asleep, confused, paralyzed).
    replaced = group ? stack.conditions.filter((c) => specs.find((s) => s.id === c)?.group === group) : [];
    stack.conditions = [...stack.conditions.filter((c) => !replaced.includes(c)), condition];
    stack.conditionTurns = { ...withoutTurns(stack.conditionTurns, replaced), [condition]: draft.state.turn.number };
  } else if (!on) {
    if (!stack.conditions.includes(condition)) return;
    stack.conditions = stack.conditions.filter((c) => c !== condition);
    stack.conditionTurns = withoutTurns(stack.conditionTurns, [condition]);
  } else return;
  draft.emit({ type: "condition.changed", place, top: draft.mention(draft.topOf(stack), draft.zone(ref.zone)), condition, on, replaced, ...(checkup && { checkup: true as const }) });
}

export function condition(draft: Draft, action: ActionOf<"condition">): void {
  setCondition(draft, action.stack, action.condition, action.on);
}

export function marker(draft: Draft, action: ActionOf<"marker">): void {
  const spec = draft.definition.markers.find((m) => m.id === action.marker);
  if (spec?.scope === "turn") throw new ActionError("marker.scope", `"${action.marker}" is the turn's: the game's moves set it.`);
  // The markers a player may put on and take off by hand.
  known(draft.definition.markers.filter((m) => m.scope !== "turn"), action.marker, "marker");
  if (action.stack) {
    if (spec?.scope !== "stack") throw new ActionError("marker.scope", `"${action.marker}" is a player marker, not a marker for a stack.`);
    const { stack, place } = touchStack(draft, action.stack);
    const has = stack.markers.includes(action.marker);
    if (has === action.on) return;
    stack.markers = action.on ? [...stack.markers, action.marker] : stack.markers.filter((m) => m !== action.marker);
    const top = draft.topOf(stack);
    draft.emit({ type: "marker.changed", place, seat: top.owner, top: draft.mention(top, draft.zone(action.stack.zone)), marker: action.marker, on: action.on });
    return;
  }
  if (spec?.scope !== "player") throw new ActionError("marker.scope", `"${action.marker}" goes on a stack: name the stack (its zone and slot).`);
  const seat = actingSeat(draft);
  const player = draft.state.players[seat];
  if (player.markers.includes(action.marker) === action.on) return;
  player.markers = action.on ? [...player.markers, action.marker] : player.markers.filter((m) => m !== action.marker);
  draft.emit({ type: "marker.changed", place: null, seat, top: null, marker: action.marker, on: action.on });
}

/** A declared counter or marker of this scope, or a game bug: refused like an unknown one, never kept unnamed. */
function declared(list: readonly { id: string; scope: string }[], id: string, scope: string, what: string): void {
  known(list.filter((x) => x.scope === scope), id, what);
}

/**
 * Adds to a player's counter for a game's move (a move that counts how often it was made); returns the new
 * count. Emits nothing: the move's own event says what happened (and carries the count).
 */
export function addPlayerCounter(draft: Draft, seat: Seat, counter: string, amount: number): number {
  declared(draft.definition.counters, counter, "player", "counter");
  const player = draft.state.players[seat];
  const to = Math.min(MAX_COUNTER, Math.max(0, (player.counters[counter] ?? 0) + amount));
  const { [counter]: _old, ...others } = player.counters;
  player.counters = to === 0 ? others : { ...player.counters, [counter]: to };
  return to;
}

/** Sets a turn marker for a game's move (an attack was declared); the next turn starts without it. Emits nothing, as addPlayerCounter. */
export function setTurnMarker(draft: Draft, marker: string): void {
  declared(draft.definition.markers, marker, "turn", "marker");
  const turn = draft.state.turn;
  if (!turn.markers.includes(marker)) turn.markers = [...turn.markers, marker];
}
