/**
 * For tests of the whole table (TableScreen): a stand-in for a joined Colyseus room. Its state is
 * a plain table snapshot (snapshotTable reads plain objects too); the test answers each action
 * (`onAction`) with the table after it, which reaches the page after the reply, as the room's
 * patches do — or before it with `stateFirst`. Only tests import it.
 */
import type { Room } from "@colyseus/sdk";
import type { ActionReply, ClientAction, LogEntry, Seat } from "@playmat/shared";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { emptyTable, type CardSnap, type SlotSnap, type TableSnap, type ZoneSnap } from "../net/snapshot";
import { player } from "./testTable";

/**
 * Call once at the top of a test file that renders TableScreen: each test starts as a fresh tab
 * (empty sessionStorage) with no server behind it (card data and the config answer "nothing").
 */
export function offlineTableTests(): void {
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ ok: false, error: { code: "test", message: "offline" } })));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

type Listener = (...args: never[]) => void;

function signal() {
  const listeners = new Set<Listener>();
  const on = (cb: Listener) => void listeners.add(cb);
  on.remove = (cb: Listener) => void listeners.delete(cb);
  on.fire = (...args: unknown[]) => listeners.forEach((cb) => (cb as (...a: unknown[]) => void)(...args));
  return on;
}

export interface FakeRoom {
  room: Room;
  /** Every action sent, in order. */
  actions: ClientAction[];
  /** The table as the room has it now. */
  state(): TableSnap;
}

interface Options {
  state: TableSnap;
  seat: Seat;
  /** Who the room welcomes (default a player in `seat`). */
  role?: "player" | "spectator" | "judge";
  /** The table after `action`: the reply is `ok` with the new table's `seq`. */
  onAction(action: ClientAction, state: TableSnap): TableSnap;
  /** The new state reaches the page before the reply (default: after it). */
  stateFirst?: boolean;
  /** The log the room's welcome brings (default none). */
  log?: LogEntry[];
}

export function fakeRoom({ state: initial, seat, role = "player", onAction, stateFirst = false, log = [] }: Options): FakeRoom {
  let state = initial;
  const onStateChange = signal();
  const actions: ClientAction[] = [];
  const later = () => new Promise<void>((resolve) => setTimeout(resolve, 5));
  const room = {
    roomId: "test-room",
    get state() {
      return state;
    },
    onStateChange,
    onDrop: signal(),
    onReconnect: signal(),
    onLeave: signal(),
    onMessage: () => () => {},
    leave: async () => {},
    request: async (type: string, payload: { action: ClientAction }): Promise<unknown> => {
      if (type === "hello") return { welcome: { role, seat: role === "player" ? seat : null, roomId: "test-room" }, log };
      if (type !== "action") return { ok: false, error: { code: "test", message: `no ${type} here` } };
      actions.push(payload.action);
      state = onAction(payload.action, state);
      const publish = () => onStateChange.fire(state);
      if (stateFirst) publish();
      else void later().then(publish);
      await later();
      return { ok: true, seq: state.seq, advisories: [] } satisfies ActionReply;
    },
  };
  return { room: room as unknown as Room, actions, state: () => state };
}

/** A card this viewer sees. */
export const seen = (pid: string, name: string): CardSnap => ({ pid, faceDown: false, revealed: false, face: { defId: `test-${name.toLowerCase().replace(/\W+/g, "-")}`, name } });

export const pileZone = (key: string, cards: CardSnap[], count = cards.length): ZoneSnap => ({ key, owner: key.split(".")[0] ?? "", spec: key.split(".").pop()!, count, cards, slots: [] });

const emptySlot = (): SlotSnap => ({ sid: "", cards: [], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 0, toppedTurn: -1 });

export const slotZone = (key: string, slots: number, filled: Record<number, CardSnap> = {}): ZoneSnap => ({
  key,
  owner: key.split(".")[0] ?? "",
  spec: key.split(".").pop()!,
  count: Object.keys(filled).length,
  cards: [],
  slots: Array.from({ length: slots }, (_, i) => (filled[i] ? { ...emptySlot(), sid: `s-${key}-${i}`, cards: [filled[i]!] } : emptySlot())),
});

/** Turn 2 of a table of `game`, Bob (Player 2) to play, with these zones and no other. */
export function bobsTurnOf(game: string, zones: ZoneSnap[]): TableSnap {
  const snap = emptyTable();
  snap.game = game;
  snap.phase = "playing";
  snap.seq = 10;
  snap.turn = { number: 2, current: "p2", first: "p1", won: "p1", markers: [], tally: {} };
  snap.players = { p1: player("p1", "Alice"), p2: player("p2", "Bob") };
  for (const z of zones) snap.zones[z.key] = z;
  return snap;
}

let nextPid = 100;

/**
 * The engine's `move` for these tests, as this viewer sees it: cards named by id leave their pile
 * and land with a new id on a pile's top, or in a slot (the first free one when none is named);
 * a pile whose spec is in `countOnly` (a face-down deck, a game's piles dealt face down) only
 * counts them. Anything else only bumps `seq`.
 */
export function moveCardsCounting(countOnly: readonly string[]) {
  return (action: ClientAction, state: TableSnap): TableSnap => {
    const next: TableSnap = structuredClone(state);
    next.seq = state.seq + 1;
    if (action.type !== "move") return next;
    const moved: CardSnap[] = [];
    for (const ref of action.cards) {
      if (!("pid" in ref)) continue;
      const from = next.zones[ref.zone]!;
      const i = from.cards.findIndex((c) => c.pid === ref.pid);
      moved.push(...from.cards.splice(i, 1));
      from.count--;
    }
    const to = next.zones[action.to.zone]!;
    const fresh = moved.map((c) => ({ ...c, pid: `c${nextPid++}` }));
    to.count += fresh.length;
    if (to.slots.length > 0) {
      const slot = action.to.slot ?? to.slots.findIndex((s) => !s.sid);
      to.slots[slot] = { ...to.slots[slot]!, sid: `s${nextPid++}`, cards: fresh };
    } else if (!countOnly.includes(to.spec)) {
      if (action.to.at === "bottom") to.cards.push(...fresh);
      else to.cards.unshift(...fresh);
    }
    return next;
  };
}

/** `moveCardsCounting` where every pile shows what lands on it. */
export const moveCards = moveCardsCounting([]);
