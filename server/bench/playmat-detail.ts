/**
 * What the report says about Playmat beyond the figures every target gets: bytes by kind of
 * move, memory readings, the collector's work, the server's loop and the generators' load.
 */
import { round, sum, summarize, totalBytes, type MoveBytes } from "./common";
import type { Phases } from "./phases";
import type { CollectorTotals, ProbeReading } from "./processes";
import { roomMemory } from "./target-figures";

/** A probe reading in MB, for the JSON. */
const mb = (r: ProbeReading) => ({
  ...Object.fromEntries(Object.entries(r.memory).map(([k, v]) => [k, round(v / 2 ** 20, 1)])),
  heapSpaces: Object.fromEntries((r.heapSpaces ?? []).map((s) => [s.name, { used: round(s.used / 2 ** 20, 1), size: round(s.size / 2 ** 20, 1) }])),
});
const perMove = (b: MoveBytes, moves: number) => ({
  total: round(totalBytes(b) / moves, 1),
  patch: round(b.patch / moves, 1),
  log: round(b.log / moves, 1),
  reply: round(b.reply / moves, 1),
  wsHeaders: round(b.headers / moves, 1),
  frames: round(b.frames / moves, 2),
});

/** The collector's work in a phase, per move: bytes do not drift with the host's speed, as times do. */
const collectorPerMove = (c: CollectorTotals | null, moves: number) =>
  c && moves > 0
    ? {
        scavenges: c.scavenges,
        movesPerScavenge: c.scavenges ? round(moves / c.scavenges, 0) : null,
        scavengePauseMs: c.scavenges ? round(c.scavengeMs / c.scavenges, 2) : null,
        survivedBytesPerMove: round(c.survivedBytes / moves, 0),
        promotedBytesPerMove: round(c.promotedBytes / moves, 0),
        markCompacts: c.markCompacts,
        markCompactPauseMs: c.markCompacts ? round(c.markCompactMs / c.markCompacts, 2) : null,
        mainThreadGcUsPerMove: round(((c.scavengeMs + c.markCompactMs + c.markingMs) * 1000) / moves, 1),
      }
    : null;
export type CollectorPerMove = ReturnType<typeof collectorPerMove>;

const loop = (d: ProbeReading["loopDelayMs"]) => ({ p50: round(d.p50), p99: round(d.p99), max: round(d.max) });

export function playmatDetail(p: Phases, workers: number) {
  const kinds = p.pace.kinds;
  const memory = roomMemory(p);
  return {
    latencyMsByKind: Object.fromEntries(Object.entries(kinds).map(([kind, k]) => [kind, summarize(k.latencies)])),
    bytesByKind: Object.fromEntries(Object.entries(kinds).map(([kind, k]) => [kind, { moves: k.moves, opponent: perMove(k.opponent, Math.max(1, k.moves)), mover: perMove(k.mover, Math.max(1, k.moves)), requestBytes: round(k.sent / Math.max(1, k.moves), 1) }])),
    memoryKbPerRoomDetail: {
      ...memory,
      naiveRssKbPerRoom: round((p.afterPace.memory.rss - p.baseline.memory.rss) / 1024 / Math.max(1, p.rooms), 1),
      heapBytesPerMoveAtSaturation: round((p.afterSaturate.memory.heapUsed - p.afterPace.memory.heapUsed) / Math.max(1, p.saturate.totalMoves), 0),
      readings: Object.fromEntries((["baseline", "afterHalf", "afterSetup", "afterPace", "afterSaturate"] as const).map((k) => [k, mb(p[k])])),
    },
    cpuMsPerMoveSaturated: round(p.saturate.cpuMs / Math.max(1, p.saturate.moves), 4),
    collector: { paced: collectorPerMove(p.pace.collector, p.movesDuringPace), saturated: collectorPerMove(p.saturate.collector, p.saturate.moves) },
    serverPaced: { cpuUtilisation: round(p.pace.cpuMs / p.pace.wallMs, 3), eventLoopUtilisation: round(p.pace.elu, 3), loopDelayMs: loop(p.pace.loopDelayMs) },
    serverSaturated: { cpuUtilisation: round(p.saturate.cpuMs / p.saturate.windowMs, 2), eventLoopUtilisation: round(p.saturate.elu, 2), loopDelayMs: loop(p.saturate.loopDelayMs) },
    generator: {
      paceCpuUtilisation: round(p.pace.generatorCpuMs / p.pace.wallMs / workers, 2),
      paceLoopDelayP99Ms: round(p.pace.generatorLoopP99, 2),
      saturatedCpuUtilisation: round(p.saturate.generatorCpuMs / (p.saturate.windowMs + 2000) / workers, 2),
      lateMoves: p.pace.late,
    },
    setupSeconds: round(p.setupMs / 1000, 1),
    failures: { setup: p.failures.slice(0, 5), pace: p.pace.errors, saturate: p.saturate.errors, unseenMoves: p.pace.unseen, bytesIncomplete: sum(Object.values(kinds).map((k) => k.incomplete)) },
  };
}
