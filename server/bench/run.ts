/**
 * `npm run bench [-- --rooms 500 --seconds 30 --saturate-seconds 10 --workers 1]`
 *
 * Starts a real Playmat server (built dist, test mode, a temp SQLite file) on a loopback port,
 * forks load generators (bench/loadgen.ts) that play N rooms of two SDK clients, and measures:
 * latency at one move per second per room, throughput at saturation, bytes per public move,
 * server memory per room and CPU per move. Then the floor: the same generators drive the same
 * number of pairs through a plain `ws` relay (bench/relay.ts) with messages of the same size at
 * the same pace. Writes bench/results/latest.json at the repository root and prints a table.
 * Every wait is bounded; a watchdog ends the run (and every process it started) regardless.
 */
import { execFileSync, fork, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  addBytes,
  emptyBytes,
  sleep,
  summarize,
  totalBytes,
  within,
  type Command,
  type KindStats,
  type MoveBytes,
  type PaceResult,
  type Report,
  type SaturateResult,
} from "./common";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, "..");
const repoRoot = path.resolve(serverDir, "..");
const probe = pathToFileURL(path.join(here, "probe.mjs")).href;

// ---------------------------------------------------------------------------------------------
// Options

interface Options {
  rooms: number;
  seconds: number;
  saturateSeconds: number;
  workers: number;
  concurrency: number;
  server: "dist" | "tsx";
  build: boolean;
  floor: boolean;
  out: string;
  timeoutSeconds: number;
  /** Write a V8 CPU profile of the server (node --cpu-prof) into this directory. */
  profile: string | null;
  /** Another built server entry to measure (e.g. another commit's server/dist/index.js). */
  entry: string | null;
  /** Write a heap snapshot of the server after the paced phase into this directory. */
  heapSnapshot: string | null;
}

function parseOptions(argv: string[]): Options {
  const o: Options = {
    rooms: 500,
    seconds: 30,
    saturateSeconds: 10,
    workers: 1,
    concurrency: 16,
    server: "dist",
    build: true,
    floor: true,
    out: path.join(repoRoot, "bench", "results", "latest.json"),
    timeoutSeconds: 0,
    profile: null,
    heapSnapshot: null,
    entry: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i] ?? "";
    const int = (min: number, max: number) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${flag} wants an integer from ${min} to ${max}`);
      return n;
    };
    switch (flag) {
      case "--rooms": o.rooms = int(1, 5000); break;
      case "--seconds": o.seconds = int(3, 600); break;
      case "--saturate-seconds": o.saturateSeconds = int(2, 300); break;
      case "--workers": o.workers = int(1, 8); break;
      case "--concurrency": o.concurrency = int(1, 200); break;
      case "--server": {
        const v = value();
        if (v !== "dist" && v !== "tsx") throw new Error("--server is dist or tsx");
        o.server = v;
        break;
      }
      case "--no-build": o.build = false; break;
      case "--no-floor": o.floor = false; break;
      case "--out": o.out = path.resolve(value()); break;
      case "--timeout": o.timeoutSeconds = int(30, 7200); break;
      case "--profile": o.profile = path.resolve(value()); break;
      case "--heap-snapshot": o.heapSnapshot = path.resolve(value()); break;
      case "--entry": o.entry = path.resolve(value()); o.build = false; break;
      case "--help":
      case "-h":
        console.log(readFileSync(fileURLToPath(import.meta.url), "utf8").split("\n").slice(1, 10).join("\n").replace(/^ \* ?/gm, ""));
        console.log("Options: see bench/README.md");
        process.exit(0);
      default:
        throw new Error(`Unknown option ${arg} (see bench/README.md)`);
    }
  }
  if (o.timeoutSeconds === 0) o.timeoutSeconds = Math.ceil(180 + o.rooms * 0.4 + 2.5 * (o.seconds + o.saturateSeconds + 5));
  return o;
}

// ---------------------------------------------------------------------------------------------
// Processes

const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probeServer = net.createServer();
    probeServer.once("error", reject);
    probeServer.listen(0, "127.0.0.1", () => {
      const { port } = probeServer.address() as net.AddressInfo;
      probeServer.close(() => resolve(port));
    });
  });
}

interface ProbeReading {
  memory: NodeJS.MemoryUsage;
  cpuMs: number;
  elu: { idle: number; active: number; utilization: number };
  at: number;
  /** Event-loop delay of the measured process since the previous reading. */
  loopDelayMs: { p50: number; p99: number; max: number };
  snapshot?: string;
  heapSpaces?: { name: string; used: number; size: number }[];
}

/** A process the bench measures (server or relay): started with the probe preloaded. */
class Measured {
  private nextId = 1;
  private readonly waiting = new Map<number, (reading: ProbeReading) => void>();
  readonly ready: Promise<void>;
  exited = false;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    started.push(child);
    this.ready = new Promise<void>((resolve, reject) => {
      child.on("message", (message: any) => {
        if (message === "ready") resolve();
        else if (message?.probe === true) {
          this.waiting.get(message.id)?.(message as ProbeReading);
          this.waiting.delete(message.id);
        }
      });
      child.once("exit", (code, signal) => {
        this.exited = true;
        reject(new Error(`${name} exited (${signal ?? code}) before it was ready`));
      });
    });
    this.ready.catch(() => {});
  }

  read(gc = false, snapshot?: string): Promise<ProbeReading> {
    const id = this.nextId++;
    const reading = new Promise<ProbeReading>((resolve) => this.waiting.set(id, resolve));
    this.child.send({ probe: true, id, gc, snapshot });
    return within(reading, snapshot ? 300_000 : 30_000, `${this.name} probe`);
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.kill("SIGTERM");
    try {
      await within(exited, 15_000, `${this.name} stop`);
    } catch {
      this.child.kill("SIGKILL");
      await within(exited, 5_000, `${this.name} kill`).catch(() => {});
    }
    this.exited = true;
  }
}

/** A forked load generator, driven by commands; each answers with one report. */
class Generator {
  private readonly queue: Report[] = [];
  private wake: (() => void) | null = null;
  exited = false;

  constructor(readonly child: ChildProcess) {
    started.push(child);
    child.on("message", (report: Report) => {
      this.queue.push(report);
      this.wake?.();
    });
    child.once("exit", () => {
      this.exited = true;
      this.wake?.();
    });
  }

  async next<T extends Report["type"]>(type: T, ms: number): Promise<Extract<Report, { type: T }>> {
    const deadline = Date.now() + ms;
    for (let turns = 0; turns < 10_000; turns++) {
      const report = this.queue.shift();
      if (report) {
        if (report.type === "error") throw new Error(`load generator: ${report.message}`);
        if (report.type === type) return report as Extract<Report, { type: T }>;
        continue;
      }
      if (this.exited) throw new Error("load generator exited");
      const left = deadline - Date.now();
      if (left <= 0) break;
      await within(new Promise<void>((resolve) => (this.wake = resolve)), left, `waiting for ${type}`).catch(() => {});
      this.wake = null;
    }
    throw new Error(`load generator: no "${type}" within ${ms} ms`);
  }

  command(command: Command): void {
    this.child.send(command);
  }
}

function startGenerators(count: number): Generator[] {
  return Array.from({ length: count }, () =>
    new Generator(fork(path.join(here, "loadgen.ts"), [], { cwd: serverDir, execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] })),
  );
}

function buildServer(): void {
  const result = spawnSync("npx", ["tsup"], { cwd: serverDir, encoding: "utf8", timeout: 120_000 });
  if (result.status === 0) return;
  const dist = path.join(serverDir, "dist", "index.js");
  if (!existsSync(dist)) throw new Error(`Could not build the server:\n${result.stdout}${result.stderr}`);
  console.warn("! The server did not build (someone's edit in progress?); measuring the existing dist/index.js.");
}

/** Clock ticks per second of /proc/<pid>/stat and /proc/stat (getconf CLK_TCK; 100 on Linux). */
const CLK_TCK = 100;

interface Ticks {
  at: number;
  /** Busy ticks of every CPU (user, nice, system, irq, softirq). */
  busy: number;
  steal: number;
  /** Ticks of the bench's own processes (orchestrator, generators, server or relay). */
  ours: number;
}

/** CPU ticks of the whole machine and of our processes, to tell how much else was running. */
function ticks(pids: (number | undefined)[]): Ticks | null {
  try {
    const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
    let ours = 0;
    for (const pid of new Set([process.pid, ...pids])) {
      if (!pid) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        ours += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
      } catch {
        // The process is gone.
      }
    }
    return { at: Date.now(), busy: user + nice + system + irq + softirq, steal, ours };
  } catch {
    return null; // not Linux
  }
}

/** Cores' worth of CPU that other processes used between two readings, and the steal. */
function foreign(from: Ticks | null, to: Ticks | null): { cores: number; stealCores: number } | null {
  if (!from || !to || to.at <= from.at) return null;
  const seconds = (to.at - from.at) / 1000;
  return {
    cores: round(Math.max(0, to.busy - from.busy - (to.ours - from.ours)) / CLK_TCK / seconds, 2)!,
    stealCores: round((to.steal - from.steal) / CLK_TCK / seconds, 2)!,
  };
}

// ---------------------------------------------------------------------------------------------
// Phases

interface Phases {
  setupMs: number;
  baseline: ProbeReading;
  /** After the first half of the rooms was set up. */
  afterHalf: ProbeReading;
  halfRooms: number;
  rooms: number;
  afterSetup: ProbeReading;
  afterPace: ProbeReading;
  afterSaturate: ProbeReading;
  pace: { kinds: Record<string, KindStats>; late: number; unseen: number; errors: string[]; cpuMs: number; wallMs: number; generatorCpuMs: number; generatorLoopP99: number; elu: number; loopDelayMs: ProbeReading["loopDelayMs"]; foreign: ReturnType<typeof foreign> };
  saturate: { moves: number; totalMoves: number; windowMs: number; cpuMs: number; elu: number; loopDelayMs: ProbeReading["loopDelayMs"]; foreign: ReturnType<typeof foreign>; errors: string[]; generatorCpuMs: number; generatorElu: number };
  movesDuringPace: number;
  failures: string[];
}

async function drive(
  measured: Measured,
  generators: Generator[],
  o: Options,
  setup: (indices: number[], deadline: number) => Command,
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
      g.command(setup(indices, setupDeadline));
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
  const ours = () => [measured.child.pid, ...generators.map((g) => g.child.pid)];
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
      generatorCpuMs: sum(paceResults.map((r) => r.load.cpuMs)),
      generatorLoopP99: Math.max(...paceResults.map((r) => r.load.loopDelayP99Ms)),
    },
    saturate: {
      moves: satMoves,
      totalMoves: sum(satResults.map((r) => r.totalMoves)),
      windowMs: o.saturateSeconds * 1000,
      cpuMs: satTo.cpuMs - satFrom.cpuMs,
      elu: performance_elu(satFrom, satTo),
      loopDelayMs: satTo.loopDelayMs,
      foreign: satForeign,
      errors: satResults.flatMap((r) => r.errors).slice(0, 10),
      generatorCpuMs: sum(satResults.map((r) => r.load.cpuMs)),
      generatorElu: Math.max(...satResults.map((r) => r.load.elu)),
    },
    movesDuringPace,
    failures,
  };
}

async function snapshot(measured: Measured, o: Options, name: string): Promise<void> {
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

/** A probe reading in MB, for the JSON. */
const mb = (r: ProbeReading) => ({
  ...Object.fromEntries(Object.entries(r.memory).map(([k, v]) => [k, round(v / 2 ** 20, 1)])),
  heapSpaces: Object.fromEntries((r.heapSpaces ?? []).map((s) => [s.name, { used: round(s.used / 2 ** 20, 1), size: round(s.size / 2 ** 20, 1) }])),
});
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const round = (x: number, digits = 2) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : null);
const perMove = (b: MoveBytes, moves: number) => ({
  total: round(totalBytes(b) / moves, 1),
  patch: round(b.patch / moves, 1),
  log: round(b.log / moves, 1),
  reply: round(b.reply / moves, 1),
  wsHeaders: round(b.headers / moves, 1),
  frames: round(b.frames / moves, 2),
});

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const watchdog = setTimeout(() => {
    console.error(`\nBench watchdog: still running after ${o.timeoutSeconds} s; stopping everything.`);
    for (const child of started) child.kill("SIGKILL");
    process.exit(2);
  }, o.timeoutSeconds * 1000);

  const tmp = mkdtempSync(path.join(os.tmpdir(), "playmat-bench-"));
  const cpus = os.cpus();
  console.log(`Playmat bench: ${o.rooms} rooms (${o.rooms * 2} clients), ${o.seconds} s paced + ${o.saturateSeconds} s saturated, ${o.workers} generator process(es), ${cpus.length} cores, node ${process.version}`);
  let generators: Generator[] = [];
  let server: Measured | null = null;
  let relay: Measured | null = null;
  try {
    if (o.server === "dist" && o.build) buildServer();
    generators = startGenerators(o.workers);
    await Promise.all(generators.map((g) => g.next("booted", 60_000)));

    // Playmat.
    const port = await freePort();
    const log = openSync(path.join(tmp, "server.log"), "a");
    const entry = o.entry ? [o.entry] : o.server === "dist" ? [path.join(serverDir, "dist", "index.js")] : ["--import", "tsx", path.join(serverDir, "src", "index.ts")];
    server = new Measured(
      "server",
      spawn(process.execPath, ["--expose-gc", ...(o.profile ? ["--cpu-prof", "--cpu-prof-dir", o.profile] : []), "--import", probe, ...entry], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          PLAYMAT_TEST_MODE: "1",
          DATABASE_URL: `sqlite:${path.join(tmp, "bench.db")}`,
          LOG_LEVEL: "warn",
          CLIENT_DIST: path.join(tmp, "no-client"),
          SEAT_HOLD_SECONDS: "5",
          // The saturation phase measures the server, not the per-client limiter (whose check still runs).
          RATE_LIMIT_PER_SECOND: "100000",
          RATE_LIMIT_BURST: "100000",
          RATE_LIMIT_STRIKES: "100000",
        },
        stdio: ["ignore", log, log, "ipc"],
      }),
    );
    closeSync(log);
    await within(server.ready, 60_000, "server start");
    const url = `http://127.0.0.1:${port}`;
    console.log(`Playmat server (pid ${server.child.pid}) on ${url}`);
    const playmat = await drive(server, generators, o, (indices, deadline) => ({ cmd: "setup", target: "playmat", url, indices, deadline, concurrency: o.concurrency }), "playmat");
    await server.stop();

    // The floor: the same pairs, the same pace, messages the size of what an opponent receives per move.
    const all = Object.values(playmat.pace.kinds);
    const allMoves = sum(all.map((k) => k.moves));
    const opponentBytes = all.reduce((b, k) => (addBytes(b, k.opponent), b), emptyBytes());
    const messageBytes = Math.max(1, Math.round((opponentBytes.patch + opponentBytes.log + opponentBytes.other) / Math.max(1, allMoves)));
    let floor: Phases | null = null;
    if (o.floor) {
      const relayPort = await freePort();
      relay = new Measured(
        "relay",
        spawn(process.execPath, ["--expose-gc", "--import", probe, "--import", "tsx", path.join(here, "relay.ts")], {
          cwd: serverDir,
          env: { ...process.env, RELAY_PORT: String(relayPort) },
          stdio: ["ignore", "inherit", "inherit", "ipc"],
        }),
      );
      await within(relay.ready, 60_000, "relay start");
      console.log(`ws relay (pid ${relay.child.pid}) on ws://127.0.0.1:${relayPort}, ${messageBytes}-byte messages`);
      floor = await drive(relay, generators, o, (indices, deadline) => ({ cmd: "setup", target: "relay", url: `ws://127.0.0.1:${relayPort}`, indices, deadline, concurrency: o.concurrency, messageBytes }), "floor");
      await relay.stop();
    }

    const results = report(o, playmat, floor, messageBytes, cpus);
    mkdirSync(path.dirname(o.out), { recursive: true });
    writeFileSync(o.out, JSON.stringify(results, null, 2) + "\n");
    printTable(results);
    console.log(`\nWrote ${path.relative(process.cwd(), o.out) || o.out}`);
  } finally {
    for (const g of generators) g.child.kill("SIGTERM");
    await server?.stop().catch(() => {});
    await relay?.stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
}

interface Target {
  name: string;
  target: string;
  value: number | null;
  unit: string;
  met: boolean;
}

function report(o: Options, p: Phases, f: Phases | null, messageBytes: number, cpus: os.CpuInfo[]) {
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
    config: { rooms: o.rooms, clients: o.rooms * 2, paceSeconds: o.seconds, movesPerRoomPerSecond: 1, saturateSeconds: o.saturateSeconds, generators: o.workers, server: o.entry ?? (o.server === "dist" ? "node server/dist/index.js" : "tsx server/src/index.ts"), patchRate: "null (broadcastPatch after each action)" },
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

function printTable(r: ReturnType<typeof report>): void {
  const f = (x: number | null | undefined, d = 2) => (x === null || x === undefined || !Number.isFinite(x) ? "–" : x.toFixed(d));
  const rows: [string, string, string, string][] = [
    ["latency p50 (ms)", f(r.latencyMs.p50), f(r.floorLatencyMs?.p50), f(r.latencyRatio?.p50)],
    ["latency p95 (ms)", f(r.latencyMs.p95), f(r.floorLatencyMs?.p95), f(r.latencyRatio?.p95)],
    ["latency p99 (ms)", f(r.latencyMs.p99), f(r.floorLatencyMs?.p99), f(r.latencyRatio?.p99)],
    ["moves/s at saturation", f(r.movesPerSecond, 0), f(r.floorMovesPerSecond, 0), f(r.ratios.throughput)],
    ["moves per server CPU-second", f(r.movesPerCpuSecond, 0), f(r.floorMovesPerCpuSecond, 0), f(r.floorMovesPerCpuSecond ? r.movesPerCpuSecond / r.floorMovesPerCpuSecond : null)],
    ["CPU per move (ms, paced)", f(r.cpuMsPerMove, 3), f(r.floorCpuMsPerMessage, 3), f(r.ratios.cpuPerMove)],
    ["bytes per public move", f(r.bytesPerPublicMove, 0), f(r.floorMessageBytes + 2, 0), f(r.ratios.bytesPerMove)],
    ["memory per room (KB RSS)", f(r.memoryKbPerRoom, 1), f(r.floorMemoryKbPerPair, 1), f(r.ratios.memoryPerRoom)],
  ];
  const w = [30, 12, 14, 8];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join(" ");
  console.log(`\n${r.rooms} rooms, ${r.cpuCores} cores, node ${r.node}, ${r.commit}`);
  console.log(line(["", "Playmat", "floor (ws)", "ratio"]));
  for (const row of rows) console.log(line(row));
  console.log("\nTargets");
  for (const t of r.targets) console.log(`  ${t.met ? "MET " : "MISS"}  ${t.name.padEnd(36)} ${String(t.value ?? "–").padStart(9)} ${t.unit.padEnd(13)} (${t.target})`);
  if (r.rooms < 100) console.log("\n! Under 100 rooms the memory figure is noise (RSS grows in steps) and saturation is latency-bound: use --rooms 100 or more for those.");
  const busy = Math.max(r.otherLoad.pacedCores ?? 0, r.otherLoad.floorPacedCores ?? 0, r.otherLoad.saturatedCores ?? 0);
  if (busy > 0.25) console.log(`\n! Other processes used up to ${busy.toFixed(2)} cores while we measured (load average ${r.otherLoad.loadAverage.join(" ")}): latency and throughput figures are pessimistic; CPU per move, bytes and memory hold.`);
  console.log(`\nServer CPU at saturation ${Math.round((r.serverCpuUtilisationAtSaturation ?? 0) * 100)}% of a core, generator ${Math.round((r.generatorCpuUtilisationAtSaturation ?? 0) * 100)}%; generator loop delay p99 while paced ${f(r.generator.paceLoopDelayP99Ms)} ms (floor run ${f(r.generator.floorPaceLoopDelayP99Ms)} ms).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  for (const child of started) child.kill("SIGKILL");
  process.exit(1);
});
