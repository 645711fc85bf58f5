/**
 * Joining tables: create, join by id, and come back after a refresh. A refresh first tries
 * Colyseus's reconnection token (this tab, sessionStorage), then the seat token (this browser,
 * localStorage), so the player gets the same seat back — waking the table first if everyone
 * had left it (joinOrReopen).
 */
import { Client, type Room } from "@colyseus/sdk";
import { ROOM_NAME, type CreateOptions, type JoinOptions } from "@playmat/shared";
import i18next from "../i18n";
import { fetchRooms, reopenTable } from "./api";
import { joinRefusalText } from "./joinRefusal";
import { SDK_RECONNECTION } from "./rejoin";
import { adoptNextTableSeats, forgetReconnectToken, loadOpenJoin, loadReconnectToken, loadSeatToken, saveOpenJoin, saveReconnectToken } from "./storage";

let client: Client | null = null;

export function getClient(): Client {
  client ??= new Client(typeof location === "undefined" ? "http://localhost:2567" : location.origin);
  return client;
}

export type JoinRequest = Pick<JoinOptions, "role" | "name" | "seat" | "password" | "judgeCode">;

/**
 * How this tab joined each room, to join it again by itself after a restart (rejoin.ts). Kept in
 * memory only: it may hold the room's password or the judge code. A join without either is
 * also kept for the tab (storage.ts OpenJoin), so a spectator who refreshed comes back too.
 */
const joinedWith = new Map<string, JoinRequest>();

function remember(roomId: string, join: JoinRequest): void {
  joinedWith.set(roomId, join);
  const role = join.role ?? "player";
  if (!join.password && !join.judgeCode && role !== "judge") saveOpenJoin(roomId, { role, name: join.name ?? "" });
}

/** How to join this room again, if this tab knows: what it joined with (before or after a refresh), else a player's seat token. */
export function rejoinRequest(roomId: string, name: string): JoinRequest | undefined {
  const kept = joinedWith.get(roomId) ?? loadOpenJoin(roomId);
  if (kept) return { ...kept, name: kept.name || name };
  return loadSeatToken(roomId) ? { role: "player", name } : undefined;
}

/** Remembers how to come back to this room from this tab, now and after every reconnect. */
export function trackReconnection(room: Room): void {
  Object.assign(room.reconnection, SDK_RECONNECTION);
  saveReconnectToken(room.roomId, room.reconnectionToken);
  room.onReconnect(() => saveReconnectToken(room.roomId, room.reconnectionToken));
}

export async function createTable(create: CreateOptions, join: JoinRequest): Promise<Room> {
  const room = await getClient().create(ROOM_NAME, { ...create, ...join, role: "player" });
  remember(room.roomId, { ...join, role: "player", ...(create.password ? { password: create.password } : {}) });
  trackReconnection(room);
  return room;
}

export async function joinTable(roomId: string, join: JoinRequest): Promise<Room> {
  const options: JoinOptions = { ...join };
  if ((join.role ?? "player") === "player") {
    const token = loadSeatToken(roomId);
    if (token) options.seatToken = token;
  }
  const room = await joinOrReopen(roomId, options);
  remember(roomId, join);
  trackReconnection(room);
  return room;
}

/**
 * Joins by id; when the server has no such room in memory and this browser holds a seat token
 * for it, the table may be asleep (everyone left): the token wakes it, and the join is tried
 * again. Any other "no" is the first refusal, as if nothing had been asked.
 */
async function joinOrReopen(roomId: string, options: JoinOptions): Promise<Room> {
  try {
    return await getClient().joinById(roomId, options);
  } catch (error) {
    if (!options.seatToken || !isNotFound(error)) throw error;
    const reopened = await reopenTable(roomId, options.seatToken);
    if (!reopened.ok) {
      // The player's own table, but no room for it now (the server is full) or it couldn't be rebuilt: say so.
      if (REOPEN_REFUSALS.has(reopened.error.code)) throw new Error(reopened.error.message);
      throw error;
    }
    return joinOnceBuilt(roomId, options);
  }
}

/**
 * The join after a reopen the server said "ok" to. Another server process may still be building
 * the room (it won the wake; this one only read that the table is open again): a join that finds
 * no room yet is tried again for a few seconds before it is the refusal.
 */
async function joinOnceBuilt(roomId: string, options: JoinOptions): Promise<Room> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getClient().joinById(roomId, options);
    } catch (error) {
      if (!isNotFound(error) || attempt >= REJOIN_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, REJOIN_PAUSE_MS));
    }
  }
}

const REJOIN_ATTEMPTS = 10;
const REJOIN_PAUSE_MS = 300;

/** Refusals of a reopen that are about the server, not the table: worth telling the player. */
const REOPEN_REFUSALS = new Set(["table.server-full", "table.reopen-failed"]);

/**
 * Comes back to a room without asking: the tab's reconnection token, else this browser's seat.
 * Returns null when neither works (the caller shows the join choices).
 */
export async function resumeTable(roomId: string, name: string): Promise<Room | null> {
  const reconnect = loadReconnectToken(roomId);
  if (reconnect) {
    try {
      const room = await getClient().reconnect(reconnect);
      trackReconnection(room);
      return room;
    } catch {
      forgetReconnectToken(roomId);
    }
  }
  // The next game of a table this browser sat at holds its seat for the same token (the room list says which).
  if (!loadSeatToken(roomId)) adoptNextTableSeats((await fetchRooms()).filter((room) => room.roomId === roomId));
  if (loadSeatToken(roomId)) {
    try {
      return await joinTable(roomId, { role: "player", name: name || "Player" });
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Colyseus's own refusal when no open room has the id (ErrorCode.MATCHMAKE_INVALID_ROOM_ID): its
 * message, `room "abc" not found` or `room "abc" is locked`, is for developers.
 */
const ROOM_NOT_OPEN = 522;

/** Colyseus's "no open room has this id" (not "it is locked"). */
function isNotFound(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === ROOM_NOT_OPEN && !/ is locked$/.test(String(message));
}

/** A server refusal or a network error as a sentence. */
export function joinErrorMessage(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? (error as { code: unknown }).code : undefined;
  const message =
    error instanceof Error
      ? error.message
      : error && typeof error === "object" && "message" in error
        ? String((error as { message: unknown }).message)
        : String(error);
  if (code === ROOM_NOT_OPEN) return i18next.t(/ is locked$/.test(message) ? "lobby.roomLocked" : "lobby.roomGone");
  return joinRefusalText(message);
}
