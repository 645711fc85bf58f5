/**
 * Bringing rooms back when the server starts. Only the server can restore a room: the saved
 * game reaches TableRoom.onCreate through this module, under a one-time ticket no client can
 * know, never through create options a client could send.
 */
import { matchMaker } from "@colyseus/core";
import { ROOM_NAME } from "@playmat/shared";
import { log } from "../logger";
import type { GameStore, LoadedRoom } from "../store/game-store";
import { newToken } from "./secrets";

const TICKET_OPTION = "__restoreTicket";
const pending = new Map<string, LoadedRoom>();

/** The saved room onCreate is to rebuild, if these create options carry a live ticket (used once). */
export function takeRestore(options: unknown): LoadedRoom | undefined {
  const ticket = options && typeof options === "object" ? (options as Record<string, unknown>)[TICKET_OPTION] : undefined;
  if (typeof ticket !== "string") return undefined;
  const saved = pending.get(ticket);
  pending.delete(ticket);
  return saved;
}

/** Recreates every unfinished room under its old id. A room that cannot be rebuilt is logged and left stored. */
export async function restoreRooms(store: GameStore): Promise<{ restored: string[]; failed: string[] }> {
  const restored: string[] = [];
  const failed: string[] = [];
  await matchMaker.onReady; // the matchmaker sets itself up asynchronously after defineServer()
  for (const id of await store.listUnfinished()) {
    const ticket = newToken();
    try {
      const saved = await store.loadRoom(id);
      if (!saved) continue;
      pending.set(ticket, saved);
      await matchMaker.createRoom(ROOM_NAME, { [TICKET_OPTION]: ticket });
      restored.push(id);
    } catch (error) {
      failed.push(id);
      log.error({ room: id, err: error instanceof Error ? error.message : String(error) }, "could not restore a room");
    } finally {
      pending.delete(ticket);
    }
  }
  if (restored.length + failed.length > 0) log.info({ restored: restored.length, failed: failed.length }, "rooms restored");
  return { restored, failed };
}
