/**
 * A request to the table that always answers the way the server does: a reply, or
 * `{ ok: false, error }` when it could not be asked. While the connection is down (the header
 * says "Reconnecting…" or "Rejoining the table…") nothing is sent, and the refusal says so in
 * the player's words rather than the connection library's.
 */
import type { Room } from "@colyseus/sdk";

export type AskFailure = { ok: false; error: { code: string; message: string } };

/** Code of a request made while the tab is not connected: nothing reached the table. */
export const NOT_CONNECTED = "connection.down";

type Asked = Pick<Room, "request"> & { connection?: { isOpen: boolean } };

export async function ask<Reply>(room: Asked, type: string, payload?: unknown): Promise<Reply | AskFailure> {
  if (room.connection && !room.connection.isOpen) {
    return { ok: false, error: { code: NOT_CONNECTED, message: "Not connected to the table: nothing was sent." } };
  }
  try {
    return (await room.request(type, payload)) as Reply;
  } catch (error) {
    return { ok: false, error: { code: "network", message: error instanceof Error ? error.message : String(error) } };
  }
}
