/**
 * The stack floor: an empty Colyseus 0.18 room per pair of @colyseus/sdk clients, doing the
 * least a Colyseus game can do per move and nothing else (no validation, no store, no views).
 * BASELINE_ROOM picks which the bench drives in this process:
 * - `message`: the mover's message is broadcast to both clients of the room;
 * - `schema`: the mover's message becomes the value of one string field of the state, and the
 *   patch goes out at once (broadcastPatch), as Playmat sends its patch after each action, not
 *   on the default 50 ms patch interval.
 * Same transport as Playmat (its heartbeat spread over the interval, the same maximum payload),
 * so what differs from Playmat is the work a move does. Loopback only (BASELINE_PORT).
 */
import "../src/websocket-polyfill";
import { defineRoom, defineServer, Room } from "@colyseus/core";
import { schema, t, type SchemaType } from "@colyseus/schema";
import { HeartbeatTransport } from "../src/transport/heartbeat";

export const FLOOR_MESSAGE = "m";

const FloorState = schema({ blob: t.string() }, "FloorState");
type FloorState = SchemaType<typeof FloorState>;

/** Both floor rooms: two clients, and the patch timer as slow as Playmat's (no 16 ms clock ticks). */
class MessageFloor extends Room {
  override maxClients = 2;
  override patchRate = 1000;

  override onCreate(): void {
    this.onMessage(FLOOR_MESSAGE, (_client, payload: string) => this.broadcast(FLOOR_MESSAGE, payload));
  }
}

class SchemaFloor extends Room<{ state: FloorState }> {
  override maxClients = 2;
  override patchRate = 1000;

  override onCreate(): void {
    this.state = new FloorState();
    this.onMessage(FLOOR_MESSAGE, (_client, payload: string) => {
      this.state.blob = payload;
      this.broadcastPatch();
    });
  }
}

const port = Number(process.env.BASELINE_PORT ?? 0);
const server = defineServer({
  greet: false,
  transport: new HeartbeatTransport({ maxPayload: 64 * 1024 }),
  rooms: { "floor-message": defineRoom(MessageFloor), "floor-schema": defineRoom(SchemaFloor) },
});
await server.listen(port, "127.0.0.1");
// Colyseus shuts down and exits on SIGTERM by itself, as Playmat's server does.
process.send?.("ready");
