/**
 * One measured target (the Playmat server or the relay) through the bench's phases: setup in
 * two halves (memory read after each), the paced phase (latency, bytes, CPU per move), the
 * saturation phase (throughput), close. Returns the raw readings; figures.ts turns them into
 * the report.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { addBytes, emptyBytes, sleep, sum, type Command, type KindStats, type PaceResult, type SaturateResult } from "./common";
import type { Options } from "./options";
import { collectorBetween, foreign, ticks, type CollectorTotals, type Generator, type Probed, type ProbeReading } from "./processes";

export interface Phases {
  setupMs: number;
  baseline: ProbeReading;
  /** After the first half of the rooms was set up. */
  afterHalf: ProbeReading;
  halfRooms: number;
  rooms: number;
  afterSetup: ProbeReading;
  afterPace: ProbeReading;
  afterSaturate: ProbeReading;
  pace: { kinds: Record<string, KindStats>; late: number; unseen: number; errors: string[]; cpuMs: number; wallMs: number; generatorCpuMs: number; generatorLoopP99: number; elu: number; loopDelayMs: ProbeReading["loopDelayMs"]; foreign: ReturnType<typeof foreign>; collector: CollectorTotals | null };
  saturate: {
    moves: number;
    /** Each generator's share of `moves` (with several server processes, generator i plays process i's rooms). */
    movesByGenerator: number[];
    /** With several server processes: each one's CPU over the window. */
    cpuMsByProcess?: number[];
    totalMoves: number;
    windowMs: number;
    cpuMs: number; elu: number; loopDelayMs: ProbeReading["loopDelayMs"]; foreign: ReturnType<typeof foreign>; errors: string[]; generatorCpuMs: number; generatorElu: number; collector: CollectorTotals | null };
  movesDuringPace: number;
  failures: string[];
}

export async function drive(
  measured: Probed,
  generators: Generator[],
  o: Options,
  /** The setup command for generator `generator`'s rooms. */
  setup: (indices: number[], deadline: number, generator: number) => Command,
  label: string,
): Promise<Phases> {
  const baseline = await measured.read(true);
  // Setup in two stages (half the rooms, then the rest): the second stage's growth is the
  // marginal cost of a room, free of one-off costs (JIT code, the young generation's pages).
  // Room i belongs to generator i % generators.length.
  const setupStarted = Date.now();
  const setupDeadline = Date.now() + 60_000 + o.rooms * 400;
  const half = Math.floor(o.rooms / 2);
  let failures: string[] = [];
  let live = 0;
  const stage = async (lo: number, hi: number) => {
    generators.forEach((g, gi) => {
      const indices: number[] = [];
      for (let i = lo; i < hi; i++) if (i % generators.length === gi) indices.push(i);
      g.command(setup(indices, setupDeadline, gi));
    });
    const ready = await Promise.all(generators.map((g) => g.next("ready", setupDeadline - Date.now() + 10_000)));
    failures = failures.concat(ready.flatMap((r) => r.failures));
    live = ready.reduce((n, r) => n + r.tables, 0);
  };
  await stage(0, half);
  const afterHalf = await measured.read(true);
  const halfLive = live;
  if (o.heapSnapshot) await snapshot(measured, o, `${label}-${halfLive}-rooms`);
  await stage(half, o.rooms);
  const setupMs = Date.now() - setupStarted;
  console.log(`  ${label}: ${live}/${o.rooms} ready in ${(setupMs / 1000).toFixed(1)} s${failures.length ? ` (${failures.length} failed: ${failures[0]})` : ""}`);
  if (live === 0) throw new Error(`${label}: no room could be set up`);
  const afterSetup = await measured.read(true);
  if (o.heapSnapshot) await snapshot(measured, o, `${label}-${live}-rooms`);

  // Latency at a human pace: one move per second per room, slots spread over the second.
  const periodMs = 1000;
  const startAt = Date.now() + 1500;
  const paceDeadline = startAt + o.seconds * periodMs + 30_000;
  for (const g of generators) g.command({ cmd: "pace", startAt, periodMs, moves: o.seconds, units: o.rooms, deadline: paceDeadline });
  const ours = () => [...measured.pids(), ...generators.map((g) => g.child.pid)];
  await sleep(startAt - Date.now());
  const paceTicks = ticks(ours());
  const paceFrom = await measured.read();
  const paced = await Promise.all(generators.map((g) => g.next("paced", paceDeadline - Date.now() + 10_000)));
  const paceTo = await measured.read();
  const paceForeign = foreign(paceTicks, ticks(ours()));
  const kinds: Record<string, KindStats> = {};
  for (const { result } of paced) mergeKinds(kinds, result);
  const movesDuringPace = Object.values(kinds).reduce((n, k) => n + k.moves, 0);
  console.log(`  ${label}: paced ${movesDuringPace} moves over ${o.seconds} s`);
  const afterPace = await measured.read(true);
  if (o.heapSnapshot) await snapshot(measured, o, `${label}-${live}-rooms-after-pace`);

  // Throughput at saturation: every room closed-loop, one move in flight each.
  const warmupMs = 2000;
  const satStart = Date.now() + 1000;
  const satDeadline = satStart + warmupMs + o.saturateSeconds * 1000 + 30_000;
  for (const g of generators) g.command({ cmd: "saturate", startAt: satStart, warmupMs, durationMs: o.saturateSeconds * 1000, deadline: satDeadline });
  await sleep(satStart + warmupMs - Date.now());
  const satTicks = ticks(ours());
  const satFrom = await measured.read();
  await sleep(satStart + warmupMs + o.saturateSeconds * 1000 - Date.now());
  const satTo = await measured.read();
  const satForeign = foreign(satTicks, ticks(ours()));
  const saturated = await Promise.all(generators.map((g) => g.next("saturated", satDeadline - Date.now() + 10_000)));
  const satMoves = saturated.reduce((n, s) => n + s.result.moves, 0);
  console.log(`  ${label}: saturation ${satMoves} moves in ${o.saturateSeconds} s`);
  await sleep(1000);
  const afterSaturate = await measured.read(true);

  const closeDeadline = Date.now() + 30_000;
  for (const g of generators) g.command({ cmd: "close", deadline: closeDeadline });
  await Promise.all(generators.map((g) => g.next("closed", 40_000).catch(() => undefined)));

  const paceResults: PaceResult[] = paced.map((p) => p.result);
  const satResults: SaturateResult[] = saturated.map((s) => s.result);
  return {
    setupMs,
    baseline,
    afterHalf,
    halfRooms: halfLive,
    rooms: live,
    afterSetup,
    afterPace,
    afterSaturate,
    pace: {
      kinds,
      late: sum(paceResults.map((r) => r.late)),
      unseen: sum(paceResults.map((r) => r.unseen)),
      errors: paceResults.flatMap((r) => r.errors).slice(0, 10),
      cpuMs: paceTo.cpuMs - paceFrom.cpuMs,
      wallMs: paceTo.at - paceFrom.at,
      elu: performance_elu(paceFrom, paceTo),
      loopDelayMs: paceTo.loopDelayMs,
      foreign: paceForeign,
      collector: collectorBetween(paceFrom, paceTo),
      generatorCpuMs: sum(paceResults.map((r) => r.load.cpuMs)),
      generatorLoopP99: Math.max(...paceResults.map((r) => r.load.loopDelayP99Ms)),
    },
    saturate: {
      moves: satMoves,
      movesByGenerator: saturated.map((s) => s.result.moves),
      ...(satTo.parts && satFrom.parts && { cpuMsByProcess: satTo.parts.map((to, i) => to.cpuMs - satFrom.parts![i]!.cpuMs) }),
      totalMoves: sum(satResults.map((r) => r.totalMoves)),
      windowMs: o.saturateSeconds * 1000,
      cpuMs: satTo.cpuMs - satFrom.cpuMs,
      elu: performance_elu(satFrom, satTo),
      loopDelayMs: satTo.loopDelayMs,
      foreign: satForeign,
      collector: collectorBetween(satFrom, satTo),
      errors: satResults.flatMap((r) => r.errors).slice(0, 10),
      generatorCpuMs: sum(satResults.map((r) => r.load.cpuMs)),
      generatorElu: Math.max(...satResults.map((r) => r.load.elu)),
    },
    movesDuringPace,
    failures,
  };
}

async function snapshot(measured: Probed, o: Options, name: string): Promise<void> {
  mkdirSync(o.heapSnapshot!, { recursive: true });
  const written = await measured.read(false, path.join(o.heapSnapshot!, `${name}.heapsnapshot`));
  console.log(`  heap snapshot ${written.snapshot}`);
}

function performance_elu(from: ProbeReading, to: ProbeReading): number {
  const active = to.elu.active - from.elu.active;
  const idle = to.elu.idle - from.elu.idle;
  return active + idle > 0 ? active / (active + idle) : 0;
}

function mergeKinds(into: Record<string, KindStats>, result: PaceResult): void {
  for (const [kind, stats] of Object.entries(result.kinds)) {
    const k = (into[kind] ??= { moves: 0, latencies: [], opponent: emptyBytes(), mover: emptyBytes(), sent: 0, incomplete: 0 });
    k.incomplete += stats.incomplete;
    k.moves += stats.moves;
    for (const l of stats.latencies) k.latencies.push(l);
    addBytes(k.opponent, stats.opponent);
    addBytes(k.mover, stats.mover);
    k.sent += stats.sent;
  }
}
