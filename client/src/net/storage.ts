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

// ---- seat tokens (per room) -------------------------------------------------------------

type TokenMap = Record<string, string>;

export function loadSeatToken(roomId: string, store: KeyValueStore = local): string | undefined {
  const map = readJson<TokenMap>(store, KEYS.seatTokens, {});
  return typeof map[roomId] === "string" ? map[roomId] : undefined;
}

export function saveSeatToken(roomId: string, token: string, store: KeyValueStore = local): void {
  const map = readJson<TokenMap>(store, KEYS.seatTokens, {});
  map[roomId] = token;
  // Keep the 50 most recent rooms.
  const entries = Object.entries(map).slice(-50);
  writeJson(store, KEYS.seatTokens, Object.fromEntries(entries));
}

export function forgetSeatToken(roomId: string, store: KeyValueStore = local): void {
  const map = readJson<TokenMap>(store, KEYS.seatTokens, {});
  delete map[roomId];
  writeJson(store, KEYS.seatTokens, map);
}

// ---- reconnection tokens (per room, this tab) ---------------------------------------------

export function loadReconnectToken(roomId: string, store: KeyValueStore = session): string | undefined {
  const map = readJson<TokenMap>(store, KEYS.reconnect, {});
  return typeof map[roomId] === "string" ? map[roomId] : undefined;
}

export function saveReconnectToken(roomId: string, token: string, store: KeyValueStore = session): void {
  const map = readJson<TokenMap>(store, KEYS.reconnect, {});
  map[roomId] = token;
  writeJson(store, KEYS.reconnect, map);
}

export function forgetReconnectToken(roomId: string, store: KeyValueStore = session): void {
  const map = readJson<TokenMap>(store, KEYS.reconnect, {});
  delete map[roomId];
  writeJson(store, KEYS.reconnect, map);
}

// ---- how this tab joined (per room, this tab; only joins that carry no secret) ------------

/** A join without a password or judge code: what this tab needs to join the room again by itself. */
export interface OpenJoin {
  role: "player" | "spectator";
  name: string;
}

export function loadOpenJoin(roomId: string, store: KeyValueStore = session): OpenJoin | undefined {
  const join = readJson<Record<string, OpenJoin>>(store, KEYS.openJoins, {})[roomId];
  const valid = join && (join.role === "player" || join.role === "spectator") && typeof join.name === "string";
  return valid ? { role: join.role, name: join.name } : undefined;
}

export function saveOpenJoin(roomId: string, join: OpenJoin, store: KeyValueStore = session): void {
  const map = readJson<Record<string, OpenJoin>>(store, KEYS.openJoins, {});
  map[roomId] = { role: join.role, name: join.name };
  writeJson(store, KEYS.openJoins, map);
}

// ---- the seat a judge acts for or a spectator follows (per room, this tab) ----------------

export function loadChosenSeat(roomId: string, store: KeyValueStore = session): "p1" | "p2" | undefined {
  const seat = readJson<Record<string, unknown>>(store, KEYS.chosenSeats, {})[roomId];
  return seat === "p1" || seat === "p2" ? seat : undefined;
}

export function saveChosenSeat(roomId: string, seat: "p1" | "p2", store: KeyValueStore = session): void {
  const map = readJson<Record<string, string>>(store, KEYS.chosenSeats, {});
  map[roomId] = seat;
  writeJson(store, KEYS.chosenSeats, map);
}

export const STORAGE_KEYS = KEYS;
