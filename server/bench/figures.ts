/** The report (bench/results/*.json): every figure the README lists, computed from the phases' readings. */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { addBytes, emptyBytes, round, sum, summarize, totalBytes, type MoveBytes } from "./common";
import { repoRoot, type Options } from "./options";
import type { Phases } from "./phases";
import type { CollectorTotals, ProbeReading } from "./processes";

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

interface Target {
  name: string;
  target: string;
  value: number | null;
  unit: string;
  met: boolean;
}

export function report(o: Options, p: Phases, f: Phases | null, messageBytes: number, cpus: os.CpuInfo[]) {
  const kinds = p.pace.kinds;
  const allLatencies = Object.values(kinds).flatMap((k) => k.latencies);
  const latency = summarize(allLatencies);
  const floorLatency = f ? summarize(Object.values(f.pace.kinds).flatMap((k) => k.latencies)) : null;
  // Public moves: every move but the draw, whose card only its owner sees.
  const publicKinds = Object.entries(kinds).filter(([kind]) => kind !== "draw");
  const publicMoves = sum(publicKinds.map(([, k]) => k.moves));
  const publicBytes = publicKinds.reduce((b, [, k]) => (addBytes(b, k.opponent), b), emptyBytes());
  const bytesPerPublicMove = round(totalBytes(publicBytes) / Math.max(1, publicMoves), 1);
  const rooms = p.rooms;
  const memKb = (from: ProbeReading, to: ProbeReading, n: number) => ({
    rss: round((to.memory.rss - from.memory.rss) / 1024 / n, 1),
    heapUsed: round((to.memory.heapUsed - from.memory.heapUsed) / 1024 / n, 1),
    external: round((to.memory.external - from.memory.external) / 1024 / n, 1),
  });
  const memory = roomMemory(p);
  const floorMemory = f ? roomMemory(f) : null;
  const memoryNaive = memKb(p.baseline, p.afterPace, rooms);
  const movesPerSecond = round(p.saturate.moves / (p.saturate.windowMs / 1000), 0)!;
  const cpuMsPerMovePaced = round(p.pace.cpuMs / Math.max(1, p.movesDuringPace), 4)!;
  const cpuMsPerMoveSaturated = round(p.saturate.cpuMs / Math.max(1, p.saturate.moves), 4)!;
  const movesPerCpuSecond = round(p.saturate.moves / (p.saturate.cpuMs / 1000), 0)!;
  const floorMovesPerSecond = f ? round(f.saturate.moves / (f.saturate.windowMs / 1000), 0) : null;
  const floorMovesPerCpuSecond = f ? round(f.saturate.moves / (f.saturate.cpuMs / 1000), 0) : null;
  const floorCpuMsPerMessage = f ? round(f.pace.cpuMs / Math.max(1, f.movesDuringPace), 4) : null;
  const ratio = (a: number | null, b: number | null | undefined) => (a !== null && b ? round(a / b, 2) : null);

  const targets: Target[] = [
    { name: "p50 latency within 2x the floor", target: "<= 2x floor", value: ratio(latency.p50, floorLatency?.p50), unit: "x", met: floorLatency !== null && latency.p50 <= 2 * floorLatency.p50 },
    { name: `p99 latency under 10 ms at ${o.rooms} rooms`, target: "< 10 ms", value: latency.p99, unit: "ms", met: latency.p99 < 10 },
    { name: "moves per second per core", target: ">= 5000", value: movesPerCpuSecond, unit: "moves/s/core", met: movesPerCpuSecond >= 5000 },
    { name: "bytes per public move", target: "<= 150", value: bytesPerPublicMove, unit: "B", met: (bytesPerPublicMove ?? Infinity) <= 150 },
    { name: "memory per room", target: "<= 150 KB", value: memory.kbPerRoom, unit: "KB", met: (memory.kbPerRoom ?? Infinity) <= 150 },
  ];

  return {
    date: new Date().toISOString(),
    node: process.version,
    commit: gitCommit(),
    machine: { cpuModel: cpus[0]?.model ?? "", cpuCores: cpus.length, memoryGb: round(os.totalmem() / 2 ** 30, 1), platform: `${os.platform()} ${os.release()}` },
    config: { rooms: o.rooms, clients: o.rooms * 2, paceSeconds: o.seconds, movesPerRoomPerSecond: 1, saturateSeconds: o.saturateSeconds, generators: o.workers, server: o.entry ?? (o.server === "dist" ? "node server/dist/index.js" : "tsx server/src/index.ts"), nodeFlags: o.nodeFlags, patchRate: "1000 (the clock's timer only; broadcastPatch after each action)" },
    rooms,
    cpuCores: cpus.length,
    latencyMs: latency,
    floorLatencyMs: floorLatency,
    latencyRatio: floorLatency ? { p50: ratio(latency.p50, floorLatency.p50), p95: ratio(latency.p95, floorLatency.p95), p99: ratio(latency.p99, floorLatency.p99) } : null,
    latencyMsByKind: Object.fromEntries(Object.entries(kinds).map(([kind, k]) => [kind, summarize(k.latencies)])),
    movesPerSecond,
    movesPerCpuSecond,
    serverCpuUtilisationAtSaturation: round(p.saturate.cpuMs / p.saturate.windowMs, 2),
    serverEventLoopUtilisationAtSaturation: round(p.saturate.elu, 2),
    generatorCpuUtilisationAtSaturation: round(p.saturate.generatorCpuMs / (p.saturate.windowMs + 2000) / o.workers, 2),
    floorMovesPerSecond,
    floorMovesPerCpuSecond,
    bytesPerPublicMove,
    bytesPerPublicMoveBreakdown: perMove(publicBytes, Math.max(1, publicMoves)),
    bytesByKind: Object.fromEntries(Object.entries(kinds).map(([kind, k]) => [kind, { moves: k.moves, opponent: perMove(k.opponent, Math.max(1, k.moves)), mover: perMove(k.mover, Math.max(1, k.moves)), requestBytes: round(k.sent / Math.max(1, k.moves), 1) }])),
    floorMessageBytes: messageBytes,
    memoryKbPerRoom: memory.kbPerRoom,
    memoryKbPerRoomDetail: {
      ...memory,
      naiveRssKbPerRoom: memoryNaive.rss,
      naiveHeapKbPerRoom: memoryNaive.heapUsed,
      heapBytesPerMoveAtSaturation: round((p.afterSaturate.memory.heapUsed - p.afterPace.memory.heapUsed) / Math.max(1, p.saturate.totalMoves), 0),
      serverRssMb: { baseline: round(p.baseline.memory.rss / 2 ** 20, 1), afterSetup: round(p.afterSetup.memory.rss / 2 ** 20, 1), afterPace: round(p.afterPace.memory.rss / 2 ** 20, 1) },
      readings: Object.fromEntries((["baseline", "afterHalf", "afterSetup", "afterPace", "afterSaturate"] as const).map((k) => [k, mb(p[k])])),
    },
    floorMemoryKbPerPair: floorMemory?.kbPerRoom ?? null,
    cpuMsPerMove: cpuMsPerMovePaced,
    cpuMsPerMoveSaturated,
    collector: { paced: collectorPerMove(p.pace.collector, p.movesDuringPace), saturated: collectorPerMove(p.saturate.collector, p.saturate.moves) },
    serverPaced: {
      cpuUtilisation: round(p.pace.cpuMs / p.pace.wallMs, 3),
      eventLoopUtilisation: round(p.pace.elu, 3),
      loopDelayMs: { p50: round(p.pace.loopDelayMs.p50), p99: round(p.pace.loopDelayMs.p99), max: round(p.pace.loopDelayMs.max) },
    },
    serverSaturatedLoopDelayMs: { p50: round(p.saturate.loopDelayMs.p50), p99: round(p.saturate.loopDelayMs.p99), max: round(p.saturate.loopDelayMs.max) },
    floorPacedLoopDelayMs: f ? { p50: round(f.pace.loopDelayMs.p50), p99: round(f.pace.loopDelayMs.p99), max: round(f.pace.loopDelayMs.max) } : null,
    floorCpuMsPerMessage,
    ratios: {
      latencyP50: ratio(latency.p50, floorLatency?.p50),
      latencyP99: ratio(latency.p99, floorLatency?.p99),
      cpuPerMove: ratio(cpuMsPerMovePaced, floorCpuMsPerMessage),
      throughput: ratio(movesPerSecond, floorMovesPerSecond),
      memoryPerRoom: ratio(memory.kbPerRoom, floorMemory?.kbPerRoom),
      bytesPerMove: ratio(totalBytes(publicBytes) / Math.max(1, publicMoves), messageBytes + 2),
    },
    generator: {
      paceCpuUtilisation: round(p.pace.generatorCpuMs / p.pace.wallMs / o.workers, 2),
      paceLoopDelayP99Ms: round(p.pace.generatorLoopP99, 2),
      floorPaceLoopDelayP99Ms: f ? round(f.pace.generatorLoopP99, 2) : null,
      // The generators' CPU per paced move, against the same harness on the relay: the clients'
      // work for each move plus what the idle clients cost between moves (the larger part).
      paceCpuMsPerMove: round(p.pace.generatorCpuMs / Math.max(1, p.movesDuringPace), 4),
      floorPaceCpuMsPerMove: f ? round(f.pace.generatorCpuMs / Math.max(1, f.movesDuringPace), 4) : null,
      lateMoves: p.pace.late,
    },
    /** Other processes' CPU on this machine while we measured (cores): latency is only clean near 0. */
    otherLoad: { pacedCores: p.pace.foreign?.cores ?? null, saturatedCores: p.saturate.foreign?.cores ?? null, floorPacedCores: f?.pace.foreign?.cores ?? null, stealCores: p.pace.foreign?.stealCores ?? null, loadAverage: os.loadavg().map((x) => round(x, 2)) },
    setupSeconds: round(p.setupMs / 1000, 1),
    failures: { setup: p.failures.slice(0, 5), pace: p.pace.errors, saturate: p.saturate.errors, unseenMoves: p.pace.unseen, bytesIncomplete: sum(Object.values(kinds).map((k) => k.incomplete)), floorUnseen: f?.pace.unseen ?? null },
    targets,
  };
}

/** Moves a whole game takes, for the projection below: ~25 turns of ~12 actions. */
const MOVES_PER_GAME = 300;

/**
 * Memory per room: the marginal RSS of a room (second setup stage over the first, so one-off
 * costs drop out) plus the heap each room then gained while playing the paced phase. Also the
 * heap a move retains (event log, action history) and a projection for a whole game.
 */
function roomMemory(p: Phases) {
  const added = Math.max(1, p.rooms - p.halfRooms);
  const rssMarginal = (p.afterSetup.memory.rss - p.afterHalf.memory.rss) / 1024 / added;
  const heapMarginal = (p.afterSetup.memory.heapUsed - p.afterHalf.memory.heapUsed) / 1024 / added;
  const externalMarginal = (p.afterSetup.memory.external - p.afterHalf.memory.external) / 1024 / added;
  const paceGrowth = Math.max(0, p.afterPace.memory.heapUsed - p.afterSetup.memory.heapUsed) / 1024 / Math.max(1, p.rooms);
  const bytesPerMove = p.movesDuringPace > 0 ? (paceGrowth * 1024 * p.rooms) / p.movesDuringPace : 0;
  return {
    kbPerRoom: round(rssMarginal + paceGrowth, 1),
    rssKbPerRoomAtSetup: round(rssMarginal, 1),
    heapKbPerRoomAtSetup: round(heapMarginal, 1),
    externalKbPerRoomAtSetup: round(externalMarginal, 1),
    heapKbGainedPerRoomWhilePaced: round(paceGrowth, 1),
    movesPerRoomPaced: round(p.movesDuringPace / Math.max(1, p.rooms), 1),
    heapBytesPerMove: round(bytesPerMove, 0),
    projectedKbPerRoomAt300Moves: round(rssMarginal + (bytesPerMove * MOVES_PER_GAME) / 1024, 1),
  };
}

function gitCommit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: repoRoot, encoding: "utf8" }).trim();
    return dirty ? `${head}+dirty` : head;
  } catch {
    return "unknown";
  }
}
