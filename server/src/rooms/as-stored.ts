/**
 * An action as the store will give it back: what TableSession keeps in its history and writes
 * to the action log, so that a restore replays the table that was played.
 */
import type { Action } from "@playmat/shared";

/**
 * The action as the store will give it back (JSON), so the table a restore replays is the one
 * that was played: no undefined, Date, NaN or -0 that JSON would quietly turn into something else.
 * With its JSON text: JSON.stringify of the parsed action gives that text again, so the store
 * takes it as it is instead of writing it out a second time. An action that JSON gives back as
 * it is (nearly all: the message guard hands over plain data) is kept, not parsed back: the
 * parse was a move's biggest single cost in this path.
 */
export function asStored(action: Action): { action: Action; text: string } | undefined {
  try {
    const text = JSON.stringify(action);
    return { action: survivesJson(action) ? action : (JSON.parse(text) as Action), text };
  } catch {
    return undefined; // a BigInt, a cycle
  }
}

/** Deeper than any action the message guard lets through; past it, the parse decides. */
const MAX_PLAIN_DEPTH = 32;

/**
 * Whether JSON.parse(JSON.stringify(value)) is the same value: strings, booleans, null, finite
 * numbers other than -0, plain arrays without holes or other properties, and plain objects of
 * those, no symbol keys, no toJSON (JSON writes what it returns instead).
 */
export function survivesJson(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object":
      break;
    default:
      return false; // undefined, a function, a BigInt, a symbol
  }
  if (value === null) return true;
  if (depth >= MAX_PLAIN_DEPTH) return false;
  if ("toJSON" in value) return false; // own, inherited or not enumerable: JSON calls it all the same
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return false; // a subclass
    // A property besides the items is dropped by JSON. A hole reads as undefined, which fails.
    if (Object.keys(value).length !== value.length) return false;
    for (let i = 0; i < value.length; i++) if (!survivesJson(value[i], depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false; // a Date, a Map, a class, no prototype
  if (Object.getOwnPropertySymbols(value).length > 0) return false;
  for (const key in value) if (!survivesJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}
