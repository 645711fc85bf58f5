/**
 * Bringing stored rooms back: every open room when the server starts, a dormant game when one
 * of its players comes back (reopen.ts), and, with several processes, the open rooms of a
 * process that died (ownership.ts). Only the server can restore a room: the saved game reaches
 * TableRoom.onCreate through this module, under a one-time ticket no client can know, never
 * through create options a client could send. The room is created in this process, which
 * holds the ticket (and, with several processes, the room's lease), never placed elsewhere
 * by the matchmaker.
 */
import { matchMaker } from "@colyseus/core";
import { ROOM_NAME } from "@playmat/shared";
import { log } from "../logger";
import type { GameStore, LoadedRoom } from "../store/game-store";
import { newToken } from "./secrets";

const TICKET_OPTION = "__restoreTicket";

/**
 * Why a stored room is rebuilt: "restart" (every open room as the server starts; each takes its
 * place whatever the table count, it existed before) or "reopen" (a dormant game a player came
 * back to; it counts toward MAX_TABLES like a new table).
 */
export type RebuildReason = "restart" | "reopen";

export interface Rebuild {
  saved: LoadedRoom;
  reason: RebuildReason;
}

const pending = new Map<string, Rebuild>();

/** The saved room onCreate is to rebuild, if these create options carry a live ticket (used once). */
export function takeRestore(options: unknown): Rebuild | undefined {
  const ticket = options && typeof options === "object" ? (options as Record<string, unknown>)[TICKET_OPTION] : undefined;
  if (typeof ticket !== "string") return undefined;
  const rebuild = pending.get(ticket);
  pending.delete(ticket);
  return rebuild;
}

/** Recreates a stored room under its old id in this process; onCreate rebuilds it (TableRoom.restore). */
export async function rebuildRoom(saved: LoadedRoom, reason: RebuildReason): Promise<void> {
  const ticket = newToken();
  pending.set(ticket, { saved, reason });
  try {
    // Not matchMaker.createRoom: with several processes it may ask another one, which has no such ticket.
    await matchMaker.handleCreateRoom(ROOM_NAME, { [TICKET_OPTION]: ticket });
  } finally {
    pending.delete(ticket);
  }
}

/** Recreates every unfinished room under its old id. A room that cannot be rebuilt is logged and left stored. */
export async function restoreRooms(store: GameStore): Promise<{ restored: string[]; failed: string[] }> {
  const restored: string[] = [];
  const failed: string[] = [];
  await matchMaker.onReady; // the matchmaker sets itself up asynchronously after defineServer()
  for (const id of await store.listUnfinished()) {
    try {
      const saved = await store.loadRoom(id);
      if (!saved) continue;
      await rebuildRoom(saved, "restart");
      restored.push(id);
    } catch (error) {
      failed.push(id);
      log.error({ room: id, err: error instanceof Error ? error.message : String(error) }, "could not restore a room");
    }
  }
  if (restored.length + failed.length > 0) log.info({ restored: restored.length, failed: failed.length }, "rooms restored");
  return { restored, failed };
}
