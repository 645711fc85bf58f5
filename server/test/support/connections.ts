/**
 * Connection trouble on purpose: a socket that dies without a close frame (a network drop, a
 * killed tab), and the two ways back — Colyseus's reconnection token within the seat hold, or
 * a fresh join with the seat token.
 */
import "./record-websocket"; // before the SDK: it picks globalThis.WebSocket when it loads
import { Client } from "@colyseus/sdk";
import { Seat, type TestServer } from "./playmat";
import { recordAs } from "./record-websocket";

/** Kills the socket abruptly (code 1006 on both ends); the SDK is told not to reconnect by itself. */
export function dropConnection(seat: Seat): string {
  const token = seat.room.reconnectionToken;
  seat.room.reconnection.enabled = false;
  (seat.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
  return token;
}

/** Comes back through `client.reconnect(token)`, recorded under the same label. */
export async function reconnect(server: Pick<TestServer, "url">, label: string, token: string): Promise<Seat> {
  recordAs(label);
  const room = await new Client(server.url).reconnect(token);
  const seat = new Seat(label, room);
  await seat.hello();
  return seat;
}

export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
