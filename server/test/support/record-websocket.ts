/**
 * Records every byte each test client receives. Import before @colyseus/sdk: the SDK picks
 * globalThis.WebSocket when it loads. Tests label a client before it connects; every socket
 * opened under that label (joins and reconnects) appends to the same recording.
 */
import { WebSocket as NodeWebSocket, type ClientOptions } from "ws";

const recordings = new Map<string, Buffer[]>();
let currentLabel = "unlabelled";

export function recordAs(label: string): void {
  currentLabel = label;
  if (!recordings.has(label)) recordings.set(label, []);
}

/** Everything `label` has received so far, as one latin1 string (markers are ASCII). */
export function received(label: string): string {
  return Buffer.concat(recordings.get(label) ?? []).toString("latin1");
}

export function clearRecordings(): void {
  recordings.clear();
}

/** Where the sockets opened from now on connect from: see connectFrom. */
let from: Pick<ClientOptions, "localAddress" | "headers"> = {};

/**
 * Sockets opened from now on connect from `localAddress` (any of 127.0.0.0/8 reaches the server
 * on loopback), so the server sees a client at another address, and send `headers` (such as
 * X-Forwarded-For) with their upgrade request. `connectFrom({})` goes back to the default.
 */
export function connectFrom(options: Pick<ClientOptions, "localAddress" | "headers">): void {
  from = options;
}

class RecordingWebSocket extends NodeWebSocket {
  constructor(address: string | URL, second?: string | string[] | ClientOptions, third?: ClientOptions) {
    // The SDK passes its options second ({ headers, protocols }), which ws takes for options too.
    const [protocols, options] = typeof second === "object" && !Array.isArray(second) ? [undefined, second] : [second, third];
    super(address, protocols, { ...options, ...from, headers: { ...options?.headers, ...from.headers } });
    const sink = recordings.get(currentLabel) ?? [];
    recordings.set(currentLabel, sink);
    this.on("message", (data: Buffer | ArrayBuffer | Buffer[]) => {
      if (Array.isArray(data)) sink.push(...data);
      else sink.push(Buffer.isBuffer(data) ? data : Buffer.from(data));
    });
  }
}

(globalThis as { WebSocket?: unknown }).WebSocket = RecordingWebSocket;
