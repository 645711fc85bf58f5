/**
 * Records every byte each test client receives. Import before @colyseus/sdk: the SDK picks
 * globalThis.WebSocket when it loads. Tests label a client before it connects; every socket
 * opened under that label (joins and reconnects) appends to the same recording.
 */
import { WebSocket as NodeWebSocket } from "ws";

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

class RecordingWebSocket extends NodeWebSocket {
  constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
    super(...args);
    const sink = recordings.get(currentLabel) ?? [];
    recordings.set(currentLabel, sink);
    this.on("message", (data: Buffer | ArrayBuffer | Buffer[]) => {
      if (Array.isArray(data)) sink.push(...data);
      else sink.push(Buffer.isBuffer(data) ? data : Buffer.from(data));
    });
  }
}

(globalThis as { WebSocket?: unknown }).WebSocket = RecordingWebSocket;
