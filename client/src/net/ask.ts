/**
 * A request to the table that always answers the way the server does: a reply, or
 * `{ ok: false, error }` when it could not be asked. While the connection is down (the header
 * says "Reconnecting…" or "Rejoining the table…") nothing is sent, and the refusal says so in
 * the player's words rather than the connection library's; so does a request that left but was
 * never answered, which may or may not have been made.
 */
import type { Room } from "@colyseus/sdk";

export type AskFailure = { ok: false; error: { code: string; message: string } };

/** Code of a request made while the tab is not connected: nothing reached the table. */
export const NOT_CONNECTED = "connection.down";
/** Code of a request sent but never answered (the connection dropped, or no reply in 10 s): it may or may not have been made. */
export const UNANSWERED = "connection.unanswered";

/** Colyseus's words for a request that left but got no reply: the connection closed, or its time ran out. */
const NO_ANSWER = /connection closed before a response|timed out/;

type Asked = Pick<Room, "request"> & { connection?: { isOpen: boolean } };

export async function ask<Reply>(room: Asked, type: string, payload?: unknown): Promise<Reply | AskFailure> {
  if (room.connection && !room.connection.isOpen) {
    return { ok: false, error: { code: NOT_CONNECTED, message: "Not connected to the table: nothing was sent." } };
  }
  try {
    return (await room.request(type, payload)) as Reply;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: NO_ANSWER.test(message) ? UNANSWERED : "network", message } };
  }
}
