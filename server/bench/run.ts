/**
 * `npm run bench [-- --rooms 500 --seconds 30 --saturate-seconds 10 --repeat 1]`
 *
 * Starts a real Playmat server (built dist, test mode, a temp SQLite file) on a loopback port,
 * forks load generators (bench/loadgen.ts) that play N rooms of two SDK clients, and measures
 * latency at one move per second per room, throughput at saturation, bytes per public move,
 * memory per room and CPU per move. Then, in the same run, the baselines (baselines.ts): a bare
 * `ws` relay, an empty Colyseus room broadcasting a message and one changing a schema field,
 * and a Socket.IO relay, each driven the same way with messages of the size Playmat's opponent
 * received. With `--processes 2`, then one process alone on PostgreSQL and two on Redis and
 * PostgreSQL (scale-out.ts). Writes bench/results/latest.json and prints Playmat beside each
 * baseline, the ratios and the targets. Every wait is bounded; a watchdog ends the run (and every process it started).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BaselineName } from "./baselines";
import { baselineMessageBytes, report, type RunPhases } from "./figures";
import { startBaseline, startPlaymat } from "./launch";
import { parseOptions, type Options } from "./options";
import { drive, type Phases } from "./phases";
import { printReport } from "./print";
import { measureScaleOut } from "./scale-out";
import { buildServer, started, startGenerators, type Generator, type Measured, type Probed } from "./processes";

/** The process being measured now, so a failure stops it too. */
let current: Probed | null = null;

async function measure(start: () => Promise<{ measured: Measured; url: string }>, run: (url: string, measured: Measured) => Promise<Phases>): Promise<Phases> {
  const { measured, url } = await start();
  current = measured;
  try {
    return await run(url, measured);
  } finally {
    await measured.stop();
    current = null;
  }
}

async function oneRun(o: Options, generators: Generator[], tmp: string, n: number): Promise<RunPhases> {
  const playmat = await measure(
    () => startPlaymat(o, tmp, n),
    (url, server) => drive(server, generators, o, (indices, deadline) => ({ cmd: "setup", target: "playmat", url, indices, deadline, concurrency: o.concurrency }), "playmat"),
  );
  const messageBytes = baselineMessageBytes(playmat);
  const baselines: Partial<Record<BaselineName, Phases>> = {};
  for (const name of o.baselines) {
    baselines[name] = await measure(
      () => startBaseline(name, messageBytes),
      (url, measured) => drive(measured, generators, o, (indices, deadline) => ({ cmd: "setup", target: name, url, indices, deadline, concurrency: o.concurrency, messageBytes }), name),
    );
  }
  return { playmat, baselines, messageBytes };
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const watchdog = setTimeout(() => {
    console.error(`\nBench watchdog: still running after ${o.timeoutSeconds} s; stopping everything.`);
    for (const child of started) child.kill("SIGKILL");
    process.exit(2);
  }, o.timeoutSeconds * 1000);

  const tmp = mkdtempSync(path.join(os.tmpdir(), "playmat-bench-"));
  const cpus = os.cpus();
  console.log(`Playmat bench: ${o.rooms} rooms (${o.rooms * 2} clients), ${o.seconds} s paced + ${o.saturateSeconds} s saturated, baselines ${o.baselines.join(", ") || "none"}, ${o.repeat} run(s), ${o.workers} generator process(es), ${cpus.length} cores, node ${process.version}, watchdog ${o.timeoutSeconds} s`);
  let generators: Generator[] = [];
  try {
    if (o.server === "dist" && o.build) buildServer();
    generators = startGenerators(o.workers, o.profileGenerators);
    await Promise.all(generators.map((g) => g.next("booted", 60_000)));
    const runs: RunPhases[] = [];
    for (let n = 1; n <= o.repeat; n++) {
      if (o.repeat > 1) console.log(`\nRun ${n} of ${o.repeat}`);
      runs.push(await oneRun(o, generators, tmp, n));
    }
    const scaleOut = o.processes === 2 ? await measureScaleOut(o, tmp, { onStarted: (probed) => (current = probed) }) : undefined;
    if (scaleOut && !scaleOut.measured) console.log(`\n--processes 2 skipped: ${scaleOut.reason}`);
    const results = report(o, runs, cpus, scaleOut);
    mkdirSync(path.dirname(o.out), { recursive: true });
    writeFileSync(o.out, JSON.stringify(results, null, 2) + "\n");
    for (const line of printReport(results)) console.log(line);
    console.log(`\nWrote ${path.relative(process.cwd(), o.out) || o.out}`);
  } finally {
    for (const g of generators) g.child.kill("SIGTERM");
    await current?.stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  for (const child of started) child.kill("SIGKILL");
  process.exit(1);
});
