/**
 * The server's own table, read in-process (the test runs the server), and a checksum of it:
 * what the engine holds, not what any client was told.
 */
import { createHash } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import type { Action, Actor, TableEvent, TableState } from "@playmat/shared";

export interface Truth {
  state: TableState;
  history: readonly { seq: number; action: Action; actor: Actor }[];
  events: readonly TableEvent[];
}

export function truthOf(roomId: string): Truth {
  const room = matchMaker.getLocalRoomById(roomId) as unknown as { session?: Truth } | undefined;
  if (!room?.session) throw new Error(`room ${roomId} is not running in this process`);
  return room.session;
}

/** JSON with sorted keys, so equal tables give equal text whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]));
    }
    return v;
  });
}

/** Card definitions never change once loaded: their ids stand for them (and keep this fast). */
export function checksum(state: TableState): string {
  const { cards, ...rest } = state;
  return createHash("sha256").update(canonical(rest)).update(Object.keys(cards).sort().join("\n")).digest("hex").slice(0, 16);
}
