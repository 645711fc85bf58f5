/**
 * A hostile client can't crash a room, corrupt a game or slip anything past validation.
 *
 * A seeded fuzzer sends thousands of messages from every role (both players, a spectator, a
 * judge), at a table of every game that has a test kit (TEST_KITS, shared/src/testing/game-kits.ts),
 * one after the other: legal-ish actions read off the table by the game's kit, mutations of them (wrong types, missing and
 * extra fields, other seats' zones, stale ids, huge and negative numbers, unknown types,
 * `__proto__`/`constructor` keys and names, lone surrogates and other odd text, bigints,
 * dates, binary, deep nesting), junk of every other kind, unknown message types, raw frames
 * that aren't the protocol at all, and payloads over the transport's size limit; undo
 * requests, judges' rewinds, chat and game-record requests, well-formed and hostile. After each
 * message: the server answers health checks, and a message the server refused left the
 * engine's table exactly as it was (a checksum of the table, read in-process; an accepted chat
 * line adds one log line and nothing else); a well-formed action the rules refuse (face down into
 * a pile that shows its cards, an action that would change nothing: support/must-refuse.ts) was
 * not accepted. At the end the table equals a replay() of the
 * accepted actions from the same seed (a fold of the history once an undo or a rewind took
 * some back), every screen still decodes the same table, and Object.prototype is untouched.
 *
 * FUZZ_SEED=<n> repeats a run (FUZZ_SEED=random explores a new one); FUZZ_MESSAGES=<n> makes it
 * longer (default 800, shared out among the games).
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import { Client, type Room } from "@colyseus/sdk";
// The encoder @colyseus/sdk itself uses on the wire.
import { Packr, unpack } from "msgpackr";
import {
  type Action, type Actor, type ClientAction, createTable as newTable, foldHistory,
  type Game, gameById, type HistoryEntry, isCorrection, JUDGE_ONLY_ACTIONS, MESSAGES, replay, ROOM_NAME,
  type Seat as SeatId, survivorsOf, type TableState,
} from "@playmat/shared";
import { TEST_KITS, type GameTestKit } from "@playmat/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFor, resolveList } from "../src/decks/deck-loader";
import { CLOSE_RATE_LIMITED, MAX_OPEN_REQUESTS } from "../src/rooms/message-guard";
import { DEFAULT_RATE_LIMIT } from "../src/rooms/rate-limit";
import { roomServices } from "../src/rooms/services";
import { winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { Prng, seedFrom } from "./support/prng";
import { mustRefuse } from "./support/must-refuse";
import { recordAs } from "./support/record-websocket";
import { canonical, checksum, truthOf } from "./support/truth";

const PORT = 2573;
const TABLE_SEED = 90210;
const FUZZ_SEED = seedFrom("FUZZ_SEED", 424242);
const TOTAL = Number(process.env.FUZZ_MESSAGES || 800);
/** The games with a test kit, fuzzed one after the other; the messages are shared out among them. */
const KITS = Object.values(TEST_KITS).filter((kit) => gameById(kit.game));
const COUNT = Math.ceil(TOTAL / KITS.length);

let server: TestServer;
// The game being fuzzed, its table and what the run learned of it: set anew for each game (fuzzGame).
let kit: GameTestKit;
let game: Game;
let roomId: string;
const clients = {} as Record<"p1" | "p2" | "spectator" | "judge", Seat>;
let raw: Seat;
let r: Prng;
/** What the table accepted, in order: actions as sent, and the server's entry for undo requests and corrections. */
let accepted: { action: HistoryEntry["action"]; actor: Actor }[];
let stats: { sent: number; accepted: number; refused: number; raw: number; reconnects: number; slowest: number; corrections: number; chats: number; mustRefuse: number };
/** The message that took longest, to name in a failure. */
let slowestMessage: string;
let refusals: Map<string, number>;
let seenPids: Set<string>;

/** JSON for failure messages: bigints and all. */
const show = (value: unknown) => {
  try {
    return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? `${v}n` : v))?.slice(0, 300);
  } catch {
    return String(value);
  }
};
const where = (i: number) => `(FUZZ_SEED=${FUZZ_SEED}, ${kit.game} message #${i})`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- hostile values --------------------------------------------------------------------
const deep = (n: number) => {
  let v: unknown = { end: true };
  for (let i = 0; i < n; i++) v = r.chance(0.5) ? { a: v } : [v];
  return v;
};
/** Names an object inherits: a lookup by a client-sent name must never find these. */
const PROTO_NAMES = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "__defineGetter__", "__lookupGetter__"];
const EVIL_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__", "", "0", "type", "as", "zone", "pid"];
const EVIL_STRINGS = [
  "", " ", "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf",
  "p3.hand", "p1.hand.x", "../p1.hand", "p1.", ".", "stadium", "P1.HAND", "p1.hand\n", "p1.hand\u0000",
  "\u0000", "\ud800", "\udfff", "a\ud83d", "\ud83d\ude00", "\u202eevil", "\u200b", "e\u0301", "Ｐ１.hand", "%s%n%x", "${process.exit()}",
  "'; DROP TABLE actions;--", "<script>alert(1)</script>", "x".repeat(100), "y".repeat(5000), "😀".repeat(40),
];
const EVIL_NUMBERS = [0, -0, -1, 1.5, 0.1, 2 ** 31, -(2 ** 31), 2 ** 32, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE, NaN, Infinity, -Infinity, 1e9, 60, 61, 200, 201, 9990, 9991, -9991, 20, 21, 7];
/** The kinds of zone each seat holds at this table, in the order the game's kit lists them: real zone names in the wrong places. */
function seatZoneKinds(): string[] {
  const zones = truthOf(roomId).state.zones;
  return Object.keys(kit.secrecy.zones).filter((kind) => zones[`p1.${kind}`]);
}

function evilValue(): unknown {
  return r.weighted<() => unknown>([
    [4, () => r.pick(EVIL_STRINGS)],
    [4, () => r.pick(EVIL_NUMBERS)],
    [1, () => r.pick([null, undefined, true, false])],
    [1, () => r.pick([[], {}, [[[]]], { a: [] }])],
    [1, () => r.pick([10n, 2n ** 64n - 1n, -(2n ** 63n)])],
    [1, () => r.pick([new Date(0), new Uint8Array([1, 2, 3]), new Map([["a", 1]]), new Set([1, 2])])],
    [1, () => deep(r.pick([9, 20, 200, 1500]))],
    [1, () => JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}')],
    [2, () => r.pick([...seenPids])],
    [2, () => `${r.pick(["p1", "p2"])}.${r.pick(seatZoneKinds())}`],
  ])();
}

/** Every (container, key) pair inside a value. */
function slots(value: unknown, out: [Record<string, unknown> | unknown[], string | number][] = []): typeof out {
  if (Array.isArray(value)) value.forEach((v, i) => (out.push([value, i]), slots(v, out)));
  else if (value && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value))) for (const k of Object.keys(value)) out.push([value as Record<string, unknown>, k]), slots((value as any)[k], out);
  return out;
}

function mutate(action: ClientAction): unknown {
  const copy = JSON.parse(JSON.stringify(action));
  const times = 1 + r.int(3);
  for (let i = 0; i < times; i++) {
    const places = slots(copy);
    const op = r.int(8);
    if (op === 0 || places.length === 0) {
      copy.type = r.weighted<unknown>([[3, r.pick(["draw", "move", "look", "request", "prompt.answer", "assist", "deck.load", "setup.ready"])], [1, r.pick(EVIL_STRINGS)], [1, r.pick(EVIL_NUMBERS)]]);
    } else if (op === 1) {
      const [container, key] = r.pick(places);
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key];
    } else if (op === 2) {
      const objects = [copy, ...places.map(([c, k]) => (c as any)[k]).filter((v) => v && typeof v === "object" && !Array.isArray(v))];
      const target = r.pick(objects);
      Object.defineProperty(target, r.pick(EVIL_KEYS), { value: evilValue(), enumerable: true, configurable: true, writable: true });
    } else if (op === 3) {
      const arrays = places.map(([c, k]) => (c as any)[k]).filter(Array.isArray);
      if (arrays.length) {
        const target = r.pick(arrays);
        const times = r.pick([2, 61, 500]);
        const items = [...target];
        for (let n = 0; n < times && target.length < 2000; n++) target.push(...items);
      }
    } else if (op === 5) {
      const strings = places.filter(([c, k]) => typeof (c as any)[k] === "string" && k !== "type");
      if (strings.length) {
        const [container, key] = r.pick(strings);
        (container as any)[key] = r.pick(PROTO_NAMES);
      }
    } else if (op === 4) {
      // The other seat's zones, everywhere.
      for (const [container, key] of slots(copy)) {
        const v = (container as any)[key];
        if (typeof v === "string") (container as any)[key] = v.replace(/\b(p1|p2)\./g, (_m, seat) => (seat === "p1" ? "p2." : "p1."));
      }
    } else {
      const [container, key] = r.pick(places);
      (container as any)[key] = evilValue();
    }
  }
  return copy;
}

// ---- what to send ----------------------------------------------------------------------
type Role = keyof typeof clients;
interface Message {
  role: Role;
  via: "request" | "send";
  type: string | number;
  payload: unknown;
  /** The action, when the payload is a well-formed action message (for the replay). */
  action?: ClientAction;
  actor?: Actor;
  deck?: { list: string } | { demo: string };
  /** Why the table must refuse this well-formed action (support/must-refuse.ts), if it must. */
  mustRefuse?: string;
}

// "next-game" after a game ends sets up another table, and changes nothing of this one.
const HISTORY_TYPES = ["undo.request", "judge.rewind", "chat", "record", "next-game"];
const NAMED = ["action", "deck.submit", "deck.preview", "log.history", "hello", ...HISTORY_TYPES];
const UNKNOWN_TYPES: (string | number)[] = ["", " ", "__proto__", "constructor", "toString", "hasOwnProperty", "*", "_", "error", "log", "judge.hidden", "action\u0000", "ACTION", "deck.load", "😀", "x".repeat(300), 0, 1, 7, 255, -1];
/** The SDK writes these type names with a length that doesn't match their bytes: the server can't decode the frame and closes it. */
const UNDECODABLE_TYPES = ["\ud800", "a\udfff", "action\ud83d"];

function seatOfRole(role: Role): SeatId {
  return role === "p1" || role === "p2" ? role : r.pick(["p1", "p2"] as const);
}

/**
 * Once both players reveal the record, no rewind is taken (rewind.revealed) and the run's table
 * stays over for the rest of its messages: the second agreement is mostly turned into a refusal
 * to reveal, so long runs keep playing. It still happens now and then, and the closed table is
 * tried too.
 */
function rarelyBothRevealed(action: ClientAction, state: TableState, seat: SeatId): ClientAction {
  const other = seat === "p1" ? "p2" : "p1";
  if (action.type !== "record.reveal" || !action.reveal || !state.players[other]?.revealsRecord || r.chance(0.1)) return action;
  return { ...action, reveal: false };
}

function nextMessage(): Message {
  const state = truthOf(roomId).state;
  // A finished table refuses every move (game.over): as a judge would, rewind it now and then,
  // so the rest of the run plays a game again instead of only knocking on a closed one. To just
  // before one of the last moves still standing: a finished table still takes controls (showing
  // hands, revealing the record), and those are never taken back, so a point among the last few
  // seqs could be one after which no move stands (rewind.nothing) and the game stayed over.
  // Once both players revealed the record every rewind is refused (rewind.revealed): that run's
  // table then stays over, and the rest of the run tries it as a closed table (rarelyBothRevealed).
  if (state.phase === "finished" && r.chance(0.2)) {
    const moves = survivorsOf(truthOf(roomId).history as readonly HistoryEntry[]).moves;
    const seq = moves.at(-2 - r.int(4))?.seq ?? 0;
    return { role: "judge", via: "request", type: "judge.rewind", payload: { seq } };
  }
  const role = r.weighted<Role>([[4, "p1"], [4, "p2"], [1, "spectator"], [2, "judge"]]);
  const via = r.chance(0.8) ? "request" : "send";
  const seat = seatOfRole(role);
  const as: SeatId | undefined = role === "judge" ? (r.chance(0.9) ? seat : undefined) : r.chance(0.1) ? r.pick(["p1", "p2"] as const) : undefined;
  const kind = r.weighted([[30, "valid"], [36, "mutated"], [6, "nested"], [8, "junk"], [6, "deck"], [4, "other"], [4, "unknown"], [3, "envelope"], [6, "history"]] as const);
  // A judge's own tools (pause, set the turn) act for nobody: the server files them under p1, stamped judge.
  // Only a string type names a tool: String() of a hostile value (an object without a primitive form) throws.
  const judgeTool = (action: unknown) => {
    const type = (action as { type?: unknown } | undefined)?.type;
    return typeof type === "string" && JUDGE_ONLY_ACTIONS.has(type);
  };
  const actorOf = (action?: unknown): Actor | undefined =>
    role === "judge" ? (as ? { seat: as, judge: true } : judgeTool(action) ? { seat: "p1", judge: true } : undefined) : role === "spectator" ? undefined : { seat: role as SeatId };

  if (kind === "nested") {
    const assists = Object.keys(game.assists);
    // What a request carries ends up in the table's prompts: hostile content there must not get in.
    const inner = r.chance(0.5)
      ? mutate(kit.randomAction(state, seat, r, role === "judge"))
      : { type: "assist", assist: r.chance(0.5) && assists.length ? r.pick(assists) : r.pick(PROTO_NAMES), params: { zone: evilValue(), slot: r.chance(0.2) ? deep(3500) : evilValue(), [r.pick(EVIL_KEYS)]: evilValue() } };
    const action = r.chance(0.7) ? { type: "request", action: inner } : inner;
    return { role, via, type: "action", payload: as ? { action, as } : { action }, action: action as ClientAction, actor: actorOf(action) };
  }
  if (kind === "valid" || kind === "mutated" || kind === "envelope") {
    const valid = rarelyBothRevealed(kit.randomAction(state, seat, r, role === "judge"), state, seat);
    if (kind === "valid") return { role, via, type: "action", payload: as ? { action: valid, as } : { action: valid }, action: valid, actor: actorOf(valid), mustRefuse: mustRefuse(kit, state, seat, valid) };
    if (kind === "mutated") {
      const mutated = mutate(valid);
      return { role, via, type: "action", payload: as ? { action: mutated, as } : { action: mutated }, action: mutated as ClientAction, actor: actorOf(mutated) };
    }
    const payload = r.weighted<unknown>([
      [2, valid],
      [2, { action: valid, as: r.pick(["p3", "judge", "", 1, null, "P1"]) }],
      [2, { action: valid, extra: evilValue() }],
      [1, { action: [valid] }],
      [1, [{ action: valid }]],
      [1, { action: JSON.stringify(valid) }],
      [1, JSON.parse(`{"__proto__": ${JSON.stringify({ action: valid })}}`)],
    ]);
    return { role, via, type: "action", payload };
  }
  if (kind === "deck") {
    // The game's own demo decks and card lines; a game that takes no deck lists refuses them all.
    const demos = game.decks?.demoDecks.length ? game.decks.demoDecks : [{ id: "demo", list: "1 Card" }];
    const card = (game.decks?.exampleLine ?? "4 Card").replace(/^\d+\s+/, "");
    const demo = r.pick(demos).id;
    const deck = r.weighted<{ list: string } | { demo: string }>([
      [3, { demo }],
      [1, { demo: r.pick(EVIL_STRINGS) }],
      [2, { list: r.pick(demos).list }],
      [1, { list: "*".repeat(7999) + "x" }],
      [1, { list: ("*".repeat(150) + "x\n").repeat(50) }],
      [1, { list: "a" + " ".repeat(7990) + "-x" }],
      [1, { list: "1 " + r.pick(EVIL_STRINGS) }],
      [1, { list: `99999999999999999999 ${card}` }],
      [1, { list: `4 ${card}\n`.repeat(600) }],
    ]);
    const type = r.pick(["deck.submit", "deck.preview"]);
    const payload = r.chance(0.8) ? deck : mutate(deck as unknown as ClientAction);
    return { role, via, type, payload, deck: payload === deck && type === "deck.submit" ? deck : undefined, actor: actorOf() };
  }
  if (kind === "history") {
    const type = r.pick(HISTORY_TYPES);
    const lines = truthOf(roomId).events.length;
    const valid: Record<string, unknown> =
      type === "undo.request" ? (r.chance(0.8) ? { count: 1 + r.int(3) } : {})
      : type === "judge.rewind" ? (r.chance(0.6) ? { line: Math.max(0, lines - 1 - r.int(12)) } : { seq: Math.max(0, state.seq - r.int(6)) })
      : type === "chat" ? { text: r.chance(0.6) ? "good game" : r.pick(EVIL_STRINGS) }
      : {};
    const payload = r.weighted<unknown>([[6, valid], [3, mutate(valid as ClientAction)], [1, evilValue()]]);
    return { role, via, type, payload, actor: actorOf() };
  }
  if (kind === "unknown") return { role, via, type: r.pick(UNKNOWN_TYPES), payload: r.chance(0.5) ? undefined : evilValue() };
  if (kind === "other") return { role, via, type: r.pick(["log.history", "hello"]), payload: r.pick([undefined, {}, { since: r.pick(EVIL_NUMBERS) }, evilValue()]) };
  return { role, via, type: r.pick(NAMED), payload: evilValue() };
}

// ---- delivering and checking -----------------------------------------------------------
async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in 5 s`)), 5000)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until everything sent so far has gone through the table's queue. `errorsBefore`: the
 * sender's count of "error" messages before it sent this one.
 */
async function quiesce(sender: Seat, message: Message, before: { history: number }, errorsBefore: number, i: number): Promise<void> {
  // A request is answered once it has gone through: nothing to wait for.
  if (message.via === "request") return;
  await sender.settle();
  if (message.type === MESSAGES.deckSubmit) {
    // The list is looked up before the table's queue is joined, for as long as that takes: a
    // sent deck is done when it is refused (an "error" message) or loaded (the history grew).
    // A fixed wait let a slow lookup land during the next message, miscounted.
    const deadline = Date.now() + 5000;
    while (sender.errorsHeard === errorsBefore && truthOf(roomId).history.length === before.history) {
      if (Date.now() > deadline) throw new Error(`a sent deck.submit was neither refused nor loaded in 5 s ${where(i)}`);
      await sleep(5);
    }
  }
  // Refused inside the table's queue (card.moved), behind whatever the sender queued.
  await clients.p1.act({ type: "move", cards: [{ zone: "p1.hand", pid: "barrier" }], to: { zone: "p1.discard" } });
}

function snapshot() {
  const truth = truthOf(roomId);
  return { sum: checksum(truth.state), history: truth.history.length, events: truth.events.length };
}

/**
 * A value as the server decodes it, through the client library's own encoder (a Map arrives as
 * an object, a Set as an array, a lone surrogate as replacement characters, "__proto__" renamed).
 */
const packr = new Packr();
const onTheWire = (value: unknown): unknown => unpack(packr.pack(value));

/**
 * The bytes a payload takes on the wire: its msgpack encoding, as the client library sends it.
 * (JSON's length counted an emoji as 2 where msgpack's UTF-8 takes 4: a payload of 40,000 JSON
 * characters of emoji went out as 80 KB, over the transport's limit, and the server closed the
 * seat's own connection.) What msgpack can't encode falls back to JSON's length.
 */
const wireSize = (value: unknown) => {
  try {
    return packr.pack(value).length;
  } catch {
    try {
      return JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? String(v) : v))?.length ?? 0;
    } catch {
      return Infinity;
    }
  }
};

/**
 * A new throwaway client in place of one the server closed. The old one leaves first if its
 * connection is still open: a payload the client library could not encode throws before
 * anything is sent, and an abandoned spectator for each would fill the room to its client
 * limit, which then refuses every join.
 */
async function replaceRaw(): Promise<void> {
  if (raw.room.connection.isOpen) await Promise.race([raw.room.leave(true).catch(() => undefined), sleep(2000)]);
  raw = await joinTable(server, roomId, { label: raw.label, role: "spectator", name: "Raw" });
  stats.reconnects++;
}

/** Over the transport's 64 KB limit (or unframeable), the server closes the socket: sent from the throwaway client. */
async function oversized(message: Message, i: number): Promise<void> {
  const before = snapshot();
  try {
    raw.room.send(message.type as string, message.payload);
    await withTimeout(raw.settle(), "raw settle");
  } catch {
    await replaceRaw();
  }
  await clients.p1.settle();
  expect(snapshot(), `an oversized message changed the table ${where(i)}`).toEqual(before);
}

/**
 * A message type of 254 UTF-8 bytes or more is one the client library can't frame: with a small
 * payload it throws before sending, with a large one it sends a frame whose type runs into the
 * payload, which the server can't decode, so it closes the sender's connection (4002). That is
 * the server's right answer to bytes it can't read, so such messages go through the throwaway
 * client, as oversized ones do, never a seat's own connection.
 */
const unframeableType = (type: unknown) => typeof type === "string" && Buffer.byteLength(type) >= 254;

async function deliver(message: Message, i: number): Promise<void> {
  if (wireSize(message.payload) > 48_000 || unframeableType(message.type)) return oversized(message, i);
  const sender = clients[message.role];
  const before = snapshot();
  const errorsBefore = sender.errorsHeard;
  const started = performance.now();
  let reply: any;
  let errored: string | undefined;
  try {
    if (message.via === "request") reply = await withTimeout(sender.room.request(message.type as string, message.payload), `${message.type} ${where(i)}`);
    else sender.room.send(message.type as string, message.payload);
  } catch (error) {
    errored = (error as Error).message;
    if (/no answer in/.test(errored)) throw error;
    if (/Maximum call stack|Converting|serialize/i.test(errored)) return; // the client library itself could not encode it
    // The room answers each of its own message types with a reply, even a refusal: an error
    // here means a handler threw (with a plain send, that exception would take the process down).
    expect(NAMED.includes(String(message.type)), `${String(message.type)} failed instead of answering ${where(i)}: ${errored} for ${show(message.payload)}`).toBe(false);
  }
  await quiesce(sender, message, before, errorsBefore, i);
  const took = performance.now() - started;
  if (took > stats.slowest) {
    stats.slowest = took;
    slowestMessage = `${message.role} ${message.via} ${String(message.type)} ${where(i)}: ${show(message.payload)}`;
  }
  stats.sent++;
  const after = snapshot();
  const grew = after.history - before.history;
  if (message.mustRefuse) {
    stats.mustRefuse++;
    expect(grew, `${message.mustRefuse}: accepted ${where(i)}: ${show(message.payload)}`).toBe(0);
  }
  expect(grew, `one message, at most one action ${where(i)}`).toBeLessThanOrEqual(1);
  expect(grew, `the history never shrinks ${where(i)}: ${String(message.type)} ${show(message.payload)}`).toBeGreaterThanOrEqual(0);
  if (grew === 0 && message.type === "chat" && after.events > before.events) {
    // A chat line is a log line and nothing more.
    expect(after, `a chat line changed more than the log ${where(i)}`).toEqual({ ...before, events: before.events + 1 });
    if (message.via === "request") expect(reply?.ok, where(i)).toBe(true);
    stats.chats++;
    return;
  }
  if (grew === 0) {
    stats.refused++;
    const code = reply?.ok === false ? reply.error.code : errored ? "request.error" : reply?.ok === true ? "ok-noop" : "send";
    refusals.set(code, (refusals.get(code) ?? 0) + 1);
    expect(after, `a refused ${String(message.type)} message changed the table ${where(i)}: ${show(message.payload)}`).toEqual(before);
    if (message.via === "request" && message.type === "action") expect(reply?.ok, `an action answered ok without applying ${where(i)}`).not.toBe(true);
    return;
  }
  stats.accepted++;
  if (message.via === "request") expect(reply?.ok, `accepted without saying so ${where(i)}`).toBe(true);
  const stored = truthOf(roomId).history.at(-1)! as HistoryEntry;
  if (stored.action.type === "undo.ask" || stored.action.type === "undo.decline" || isCorrection(stored.action)) {
    // Made by the server from a request: an undo request, a rewind, or an answer to an undo request.
    const from = { "undo.ask": "undo.request", rewind: "judge.rewind", undo: "action", "undo.decline": "action" }[stored.action.type];
    expect(message.type, `${stored.action.type} from a ${String(message.type)} message ${where(i)}`).toBe(from);
    if (from === "action") expect((message.payload as { action?: { type?: string } }).action?.type, where(i)).toBe("prompt.answer");
    if (isCorrection(stored.action)) stats.corrections++;
    accepted.push({ action: stored.action, actor: stored.actor });
  } else if (stored.action.type === "deck.load") {
    // Built by the server from the list: rebuilt here the same way when the list was the one sent.
    const decks = game.decks!;
    const action = message.deck ? (await resolveList(listFor(message.deck, decks), decks, server.cardsOf(decks.cardData))).action : stored.action;
    accepted.push({ action, actor: stamped(message.actor!, stored.actor) });
  } else {
    expect(message.action, `an accepted message that was not a well-formed action ${where(i)}: ${show(message.payload)}`).toBeDefined();
    const sent = onTheWire(message.action) as ClientAction;
    expect(canonical(stored.action), `the server applied something else than was sent ${where(i)}`).toBe(canonical(sent));
    // A game that keeps a clock has the server's time on the actor (Actor.at): the rest is who sent it.
    expect({ ...stored.actor, at: undefined }, where(i)).toEqual({ ...message.actor, at: undefined });
    accepted.push({ action: sent, actor: stamped(message.actor!, stored.actor) });
  }
}

/** The actor a message was sent as, with the time the server stamped on it (a game with a clock, Actor.at), which a replay needs. */
const stamped = (sender: Actor, stored: Actor): Actor => (stored.at === undefined ? sender : { ...sender, at: stored.at });

/** Frames that aren't the protocol, and payloads over the size limit, from a throwaway client. */
async function rawChaos(i: number): Promise<void> {
  const before = snapshot();
  const frame = r.weighted<() => Uint8Array>([
    [3, () => new Uint8Array(Array.from({ length: r.int(40) }, () => r.int(256)))],
    [3, () => new Uint8Array([r.pick([10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 22, 0, 255]), ...Array.from({ length: r.int(12) }, () => r.int(256))])],
    [3, () => new Uint8Array([13, 0xa6, ...Buffer.from("action"), ...Array.from({ length: r.int(30) }, () => r.int(256))])],
    [3, () => new Uint8Array([21, r.int(128), 0xa6, ...Buffer.from("action"), ...Array.from({ length: r.int(30) }, () => r.int(256))])],
    // A request whose payload (a msgpack str32) is over the transport's 64 KB limit.
    [1, () => new Uint8Array([21, 1, 0xa6, ...Buffer.from("action"), 0xdb, 0x00, 0x01, 0x11, 0x70, ...Buffer.alloc(70_000, 0x78)])],
    [1, () => new Uint8Array([13, 0xa6, ...Buffer.from("action"), ...Array.from({ length: 3000 }, () => 0x91), 0xc0])],
    [1, () => new Uint8Array(0)],
  ])();
  stats.raw++;
  try {
    if (r.chance(0.1)) raw.room.send(r.pick(UNDECODABLE_TYPES), { action: { type: "draw", count: 1 } });
    else raw.room.connection.send(frame);
    await withTimeout(raw.settle(), "raw settle");
  } catch {
    // Closed by the server (bad frame, oversized): that's its answer. Come back as a new client.
    await replaceRaw();
  }
  await clients.p1.settle();
  expect(snapshot(), `a raw frame changed the table ${where(i)}: ${Buffer.from(frame).subarray(0, 40).toString("hex")}`).toEqual(before);
}

async function healthy(i: number): Promise<void> {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.ok, `health ${where(i)}`).toBe(true);
  const hello = await withTimeout(clients.p1.room.request("hello"), "hello");
  expect(hello.welcome.seat, where(i)).toBe("p1");
  // The four seats and the throwaway client, and a few being closed: nobody left behind.
  const room = matchMaker.getLocalRoomById(roomId) as unknown as { clients: unknown[] };
  expect(room.clients.length, `clients in the room ${where(i)}`).toBeLessThanOrEqual(8);
}

beforeAll(async () => {
  console.log(`[fuzz] FUZZ_SEED=${FUZZ_SEED} FUZZ_MESSAGES=${TOTAL} over ${KITS.map((k) => k.game).join(", ")} (set both to repeat this run)`);
  server = await startPlaymat(PORT);
}, 30_000);

afterAll(async () => {
  await server?.shutdown();
});

/** A fresh table of the kit's game, with its four seats and the throwaway client; the run's PRNG and tallies start anew. */
async function fuzzGame(k: GameTestKit, index: number): Promise<void> {
  kit = k;
  game = gameById(k.game)!;
  // The first game draws the sequence FUZZ_SEED always drew; the others their own.
  r = new Prng(FUZZ_SEED + index * 7919);
  accepted = [];
  stats = { sent: 0, accepted: 0, refused: 0, raw: 0, reconnects: 0, slowest: 0, corrections: 0, chats: 0, mustRefuse: 0 };
  slowestMessage = "";
  refusals = new Map();
  seenPids = new Set(["c1", "c2", "cz", "c0", ""]);
  const judgeCode = index === 0 ? "fuzz-judge" : `fuzz${index}-judge`;
  const label = (name: string) => (index === 0 ? `fuzz-${name}` : `fuzz${index}-${name}`);
  clients.p1 = await createTable(server, { roomName: "Fuzz", seed: TABLE_SEED, judgeCode, game: k.game }, { label: label("p1"), name: "Alice" });
  roomId = clients.p1.welcome.roomId;
  clients.p2 = await joinTable(server, roomId, { label: label("p2"), name: "Bob" });
  clients.spectator = await joinTable(server, roomId, { label: label("spectator"), role: "spectator", name: "Carol" });
  clients.judge = await joinTable(server, roomId, { label: label("judge"), role: "judge", judgeCode, name: "Dee" });
  raw = await joinTable(server, roomId, { label: label("raw"), role: "spectator", name: "Raw" });
  for (const seat of Object.values(clients)) seat.room.reconnection.enabled = false;
}

for (const [index, k] of KITS.entries()) describe(`fuzzing a ${k.game} table (FUZZ_SEED=${FUZZ_SEED})`, () => {
  beforeAll(() => fuzzGame(k, index), 30_000);
  afterAll(() => {
    console.log(`[fuzz] FUZZ_SEED=${FUZZ_SEED} ${k.game}: ${JSON.stringify(stats)}; slowest: ${slowestMessage}; refusals ${JSON.stringify(Object.fromEntries(refusals))}`);
  });

  it("survives every message, and every refused message changes nothing", async () => {
    // Two of the game's demo decks first, so that the fuzzer finds cards everywhere.
    for (const [seat, demo] of [["p1", game.decks?.demoDecks[0]?.id], ["p2", game.decks?.demoDecks[1]?.id]] as const) {
      if (demo) await deliver({ role: seat, via: "request", type: "deck.submit", payload: { demo }, deck: { demo }, actor: { seat } }, -1);
    }
    for (let i = 0; i < COUNT; i++) {
      for (const zone of Object.values(truthOf(roomId).state.zones)) {
        const cards = zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : []));
        for (const c of cards) if (seenPids.size < 5000) seenPids.add(c.pid);
      }
      if (r.chance(0.04)) await rawChaos(i);
      else await deliver(nextMessage(), i);
      // Every entry of the history is one this fuzzer saw accepted: checked as it happens, so a
      // message that lands late is named, not found at the end.
      expect(truthOf(roomId).history.length, `the history holds the accepted actions and nothing else ${where(i)}`).toBe(accepted.length);
      if (i % 100 === 0) await healthy(i);
    }
    await healthy(COUNT);
    expect(stats.accepted).toBeGreaterThan(COUNT / 10);
    expect(stats.refused).toBeGreaterThan(COUNT / 4);
    // Corrections and chat lines got through too (not just their refusals).
    if (COUNT >= 400) expect(stats.corrections + stats.chats).toBeGreaterThan(0);
    // Actions the rules refuse were among them (face down into a shown pile, no-ops), each refused.
    if (COUNT >= 400) expect(stats.mustRefuse).toBeGreaterThan(0);
    // A message is handled in milliseconds; a pathological one must not stall every table.
    expect(stats.slowest, `the slowest message, ${slowestMessage}`).toBeLessThan(2000);
  }, 600_000);

  it("ends on the table a replay of the accepted actions gives", () => {
    const truth = truthOf(roomId);
    const history = truth.history as readonly HistoryEntry[];
    // The lists first: a difference shows where they part, not only that their lengths differ.
    expect(history.map((e) => canonical({ action: e.action, actor: e.actor }))).toEqual(accepted.map((e) => canonical(e)));
    expect(history.length).toBe(accepted.length);
    // A table made now: the rules the room stored with it.
    const initial = newTable(game, { ...game.newTableOptions }, TABLE_SEED);
    if (accepted.some((e) => isCorrection(e.action))) {
      // Undos and rewinds take moves back: the table is the fold of the history (their recorded randomness included).
      expect(checksum(foldHistory(game, initial, history).state)).toBe(checksum(truth.state));
    } else {
      expect(checksum(replay(game, initial, accepted as { action: Action; actor: Actor }[]))).toBe(checksum(truth.state));
    }
  });

  it("leaves every screen decoding the same table, and Object.prototype clean", async () => {
    const truth = truthOf(roomId).state;
    await Promise.all(Object.values(clients).map((c) => c.settle()));
    for (const seat of Object.values(clients)) {
      expect(seat.room.connection.isOpen).toBe(true);
      expect(seat.state.seq, seat.label).toBe(truth.seq);
      expect(seat.state.phase).toBe(truth.phase);
      for (const zone of Object.values(truth.zones)) {
        const count = zone.layout === "pile" ? zone.cards.length : zone.slots.filter(Boolean).length;
        expect(seat.zone(zone.key)?.count, `${seat.label} ${zone.key}`).toBe(count);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});

describe("a flood from one client", () => {
  it("is refused past the limit and then disconnected, while the table goes on", async () => {
    const testLimit = roomServices.rateLimit;
    roomServices.rateLimit = DEFAULT_RATE_LIMIT;
    try {
      recordAs("fuzz-flooder");
      const room: Room = await new Client(server.url).joinById(roomId, { role: "spectator", name: "Flood" });
      room.onMessage("error", () => {});
      const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
      const replies = await Promise.all(
        Array.from({ length: 200 }, () => room.request("log.history", { since: 1e9 }).then((reply: any) => (reply.ok ? "ok" : reply.error.code), () => "closed")),
      );
      const count = (what: string) => replies.filter((x) => x === what).length;
      expect(count("ok")).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMIT.burst - 1);
      // The burst, plus what refilled while the flood was being read (a loaded machine is slow).
      expect(count("ok")).toBeLessThanOrEqual(DEFAULT_RATE_LIMIT.burst + 40);
      expect(count("rate.limited")).toBeGreaterThanOrEqual(DEFAULT_RATE_LIMIT.strikes - 5);
      expect(await closed).toBe(CLOSE_RATE_LIMITED);
      // Everyone else plays on.
      const hello = await clients.p2.room.request("hello");
      expect(hello.welcome.seat).toBe("p2");
    } finally {
      roomServices.rateLimit = testLimit;
    }
  });

  it("of requests for approval stops at a few open ones per seat", async () => {
    const alice = await createTable(server, { roomName: "Asking", seed: 2 }, { label: "fuzz-ask-p1", name: "Ann" });
    const bob = await joinTable(server, alice.welcome.roomId, { label: "fuzz-ask-p2", name: "Ben" });
    // Asked once the hands are dealt: before, every action on cards is refused (setup.choice).
    expect((await alice.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
    expect((await bob.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
    await winnerGoesFirst(alice, bob);
    const ask = { type: "request", action: { type: "move", cards: [{ zone: "p2.hand", random: true }], to: { zone: "p2.discard" } } } as const;
    const replies = [];
    for (let i = 0; i < MAX_OPEN_REQUESTS + 5; i++) replies.push(await alice.act(ask));
    expect(replies.filter((r) => r.ok)).toHaveLength(MAX_OPEN_REQUESTS);
    expect(replies.at(-1)).toMatchObject({ ok: false, error: { code: "request.too-many" } });
    await bob.settle();
    const prompt = [...bob.state.prompts].find((p: any) => p.to === "p2")!;
    await bob.do({ type: "prompt.answer", prompt: prompt.id, accept: false });
    expect((await alice.act(ask)).ok).toBe(true);
  });

  it("of requests of unknown types is answered, then refused past the limit and disconnected, like any message", async () => {
    const testLimit = roomServices.rateLimit;
    roomServices.rateLimit = DEFAULT_RATE_LIMIT; // read when a room is created
    try {
      const owner = await createTable(server, { roomName: "Capped", seed: 1 }, { label: "fuzz-capped", name: "Ann" });
      recordAs("fuzz-flooder-2");
      const room: Room = await new Client(server.url).joinById(owner.welcome.roomId, { role: "spectator", name: "Flood" });
      const closed = new Promise<number>((resolve) => room.onLeave((code) => resolve(code)));
      const replies = await Promise.all(Array.from({ length: 600 }, () => room.request("no.such.request", {}).then((reply: any) => reply.error.code, () => "closed")));
      expect(replies).toContain("message.unknown");
      expect(replies).toContain("rate.limited");
      expect(replies).toContain("closed");
      expect(await closed).toBe(CLOSE_RATE_LIMITED);
      expect((await owner.room.request("hello")).welcome.seat).toBe("p1");
      expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    } finally {
      roomServices.rateLimit = testLimit;
    }
  });
});
