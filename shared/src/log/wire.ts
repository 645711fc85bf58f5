/**
 * The compact wire form of log entries (docs/protocol.md, "Log entries on the wire"). The log
 * line is most of what an opponent receives per move, and as objects most of its bytes were
 * key names ("params", "judge": false, "toSlot"…). On the wire an entry is a positional array
 * with the frequent strings replaced by small integers from the tables below; decodeLog()
 * gives back exactly the LogEntry the server rendered, so nothing above the wire changes.
 *
 * The tables are append-only: a server and a client built from different commits still agree
 * on every id both know, and anything not in a table travels as its string.
 */
import type { Seat } from "../engine/types";
import type { LogEntry, TakenBack } from "./entry";

/** Log keys by id (the most frequent first, so they take one byte). */
export const LOG_KEYS: readonly string[] = [
  "move.draw", "move.place", "move.place-from", "move.attach", "move.attach-onto", "move.attach-from",
  "move.attach-from-onto", "move.evolve", "move.evolve-onto", "move.discard", "move.play", "move.any",
  "move.top", "move.bottom", "move.under", "move.deal", "move.set-prizes", "move.take-prize",
  "move.knockout", "move.discard-stack", "move.return-top", "move.return-bottom", "move.place-face-down",
  "move.place-face-down-from", "counter.add", "counter.remove", "counter.clear", "condition.on",
  "condition.off", "condition.replace", "marker.on", "marker.off", "marker.player-on", "marker.player-off",
  "turn.began", "markers.reset", "shuffle", "search", "look.top", "look.bottom", "flip.up", "flip.down",
  "reveal", "hide", "coins.flip", "coins.burn", "coins.sleep", "attack", "stack.moved", "stack.reslotted",
  "swap.any", "swap.retreat", "swap.switch", "deck.loaded", "deck.loaded-placeholders", "phase.setup",
  "phase.playing", "phase.finished", "first.chosen", "mulligan", "setup.ready", "conceded", "game.won",
  "game.draw", "chat.player", "chat.spectator", "chat.judge", "prompt.approve-action", "prompt.approved",
  "prompt.declined", "prompt.confirm-win", "prompt.confirm-draw", "prompt.confirmed", "prompt.disputed",
  "prompt.approve-undo", "prompt.approve-undo-revealing", "prompt.undo-declined", "prompt.undo-lapsed",
  "prompt.take-prizes", "prompt.dismissed", "history.undone", "history.rewound", "table.turn-set",
  "table.paused", "table.resumed", "sharing.hands-off", "sharing.hands-on", "sharing.hands-on-both",
  "record.reveal-off", "record.reveal-on", "record.reveal-both", "counter.checkup", "condition.checkup-off", "first.second",
  "first.first", "first.won", "first.go", "history.undone-by-judge", "practice.viewed",
];

/** Param names by id; on the wire a name's tag is id * 2, plus 1 when the value is a VALUES id. */
export const PARAM_NAMES: readonly string[] = [
  "count", "hidden", "cards", "to", "toSlot", "from", "fromSlot", "target", "card", "at", "atSlot",
  "other", "counter", "amount", "total", "condition", "replaced", "marker", "zone", "player", "number",
  "results", "heads", "attack", "markers", "coin", "reason", "text", "name", "slot", "placeholders",
  "action", "actionZone", "onto", "evolvesFrom", "agreedBy",
];

/** Frequent param values (zone keys, seats, counters): sent as their id. */
export const PARAM_VALUES: readonly string[] = [
  "p1", "p2", "p1.hand", "p2.hand", "p1.active", "p2.active", "p1.bench", "p2.bench", "p1.discard",
  "p2.discard", "p1.deck", "p2.deck", "p1.prize", "p2.prize", "stadium", "resolving", "damage", "heads",
  "tails",
];

const keyIds = new Map(LOG_KEYS.map((k, i) => [k, i]));
const nameIds = new Map(PARAM_NAMES.map((k, i) => [k, i]));
const valueIds = new Map(PARAM_VALUES.map((k, i) => [k, i]));
const SEAT_IDS: readonly (Seat | null)[] = [null, "p1", "p2"];

const JUDGE = 1;
const CROSS_SIDE = 2;
const CONTINUES = 4;

/**
 * `[seq, key, params, seat, flags, advisory, takenBack]`, trailing defaults left off:
 * key: a LOG_KEYS id or the key; params: flat `[tag, value, …]` (tag: a PARAM_NAMES id * 2
 * (+1: the value is a PARAM_VALUES id) or the name); seat: 0 none, 1 p1, 2 p2; flags: 1 judge,
 * 2 crossSide, 4 continues; advisory and takenBack as in LogEntry (0 when absent before a later field).
 */
export type WireLogEntry = (number | string | (number | string)[] | object)[];

export function encodeLogEntry(entry: LogEntry): WireLogEntry {
  const params: (number | string)[] = [];
  // for…in rather than Object.entries: no pair arrays for every line sent to every client.
  for (const name in entry.params) {
    const value = entry.params[name]!;
    const id = nameIds.get(name);
    const valueId = typeof value === "string" ? valueIds.get(value) : undefined;
    if (id === undefined) params.push(name, value);
    else if (valueId === undefined) params.push(id * 2, value);
    else params.push(id * 2 + 1, valueId);
  }
  const wire: WireLogEntry = [
    entry.seq,
    keyIds.get(entry.key) ?? entry.key,
    params,
    entry.seat === null ? 0 : SEAT_IDS.indexOf(entry.seat),
    (entry.judge ? JUDGE : 0) | (entry.crossSide ? CROSS_SIDE : 0) | (entry.continues ? CONTINUES : 0),
    entry.advisory ?? 0,
    entry.takenBack ?? 0,
  ];
  // Drop trailing defaults (seq and key always stay).
  while (wire.length > 2) {
    const last = wire[wire.length - 1];
    if (last === 0 || (Array.isArray(last) && last.length === 0)) wire.pop();
    else break;
  }
  return wire;
}

export const encodeLog = (entries: readonly LogEntry[]): WireLogEntry[] => entries.map(encodeLogEntry);

/** A wire entry back to its LogEntry. Entries still in object form (an older server) pass through. */
export function decodeLogEntry(wire: unknown): LogEntry {
  if (!Array.isArray(wire)) return wire as LogEntry;
  const [seq, key, flat = [], seat = 0, flags = 0, advisory = 0, takenBack = 0] = wire as [
    number, number | string, (number | string)[]?, number?, number?, (LogEntry["advisory"] | 0)?, (TakenBack | 0)?,
  ];
  const params: LogEntry["params"] = {};
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const tag = flat[i]!;
    const value = flat[i + 1]!;
    if (typeof tag === "string") params[tag] = value;
    else params[PARAM_NAMES[tag >> 1] ?? String(tag >> 1)] = tag & 1 ? (PARAM_VALUES[value as number] ?? String(value)) : value;
  }
  const entry: LogEntry = {
    seq,
    key: typeof key === "number" ? (LOG_KEYS[key] ?? String(key)) : key,
    params,
    seat: SEAT_IDS[seat] ?? null,
    judge: (flags & JUDGE) !== 0,
  };
  if (advisory) entry.advisory = advisory;
  if (flags & CROSS_SIDE) entry.crossSide = true;
  if (takenBack) entry.takenBack = takenBack;
  if (flags & CONTINUES) entry.continues = true;
  return entry;
}

export const decodeLog = (wire: readonly unknown[]): LogEntry[] => wire.map(decodeLogEntry);
