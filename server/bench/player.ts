/**
 * One headless @colyseus/sdk client of a bench table: counts every frame it receives by kind
 * (state patch, `log` message, request reply) and the bytes it sends, and tells who waits for
 * which state seq or log message.
 */
import { performance } from "node:perf_hooks";
import type { Room } from "@colyseus/sdk";
import { MESSAGES } from "@playmat/shared";
import { emptyBytes, within, wsHeaderBytes, type MoveBytes } from "./common";

export type Seat = "p1" | "p2";
export const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");
/** Colyseus frame codes (@colyseus/shared-types Protocol), low five bits of the first byte. */
const ROOM_DATA = 13;
const ROOM_STATE_PATCH = 15;
const ROOM_RESPONSE = 22;

/** One SDK client: what it received (by frame kind) and who waits for which state seq. */
export class Player {
  readonly bytes: MoveBytes = emptyBytes();
  sent = 0;
  /** `log` messages received: every accepted action sends each player exactly one, after its patch. */
  logs = 0;
  private logWaiters: { count: number; resolve: () => void }[] = [];
  /** The opponent of an in-flight move: called once this client's state reaches `seq`. */
  watch: { seq: number; onSeen: (at: number) => void } | null = null;
  private waiters: { seq: number; resolve: () => void }[] = [];

  constructor(
    readonly seat: Seat,
    readonly room: Room,
  ) {
    const events = room.connection.events as { onmessage?: (ev: { data: ArrayBuffer }) => void };
    const deliver = events.onmessage!;
    events.onmessage = (ev) => {
      this.count(ev.data);
      deliver(ev);
    };
    const connection = room.connection as { send(data: Uint8Array): void };
    const transmit = connection.send.bind(connection);
    connection.send = (data: Uint8Array) => {
      this.sent += data.byteLength + 6; // client frames carry a 2-byte header and a 4-byte mask
      transmit(data);
    };
    room.onMessage(MESSAGES.log, () => {
      this.logs++;
      if (this.logWaiters.length === 0) return;
      const ready = this.logWaiters.filter((w) => this.logs >= w.count);
      this.logWaiters = this.logWaiters.filter((w) => this.logs < w.count);
      for (const w of ready) w.resolve();
    });
    room.onMessage(MESSAGES.judgeHidden, () => {});
    room.onMessage("error", () => {});
    room.onStateChange(() => this.changed());
  }

  get state(): any {
    return this.room.state;
  }

  get seq(): number {
    return this.state?.seq ?? 0;
  }

  private count(data: ArrayBuffer): void {
    const n = data.byteLength;
    const code = new Uint8Array(data, 0, 1)[0]! & 0x1f;
    const b = this.bytes;
    b.frames++;
    b.headers += wsHeaderBytes(n);
    if (code === ROOM_STATE_PATCH) b.patch += n;
    else if (code === ROOM_DATA) b.log += n;
    else if (code === ROOM_RESPONSE) b.reply += n;
    else b.other += n;
  }

  private changed(): void {
    const seq = this.seq;
    if (this.watch && seq >= this.watch.seq) {
      const watch = this.watch;
      this.watch = null;
      watch.onSeen(performance.now());
    }
    if (this.waiters.length > 0) {
      const ready = this.waiters.filter((w) => seq >= w.seq);
      this.waiters = this.waiters.filter((w) => seq < w.seq);
      for (const w of ready) w.resolve();
    }
  }

  /** Resolves once this client's copy of the state has caught up with `seq`. */
  reach(seq: number, ms: number): Promise<void> {
    if (this.seq >= seq) return Promise.resolve();
    return within(new Promise<void>((resolve) => this.waiters.push({ seq, resolve })), ms, `${this.seat} reaching seq ${seq}`);
  }

  /** Resolves once this client has received `count` log messages (false if it did not in time). */
  async logsReach(count: number, ms: number): Promise<boolean> {
    if (this.logs >= count) return true;
    return within(new Promise<void>((resolve) => this.logWaiters.push({ count, resolve })), ms, "log")
      .then(() => true)
      .catch(() => false);
  }

  zone(key: string): any {
    return this.state.zones.get(key);
  }

  /** Cards this client sees in a pile: public id and, if it may see it, the card id. */
  cards(key: string): { pid: string; defId: string | undefined }[] {
    return [...(this.zone(key)?.cards ?? [])].map((c: any) => ({ pid: c.pid as string, defId: c.face?.defId as string | undefined }));
  }

  async act(action: unknown, ms: number): Promise<any> {
    return within(this.room.request(MESSAGES.action, { action }, { timeout: ms }), ms + 50, `action ${(action as { type: string }).type}`);
  }
}
