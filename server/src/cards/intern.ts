/**
 * Card definitions shared by every room. A deck reaches a room as JSON (a stored action, or a
 * message made plain by the session), so each table held its own copy of every definition in
 * its decks: ~15 KB per room for two demo decks, kept for the room's life (in the table and in
 * the deck.load action of its history). Equal definitions now resolve to one frozen object.
 * Frozen because rooms share it: an engine change that mutated a definition would throw rather
 * than leak into other tables.
 */
import type { Action, CardDef } from "@playmat/shared";

/** Distinct definitions kept at most: the card database is a few thousand; pasted placeholders are not kept. */
const MAX_INTERNED = 50_000;
const interned = new Map<string, CardDef>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The shared instance of a definition equal to `def` (or `def` itself when it is not kept). */
export function internDef(def: CardDef): CardDef {
  // Placeholders carry whatever name a player pasted: per table, not worth sharing.
  if (def.placeholder) return def;
  const key = JSON.stringify(def);
  const known = interned.get(key);
  if (known) return known;
  if (interned.size >= MAX_INTERNED) return def;
  interned.set(key, deepFreeze(structuredClone(def)));
  return interned.get(key)!;
}

/** A deck.load action with shared definitions; any other action as it is. */
export function internAction<A extends Action | { type: string }>(action: A): A {
  if (action.type !== "deck.load" || !Array.isArray((action as { cards?: unknown }).cards)) return action;
  const load = action as unknown as { cards: { def: CardDef; count: number }[] };
  return { ...action, cards: load.cards.map((c) => ({ ...c, def: internDef(c.def) })) };
}

/** A table's definitions by id, shared. */
export function internDefs(cards: Record<string, CardDef>): Record<string, CardDef> {
  const out: Record<string, CardDef> = {};
  for (const [id, def] of Object.entries(cards)) out[id] = internDef(def);
  return out;
}
