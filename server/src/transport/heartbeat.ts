/**
 * Colyseus's WebSocket transport with its heartbeat spread over the interval.
 *
 * The stock transport pings every connection in one timer callback every 3 s, and every
 * client's pong comes back at once: with 1,000 connections the event loop stalls 11–24 ms
 * for the pings and as long again for the pongs, and every table's moves wait behind both
 * (the load test's README). Here the same pings go out in thirty slices, one every thirtieth of the
 * interval (100 ms at the default 3 s): each connection is still pinged about once per
 * interval and still dropped after `pingMaxRetries` unanswered pings, but no turn of the loop
 * sends more than a thirtieth of them, and the pongs come back as spread out.
 *
 * It also remembers each connection's client address, for the rooms (client-address.ts).
 */
import type { IncomingMessage } from "node:http";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { Express } from "express";
import type { WebSocket } from "ws";
import { rememberAddress } from "./client-address";

/** Slices per interval: at the default 3 s, a slice every 100 ms. */
export const HEARTBEAT_SLICES = 30;

type Connection = WebSocket & { pingCount: number };
type Upgrade = Parameters<WebSocketTransport["onConnection"]>[2];

/**
 * Walks the connections a slice at a time, one pass per `slices` ticks (one interval): a pass
 * that reaches the last connection early waits for the next interval, so a connection is
 * pinged once per interval however few there are. Connections that close mid-pass are
 * skipped and new ones are visited (a Set iterator sees both); each slice takes its share of
 * the connections not yet visited, so a pass keeps up with a server filling up.
 */
export class HeartbeatSlicer {
  private pass: Iterator<Connection> | null = null;
  private tickInPass = 0;
  private visited = 0;

  constructor(
    private readonly connections: () => Set<Connection>,
    private readonly maxRetries: number,
    private readonly slices = HEARTBEAT_SLICES,
  ) {}

  /** One slice: pings its connections, ends those that missed `maxRetries` pings in a row. */
  tick(): void {
    if (this.tickInPass === 0) {
      this.pass = this.connections().values();
      this.visited = 0;
    }
    const slicesLeft = this.slices - this.tickInPass;
    this.tickInPass = (this.tickInPass + 1) % this.slices;
    if (!this.pass) return;
    const perSlice = Math.max(1, Math.ceil((this.connections().size - this.visited) / slicesLeft));
    for (let i = 0; i < perSlice; i++) {
      const next = this.pass.next();
      if (next.done) {
        this.pass = null;
        return;
      }
      this.visited++;
      const connection = next.value;
      if (connection.pingCount >= this.maxRetries) {
        connection.terminate();
        continue;
      }
      connection.pingCount++;
      connection.ping(noop);
    }
  }
}

function noop() {}

export class HeartbeatTransport extends WebSocketTransport {
  constructor(...options: ConstructorParameters<typeof WebSocketTransport>) {
    super(...options);
    // Colyseus hands onConnection to the WebSocket server unbound; this one reads the transport's Express app.
    this.wss.off("connection", this.onConnection);
    this.wss.on("connection", (socket: Connection, req: IncomingMessage, upgrade?: Upgrade) => this.onConnection(socket, req, upgrade));
  }

  /** Each connection's client address is kept for the room's guess limits (client-address.ts). */
  protected override onConnection(rawClient: Connection, req: IncomingMessage, upgrade?: Upgrade): Promise<void> {
    rememberAddress(rawClient, req, this.getExpressApp() as Express);
    return super.onConnection(rawClient, req, upgrade);
  }

  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const slicer = new HeartbeatSlicer(() => this.wss.clients as Set<Connection>, pingMaxRetries);
    // The field the transport clears when its server closes.
    this.pingInterval = setInterval(() => slicer.tick(), pingInterval / HEARTBEAT_SLICES);
  }
}
