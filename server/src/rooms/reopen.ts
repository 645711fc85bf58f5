/**
 * A game both players left is not over. When a table's last client leaves, the room goes out of
 * memory and its stored game becomes "dormant" (TableRoom.onDispose); a player who comes back
 * with the seat token their browser kept wakes it here, and the room is rebuilt from the store
 * exactly as after a restart (restore.ts): same id, cards, log, RNG position and seats. Only a
 * seat token wakes a table: whatever else comes in (an unknown id, a wrong token, a finished,
 * closed or expired game) gets the same "not found", so a stranger learns nothing a join by id
 * does not already tell. DORMANT_HOLD_SECONDS after it went dormant, a game is closed for good.
 */
import { matchMaker } from "@colyseus/core";
import { log } from "../logger";
import type { GameStore, StoredSeats } from "../store/game-store";
import { fullMessage, isServerFull } from "./capacity";
import { rebuildRoom } from "./restore";
import { roomServices } from "./services";
import { tokenMatches } from "./secrets";

export type ReopenAnswer =
  /** The table is in memory (or on its way): join it by id with the seat token. */
  | { ok: true }
  /** No table this token can reopen. Deliberately one answer for every reason. */
  | { ok: false; reason: "not-found" }
  /** The token is right, but the server holds its most tables (MAX_TABLES) or the game could not be rebuilt. */
  | { ok: false; reason: "full" | "failed"; message: string };

const NOT_FOUND: ReopenAnswer = { ok: false, reason: "not-found" };

/** One wake per room at a time in this process: two players coming back at once share it. */
const waking = new Map<string, Promise<ReopenAnswer>>();
/** Rooms going out of memory whose "dormant" is not stored yet: a wake waits for it. */
const settling = new Map<string, Promise<void>>();

/**
 * Called by a disposing room with the write that stores its new status. The room has left the
 * matchmaker a few microtasks before (Colyseus removes it, then calls onDispose), so a wake that
 * read "open" from the store before that write finds it here and waits.
 */
export function settleDisposal(roomId: string, write: Promise<void>): Promise<void> {
  const done = write.finally(() => {
    if (settling.get(roomId) === done) settling.delete(roomId);
  });
  settling.set(roomId, done);
  return done;
}

const holdsSeat = (seats: StoredSeats, seatToken: string) => Object.values(seats).some((held) => held && tokenMatches(seatToken, held.tokenHash));

/** Whether a room with this id is in memory on any process of this server. */
async function isLive(roomId: string): Promise<boolean> {
  return (await matchMaker.query({ roomId })).length > 0;
}

/** Wakes the dormant table `roomId` for the player holding `seatToken`, or says it can't. */
export async function reopenTable(store: GameStore, roomId: string, seatToken: string, dormantHoldSeconds: number): Promise<ReopenAnswer> {
  await settling.get(roomId);
  const access = await store.roomAccess(roomId);
  // Each caller's own token first: a stranger asking at the same moment as a player shares nothing.
  if (!access || !holdsSeat(access.seats, seatToken)) return NOT_FOUND;
  const running = waking.get(roomId);
  if (running) return running;
  const wake = wakeTable(store, roomId, dormantHoldSeconds).finally(() => waking.delete(roomId));
  waking.set(roomId, wake);
  return wake;
}

async function wakeTable(store: GameStore, roomId: string, dormantHoldSeconds: number): Promise<ReopenAnswer> {
  await settling.get(roomId);
  const access = await store.roomAccess(roomId);
  if (access?.status === "open") {
    // In memory, or disposing right now: then its "dormant" is on its way, and the wake reads it.
    const disposing = settling.get(roomId);
    if (!disposing || (await isLive(roomId))) return { ok: true };
    return wakeTable(store, roomId, dormantHoldSeconds);
  }
  if (access?.status !== "dormant") return NOT_FOUND;
  const since = new Date(Date.now() - dormantHoldSeconds * 1000).toISOString();
  // Of two servers waking the same table, the one whose update lands rebuilds it.
  if (!(await store.claimDormant(roomId, since))) {
    return (await store.roomAccess(roomId))?.status === "open" ? { ok: true } : NOT_FOUND;
  }
  try {
    const saved = await store.loadRoom(roomId);
    if (!saved) return NOT_FOUND;
    await rebuildRoom(saved, "reopen");
    log.info({ room: roomId }, "reopened a dormant table");
    return { ok: true };
  } catch (error) {
    // Asleep again, from when it first went to sleep: a failed wake doesn't lengthen its stay.
    await store.markStatus(roomId, "dormant", access.updatedAt).catch(() => {});
    await store.letGo(roomId).catch(() => {});
    const message = error instanceof Error ? error.message : String(error);
    // TableRoom.onCreate refuses a table past MAX_TABLES as it refuses a new one (serverFull); the route sends its code.
    if (isServerFull(message)) return { ok: false, reason: "full", message: fullMessage(roomServices.maxTables) };
    log.error({ room: roomId, err: message }, "could not reopen a dormant table");
    return { ok: false, reason: "failed", message: "The table could not be brought back. Try again later." };
  }
}
