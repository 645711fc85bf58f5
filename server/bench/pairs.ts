/**
 * The baselines' client pairs, driven like a Playmat table: side 0 and side 1 take turns to send
 * a payload, and a move's latency runs from the send to the moment the other side has it.
 * Each counts what its sides received (payload and WebSocket frame headers) for bytes per move.
 */
import { performance } from "node:perf_hooks";
import { Client, type Room } from "@colyseus/sdk";
import { io, type Socket } from "socket.io-client";
import { WebSocket } from "ws";
import type { BaselineName } from "./baselines";
import { emptyBytes, within, wsHeaderBytes, type MoveBytes } from "./common";

export type Side = 0 | 1;

export abstract class Pair {
  /** What each side received: every frame counts under `other`, its header under `headers`. */
  readonly received: [MoveBytes, MoveBytes] = [emptyBytes(), emptyBytes()];
  /** The move in flight (one per pair at a time) and who should receive it. */
  inFlight: { to: Side; payload: string; onSeen: (at: number) => void } | null = null;
  /** Moves sent so far: each sends the other payload than the one before, so the schema floor's field always changes. */
  private sent = 0;

  constructor(readonly index: number) {}

  abstract connect(url: string, ms: number): Promise<void>;
  abstract close(ms: number): Promise<void>;
  protected abstract send(from: Side, payload: string): void;

  /** Called by a side for every frame it receives. */
  protected count(side: Side, payloadBytes: number): void {
    const b = this.received[side];
    b.other += payloadBytes;
    b.headers += wsHeaderBytes(payloadBytes);
    b.frames++;
  }

  /**
   * Called by a side when a move reached it (a message, an event, a state change). Where the
   * mover gets its own move back too (the Colyseus floors broadcast to both), `payload` tells
   * the move in flight from the mover's late echo of the one before, which must not end it.
   */
  protected arrived(side: Side, payload?: unknown): void {
    const flight = this.inFlight;
    if (flight && flight.to === side && (payload === undefined || payload === flight.payload)) {
      this.inFlight = null;
      flight.onSeen(performance.now());
    }
  }

  /** Sends one of `payloads` (the other one than last time) from one side; resolves with the latency when the other side has it. */
  exchange(from: Side, payloads: readonly [string, string], ms: number): Promise<number> {
    const payload = payloads[this.sent++ % 2]!;
    return within(new Promise<number>((resolve) => {
      const t0 = performance.now();
      this.inFlight = { to: from === 0 ? 1 : 0, payload, onSeen: (at) => resolve(at - t0) };
      this.send(from, payload);
    }), ms, "baseline message");
  }
}

/** The physical floor: two plain `ws` sockets; the relay forwards binary frames as they are. */
class WsPair extends Pair {
  private readonly sockets: WebSocket[] = [];

  async connect(url: string, ms: number): Promise<void> {
    for (const side of [0, 1] as const) {
      const ws = new WebSocket(`${url}/?pair=${this.index}&side=${side === 0 ? "a" : "b"}`, { perMessageDeflate: false });
      await within(new Promise<void>((resolve, reject) => {
        ws.once("open", () => resolve());
        ws.once("error", reject);
      }), ms, "relay connect");
      ws.on("message", (data: Buffer) => {
        this.count(side, data.length);
        this.arrived(side);
      });
      this.sockets.push(ws);
    }
  }

  protected send(from: Side, payload: string): void {
    this.sockets[from]!.send(Buffer.from(payload, "latin1"));
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
  }
}

/** The stack floor: two @colyseus/sdk clients in one floor room (colyseus-floor.ts). */
class ColyseusPair extends Pair {
  private readonly rooms: Room[] = [];

  constructor(index: number, private readonly kind: "message" | "schema") {
    super(index);
  }

  async connect(url: string, ms: number): Promise<void> {
    const client = new Client(url);
    const created = await within(client.create(`floor-${this.kind}`), ms, "floor create");
    const joined = await within(client.joinById(created.roomId), ms, "floor join");
    for (const [side, room] of [[0, created], [1, joined]] as const) {
      const events = room.connection.events as { onmessage?: (ev: { data: ArrayBuffer }) => void };
      const deliver = events.onmessage!;
      events.onmessage = (ev) => {
        this.count(side, ev.data.byteLength);
        deliver(ev);
      };
      if (this.kind === "message") room.onMessage("m", (payload: string) => this.arrived(side, payload));
      else room.onStateChange((state: { blob?: string }) => this.arrived(side, state.blob));
      this.rooms.push(room);
    }
  }

  protected send(from: Side, payload: string): void {
    this.rooms[from]!.send("m", payload);
  }

  async close(ms: number): Promise<void> {
    await Promise.allSettled(this.rooms.map((room) => within(room.leave(true), ms, "floor leave")));
  }
}

/** The peer: two socket.io-client sockets in one Socket.IO room (socketio-relay.ts). */
class SocketIoPair extends Pair {
  private readonly sockets: Socket[] = [];

  async connect(url: string, ms: number): Promise<void> {
    for (const side of [0, 1] as const) {
      const socket = io(url, { transports: ["websocket"], query: { pair: String(this.index) }, forceNew: true, reconnection: false, timeout: ms });
      // Engine.IO packets as they arrive: a WebSocket frame is the packet's type digit and its data.
      socket.io.on("open", () => {
        socket.io.engine.on("packet", (packet: { data?: unknown }) => {
          this.count(side, 1 + (typeof packet.data === "string" ? Buffer.byteLength(packet.data) : 0));
        });
      });
      socket.on("m", () => this.arrived(side));
      await within(new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
      }), ms, "socket.io connect");
      this.sockets.push(socket);
    }
  }

  protected send(from: Side, payload: string): void {
    this.sockets[from]!.emit("m", payload);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.disconnect();
  }
}

export function newPair(name: BaselineName, index: number): Pair {
  switch (name) {
    case "ws":
      return new WsPair(index);
    case "message":
    case "schema":
      return new ColyseusPair(index, name);
    case "socketio":
      return new SocketIoPair(index);
  }
}
