/**
 * The sliced heartbeat on real sockets: a client that answers pings stays connected and is
 * pinged about once per interval; one that never answers is cut off after its missed pings,
 * as Colyseus's own heartbeat would.
 */
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { HeartbeatSlicer, HeartbeatTransport } from "../src/transport/heartbeat";

const INTERVAL_MS = 150;

async function listening(): Promise<{ transport: HeartbeatTransport; url: string }> {
  const transport = new HeartbeatTransport({ pingInterval: INTERVAL_MS, pingMaxRetries: 2 });
  await new Promise<void>((resolve) => transport.listen(0, "127.0.0.1", undefined, () => resolve()));
  const { port } = transport.server!.address() as AddressInfo;
  // The root path holds a connection open for a second without joining a room.
  return { transport, url: `ws://127.0.0.1:${port}/` };
}

function connect(url: string, answersPings: boolean) {
  const socket = new WebSocket(url, { autoPong: answersPings });
  const seen = { pings: 0, closedAtMs: 0, closeCode: 0 };
  const opened = Date.now();
  socket.on("ping", () => seen.pings++);
  const closed = new Promise<void>((resolve) =>
    socket.on("close", (code) => {
      seen.closeCode = code;
      seen.closedAtMs = Date.now() - opened;
      resolve();
    }),
  );
  return { socket, seen, closed };
}

describe("the heartbeat in slices, on a real WebSocket server", () => {
  let transport: HeartbeatTransport | undefined;
  afterEach(() => {
    transport?.shutdown();
    vi.restoreAllMocks();
  });

  it("drives Colyseus's heartbeat: thirty slices per interval", async () => {
    const tick = vi.spyOn(HeartbeatSlicer.prototype, "tick");
    ({ transport } = await listening());
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 2));
    // Sixty slices are due in two intervals; timers on a busy machine run late, never early.
    // The stock heartbeat would call no slicer at all.
    expect(tick.mock.calls.length).toBeGreaterThan(5);
    expect(tick.mock.calls.length).toBeLessThanOrEqual(61);
  });

  it("pings a client that answers about once per interval and keeps it", async () => {
    let url: string;
    ({ transport, url } = await listening());
    const client = connect(url, true);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 5.5));
    expect(client.seen.pings).toBeGreaterThanOrEqual(2);
    expect(client.seen.pings).toBeLessThanOrEqual(6);
    client.socket.close();
    await client.closed;
    expect(client.seen.closeCode).not.toBe(1006);
  });

  it("cuts off a client that never answers after two missed pings", async () => {
    let url: string;
    ({ transport, url } = await listening());
    const client = connect(url, false);
    await client.closed;
    expect(client.seen.pings).toBe(2);
    // Terminated (no close frame), before the root path's own one-second close.
    expect(client.seen.closeCode).toBe(1006);
    expect(client.seen.closedAtMs).toBeLessThan(1000);
  });
});
