/** What the bench's processes say to each other over IPC, and small helpers they share. */
import type { BaselineName } from "./baselines";

/** Orchestrator → load generator. Times are epoch milliseconds (Date.now), shared by every process. */
export type Command =
  | { cmd: "setup"; target: "playmat" | BaselineName; url: string; indices: number[]; messageBytes?: number; deadline: number; concurrency: number }
  | { cmd: "pace"; startAt: number; periodMs: number; moves: number; units: number; deadline: number }
  | { cmd: "saturate"; startAt: number; warmupMs: number; durationMs: number; deadline: number }
  | { cmd: "close"; deadline: number };

/** Load generator → orchestrator. */
export type Report =
  | { type: "booted" }
  | { type: "ready"; tables: number; failures: string[]; ms: number }
  | { type: "paced"; result: PaceResult }
  | { type: "saturated"; result: SaturateResult }
  | { type: "closed" }
  | { type: "error"; message: string };

/** Bytes one client received for one move, by frame kind (WebSocket payload bytes). */
export interface MoveBytes {
  patch: number;
  log: number;
  reply: number;
  other: number;
  frames: number;
  /** WebSocket frame headers (2 bytes under 126 B of payload, 4 under 64 KB). */
  headers: number;
}

export interface KindStats {
  moves: number;
  latencies: number[];
  /** Sum of what the opponent received for moves of this kind. */
  opponent: MoveBytes;
  /** Sum of what the mover received (its own patch, log lines, the reply). */
  mover: MoveBytes;
  /** Sum of the request bytes the mover sent. */
  sent: number;
  /** Moves whose opponent's log line had not arrived 5 s after the next move was due (bytes undercounted). */
  incomplete: number;
}

export interface GeneratorLoad {
  /** CPU time of the generator process over the phase, milliseconds. */
  cpuMs: number;
  /** Event-loop utilisation of the generator over the phase (0–1). */
  elu: number;
  /** Event-loop delay percentiles of the generator over the phase, ms. */
  loopDelayP99Ms: number;
}

export interface PaceResult {
  kinds: Record<string, KindStats>;
  /** Moves that started later than 20% of a period after their slot (the generator fell behind). */
  late: number;
  errors: string[];
  /** Moves whose opponent never saw the new state before the deadline. */
  unseen: number;
  load: GeneratorLoad;
}

export interface SaturateResult {
  /** Moves completed (reply received) inside the measured window. */
  moves: number;
  /** Every move of the phase, warm-up included (for memory retained per move). */
  totalMoves: number;
  windowMs: number;
  errors: string[];
  load: GeneratorLoad;
}

export function emptyBytes(): MoveBytes {
  return { patch: 0, log: 0, reply: 0, other: 0, frames: 0, headers: 0 };
}

export function addBytes(into: MoveBytes, from: MoveBytes): void {
  into.patch += from.patch;
  into.log += from.log;
  into.reply += from.reply;
  into.other += from.other;
  into.frames += from.frames;
  into.headers += from.headers;
}

export function subBytes(a: MoveBytes, b: MoveBytes): MoveBytes {
  return { patch: a.patch - b.patch, log: a.log - b.log, reply: a.reply - b.reply, other: a.other - b.other, frames: a.frames - b.frames, headers: a.headers - b.headers };
}

export const totalBytes = (b: MoveBytes): number => b.patch + b.log + b.reply + b.other + b.headers;

/** Size of a server → client WebSocket frame header (unmasked) for a payload of n bytes. */
export const wsHeaderBytes = (n: number): number => (n < 126 ? 2 : n < 65536 ? 4 : 10);

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarize(samples: readonly number[]): { p50: number; p95: number; p99: number; max: number; mean: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.at(-1) ?? NaN),
    mean: r(mean),
    n: sorted.length,
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Resolves with the promise's value, or rejects after `ms`: no wait in the bench is unbounded. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${Math.round(ms)} ms`)), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
/** `x` to `digits` decimals, or null when it is not a finite number (JSON has no NaN). */
export const round = (x: number, digits = 2): number | null => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : null);

/**
 * The two payloads a baseline pair's sides send (ASCII, so a character is a byte): sized so
 * that, with the baseline's own framing (`overhead` bytes), the receiver gets `frameBytes`;
 * they differ in their first byte, so the schema floor's field changes on every move.
 */
export function sizedPayloads(frameBytes: number, overhead: number): [string, string] {
  const n = Math.max(1, Math.round(frameBytes - overhead));
  const rest = "x".repeat(n - 1);
  return [`a${rest}`, `b${rest}`];
}
