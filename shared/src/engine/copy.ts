/**
 * Copies of the table. An action works on a draft: the small fields are copied at once, each
 * zone only when something first reaches it (copy on access). A move touches two or three of
 * some twenty zones, and copying every card of both decks for each action was most of apply()'s
 * time. Untouched zones stay shared between the table before and after: tables are never
 * mutated once an action is done, so sharing is safe (apply() never writes to its input).
 */
import type { Card, Stack, TableState, Zone } from "./types";

const dataProperty = (value: unknown): PropertyDescriptor => ({ value, enumerable: true, writable: true, configurable: true });

export function cloneTable(state: TableState): TableState {
  // Card definitions never change after a deck is loaded: share them instead of copying.
  const { cards, ...rest } = state;
  return { ...copyPlain(rest), cards };
}

/**
 * A deep copy of plain data (objects, arrays, strings, numbers, booleans, null): all a table
 * holds. A spread copies an object's flat fields in one step (a card is nothing but those);
 * only nested objects and arrays recurse. Several times faster than structuredClone.
 */
export function copyPlain<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyPlain(value[i]);
    return out as T;
  }
  // Spread defines own data properties: an own "__proto__" key (JSON may carry one) stays data.
  const out = { ...(value as object) } as Record<string, unknown>;
  for (const key in out) {
    const field = out[key];
    if (field === null || typeof field !== "object") continue;
    if (key === "__proto__") Object.defineProperty(out, key, dataProperty(copyPlain(field)));
    else out[key] = copyPlain(field);
  }
  return out as T;
}

/**
 * Asked of a draft's zones (the proxy), gives the plain object behind it. Not a WeakMap from
 * proxy to target: V8 keeps a WeakMap's values alive through young collections, so a map
 * written once per action carried every action's zones through the next scavenges.
 */
const TARGET = Symbol("draft zones");

/**
 * A working copy of the table for one action. Its zones are a proxy over a shallow copy of the
 * base's: the first read of a zone by any path (draft.zone(), Object.values(state.zones), a
 * game's hook) puts a copy in its place (copyZone), so nothing can write through to the base.
 * finishDraft() swaps the proxy for the plain object behind it.
 */
export function draftTable(base: TableState): TableState {
  const out = {} as Record<string, unknown>;
  // Same key order as the base (snapshots and records are JSON of the table).
  for (const key of Object.keys(base) as (keyof TableState)[]) {
    if (key === "cards") out.cards = base.cards; // never changes after a deck is loaded
    else if (key === "options") out.options = base.options; // fixed when the table is created
    else if (key === "zones") out.zones = lazyZones(base.zones);
    else out[key] = copyPlain(base[key]);
  }
  return out as unknown as TableState;
}

function lazyZones(zones: Record<string, Zone>): Record<string, Zone> {
  const target = { ...zones }; // spread defines own data properties, an own "__proto__" included
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      if (key === TARGET) return t;
      if (typeof key !== "string" || !Object.hasOwn(t, key)) return Reflect.get(t, key, receiver);
      const zone = t[key]!;
      // Still the base's own object: this is the first access.
      if (zone !== zones[key]) return zone;
      const copy = copyZone(zone);
      Object.defineProperty(t, key, dataProperty(copy));
      return copy;
    },
  });
  return proxy;
}

/** The plain object behind a draft's zones, or undefined for zones that are no draft's. */
const targetOf = (zones: Record<string, Zone>): Record<string, Zone> | undefined =>
  (zones as unknown as { [TARGET]?: Record<string, Zone> })[TARGET];

/**
 * A zone for a draft to change. A pile gets its own list of the same card objects: an action
 * moves or writes a few of a pile's cards (a draw takes one of sixty), and the draft copies a
 * card before it writes one (Draft.own, Draft.refreshed). A slot zone gets its own list of the
 * same stacks: an action writes one or two of a row's stacks (counters, conditions, cards on top,
 * cards taken and added), and the draft copies a stack before it writes one (Draft.ownStack);
 * a card in a slot is written only through Draft.own too.
 */
function copyZone(zone: Zone): Zone {
  if (zone.layout === "pile") return { ...zone, cards: zone.cards.slice() };
  return { ...zone, slots: zone.slots.slice() };
}

/** A stack's own copy: its lists and counters copied, its cards (`cards`, `attached`) shared. */
export function copyStack(stack: Stack): Stack {
  const out = { ...stack } as unknown as Record<string, unknown>;
  for (const key in out) {
    const field = out[key];
    if (field === null || typeof field !== "object") continue;
    const copy = key === "cards" || key === "attached" ? (field as Card[]).slice() : copyPlain(field);
    if (key === "__proto__") Object.defineProperty(out, key, dataProperty(copy));
    else out[key] = copy;
  }
  return out as unknown as Stack;
}

/** The zones as they stand, without copying any: for reading layout, owner and spec only. */
export function peekZones(zones: Record<string, Zone>): Readonly<Record<string, Zone>> {
  return targetOf(zones) ?? zones;
}

/**
 * Ends a draft: zones nobody reached stay the base's own objects, shared by both tables, and so
 * does every small field the action left as it was. Those are copied whole by draftTable() (a
 * move's handlers and rules may write any of them), yet most actions change none of the
 * players, prompts or controls: sharing them back lets the copies die young instead of living
 * with the table until the room's next move, and tells readers by identity that nothing changed.
 */
export function finishDraft(state: TableState, base: TableState): void {
  const target = targetOf(state.zones);
  if (target) state.zones = target;
  const fields = state as unknown as Record<string, unknown>;
  const before = base as unknown as Record<string, unknown>;
  for (const key in fields) {
    if (key === "zones" || fields[key] === before[key] || !Object.hasOwn(before, key)) continue;
    if (samePlain(fields[key], before[key])) fields[key] = before[key];
  }
}

/** Whether two values of plain data (what a table holds) are equal all the way down. */
export function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!samePlain(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(y, key) || !samePlain(x[key], y[key])) return false;
    keys++;
  }
  for (const _ in y) keys--;
  return keys === 0;
}
