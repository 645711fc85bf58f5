/** Made-up readings of one measured target, shaped as bench/phases.ts returns them, for the bench's unit tests. */
import type { KindStats, MoveBytes } from "../../bench/common";
import type { Phases } from "../../bench/phases";
import type { ProbeReading } from "../../bench/processes";

const MB = 2 ** 20;

function reading(rssMb: number, heapMb: number, cpuMs = 0): ProbeReading {
  return {
    memory: { rss: rssMb * MB, heapUsed: heapMb * MB, heapTotal: heapMb * MB, external: 0, arrayBuffers: 0 },
    cpuMs,
    elu: { idle: 0, active: 0, utilization: 0 },
    at: 0,
    loopDelayMs: { p50: 0, p99: 0, max: 0 },
  };
}

export const bytes = (other: number, frames = 1): MoveBytes => ({ patch: 0, log: 0, reply: 0, other, frames, headers: 2 * frames });

export function kind(moves: number, latencies: number[], opponent: MoveBytes): KindStats {
  return { moves, latencies, opponent, mover: bytes(0, 0), sent: 0, incomplete: 0 };
}

export interface Made {
  kinds: Record<string, KindStats>;
  /** Moves completed in the 10 s saturation window, and the process's CPU over it. */
  saturatedMoves: number;
  saturatedCpuMs: number;
  pacedCpuMs: number;
  /** 100 rooms: RSS after the first 50 and after all 100, heap after setup and after pacing. */
  rssMb?: [number, number];
  heapMb?: [number, number];
}

export function made(m: Made): Phases {
  const paced = Object.values(m.kinds).reduce((n, k) => n + k.moves, 0);
  const [rssHalf, rssAll] = m.rssMb ?? [100, 110];
  const [heapSetup, heapPaced] = m.heapMb ?? [50, 50];
  const none = { p50: 0, p99: 0, max: 0 };
  return {
    setupMs: 1000,
    baseline: reading(90, 40),
    afterHalf: reading(rssHalf, 45),
    halfRooms: 50,
    rooms: 100,
    afterSetup: reading(rssAll, heapSetup),
    afterPace: reading(rssAll, heapPaced),
    afterSaturate: reading(rssAll, heapPaced),
    pace: { kinds: m.kinds, late: 0, unseen: 0, errors: [], cpuMs: m.pacedCpuMs, wallMs: 10_000, generatorCpuMs: 1000, generatorLoopP99: 1, elu: 0.1, loopDelayMs: none, foreign: { cores: 0, stealCores: 0 }, collector: null },
    saturate: { moves: m.saturatedMoves, movesByGenerator: [m.saturatedMoves], totalMoves: m.saturatedMoves, windowMs: 10_000, cpuMs: m.saturatedCpuMs, elu: 1, loopDelayMs: none, foreign: { cores: 0, stealCores: 0 }, errors: [], generatorCpuMs: 5000, generatorElu: 0.5, collector: null },
    movesDuringPace: paced,
    failures: [],
  };
}

/** A baseline: `moves` paced moves of latency `ms` each, `perCpuSecond` moves per CPU-second at saturation. */
export const baseline = (ms: number, perCpuSecond: number, moves = 100): Phases =>
  made({ kinds: { move: kind(moves, Array.from({ length: moves }, () => ms), bytes(80 * moves, moves)) }, saturatedMoves: perCpuSecond * 5, saturatedCpuMs: 5000, pacedCpuMs: moves * 0.1 });
