/**
 * What the browser remembers: the nickname, saved decks and seat tokens (localStorage, for
 * good), and Colyseus reconnection tokens and how the tab joined each room (sessionStorage,
 * for this tab only; never a password or a judge code).
 * Every read tolerates missing or corrupt data: storage is a convenience, never a source of truth.
 */

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const KEYS = {
  nickname: "playmat.nickname",
  seatTokens: "playmat.seatTokens",
  reconnect: "playmat.reconnect",
  openJoins: "playmat.openJoins",
  chosenSeats: "playmat.chosenSeats",
  decks: "playmat.decks",
} as const;

function safe(get: () => KeyValueStore | undefined): KeyValueStore {
  const memory = new Map<string, string>();
  const fallback: KeyValueStore = {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
  return {
    getItem: (k) => {
      try {
        return (get() ?? fallback).getItem(k);
      } catch {
        return fallback.getItem(k);
      }
    },
    setItem: (k, v) => {
      try {
        (get() ?? fallback).setItem(k, v);
      } catch {
        fallback.setItem(k, v);
      }
    },
    removeItem: (k) => {
      try {
        (get() ?? fallback).removeItem(k);
      } catch {
        fallback.removeItem(k);
      }
    },
  };
}

export const local = safe(() => (typeof localStorage === "undefined" ? undefined : localStorage));
export const session = safe(() => (typeof sessionStorage === "undefined" ? undefined : sessionStorage));

export function readJson<T>(store: KeyValueStore, key: string, fallback: T): T {
  const raw = store.getItem(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export const writeJson = (store: KeyValueStore, key: string, value: unknown) => store.setItem(key, JSON.stringify(value));

// ---- nickname ---------------------------------------------------------------------------

export const loadNickname = (store: KeyValueStore = local) => store.getItem(KEYS.nickname) ?? "";
export const saveNickname = (name: string, store: KeyValueStore = local) => store.setItem(KEYS.nickname, name.trim().slice(0, 32));

/** Entries kept by id (a room, a replay) under one storage key. */
export interface KeyedStorage<T> {
  load(id: string, store: KeyValueStore): T | undefined;
  save(id: string, value: T, store: KeyValueStore): void;
  forget(id: string, store: KeyValueStore): void;
}

/**
 * A map of entries by id under one storage key. `accept` checks each value it reads and gives
 * back only what it knows (anything else reads as absent), so corrupt or foreign data never
 * reaches a caller, and a key holding something other than an object is read as empty. The
 * `keep` most recently saved ids are kept; older ones are dropped on the next save.
 */
export function keyedStorage<T>(key: string, accept: (value: unknown) => T | undefined, keep = 50): KeyedStorage<T> {
  const read = (store: KeyValueStore): Record<string, unknown> => {
    const map = readJson<unknown>(store, key, {});
    return map && typeof map === "object" && !Array.isArray(map) ? (map as Record<string, unknown>) : {};
  };
  return {
    load(id, store) {
      const map = read(store);
      return Object.hasOwn(map, id) ? accept(map[id]) : undefined;
    },
    save(id, value, store) {
      const map = read(store);
      // Deleted first so the id moves to the end: the order of the keys is the order of saves.
      delete map[id];
      map[id] = value;
      writeJson(store, key, Object.fromEntries(Object.entries(map).slice(-keep)));
    },
    forget(id, store) {
      const map = read(store);
      if (!Object.hasOwn(map, id)) return;
      delete map[id];
      writeJson(store, key, map);
    },
  };
}

const asString = (value: unknown) => (typeof value === "string" ? value : undefined);

// ---- seat tokens (per room) -------------------------------------------------------------

const seatTokens = keyedStorage(KEYS.seatTokens, asString);

export const loadSeatToken = (roomId: string, store: KeyValueStore = local) => seatTokens.load(roomId, store);
export const saveSeatToken = (roomId: string, token: string, store: KeyValueStore = local) => seatTokens.save(roomId, token, store);
export const forgetSeatToken = (roomId: string, store: KeyValueStore = local) => seatTokens.forget(roomId, store);

/**
 * A table that is the next game of a finished one ("Play again") holds each seat for the seat
 * token of the finished table's: a browser that sat there, and left before the next game was
 * started, gets its seat token for the next table too, from the room list's `previousTable`.
 */
export function adoptNextTableSeats(rooms: readonly { roomId: string; previousTable?: string }[], store: KeyValueStore = local): void {
  for (const { roomId, previousTable } of rooms) if (previousTable) carrySeatToken(previousTable, roomId, store);
}

/** The seat token this browser holds for `from`, kept for `to` as well; a token it already holds for `to` stays. */
export function carrySeatToken(from: string, to: string, store: KeyValueStore = local): void {
  const token = loadSeatToken(from, store);
  if (token && !loadSeatToken(to, store)) saveSeatToken(to, token, store);
}

// ---- reconnection tokens (per room, this tab) ---------------------------------------------

const reconnectTokens = keyedStorage(KEYS.reconnect, asString);

export const loadReconnectToken = (roomId: string, store: KeyValueStore = session) => reconnectTokens.load(roomId, store);
export const saveReconnectToken = (roomId: string, token: string, store: KeyValueStore = session) => reconnectTokens.save(roomId, token, store);
export const forgetReconnectToken = (roomId: string, store: KeyValueStore = session) => reconnectTokens.forget(roomId, store);

// ---- how this tab joined (per room, this tab; only joins that carry no secret) ------------

/** A join without a password or judge code: what this tab needs to join the room again by itself. */
export interface OpenJoin {
  role: "player" | "spectator";
  name: string;
}

const openJoins = keyedStorage<OpenJoin>(KEYS.openJoins, (value) => {
  const join = value as Partial<OpenJoin> | null;
  const valid = !!join && (join.role === "player" || join.role === "spectator") && typeof join.name === "string";
  return valid ? { role: join.role!, name: join.name! } : undefined;
});

export const loadOpenJoin = (roomId: string, store: KeyValueStore = session) => openJoins.load(roomId, store);
/** Only the role and the name are kept, whatever else `join` carries. */
export const saveOpenJoin = (roomId: string, join: OpenJoin, store: KeyValueStore = session) =>
  openJoins.save(roomId, { role: join.role, name: join.name }, store);

// ---- the seat a judge acts for or a spectator follows (per room, this tab) ----------------

const chosenSeats = keyedStorage<"p1" | "p2">(KEYS.chosenSeats, (seat) => (seat === "p1" || seat === "p2" ? seat : undefined));

export const loadChosenSeat = (roomId: string, store: KeyValueStore = session) => chosenSeats.load(roomId, store);
export const saveChosenSeat = (roomId: string, seat: "p1" | "p2", store: KeyValueStore = session) => chosenSeats.save(roomId, seat, store);

export const STORAGE_KEYS = KEYS;
