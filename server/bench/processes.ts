/**
 * The processes the bench starts and talks to: the measured server or relay (with the probe),
 * the forked load generators, and a reading of how much CPU everything else on the machine used.
 * Every process started is recorded in `started`, so the watchdog can kill each one by pid.
 */
import { fork, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { round, within, type Command, type Report } from "./common";
import { here, serverDir } from "./options";

export const started: ChildProcess[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probeServer = net.createServer();
    probeServer.once("error", reject);
    probeServer.listen(0, "127.0.0.1", () => {
      const { port } = probeServer.address() as net.AddressInfo;
      probeServer.close(() => resolve(port));
    });
  });
}

export interface ProbeReading {
  memory: NodeJS.MemoryUsage;
  cpuMs: number;
  elu: { idle: number; active: number; utilization: number };
  at: number;
  /** Event-loop delay of the measured process since the previous reading. */
  loopDelayMs: { p50: number; p99: number; max: number };
  snapshot?: string;
  heapSpaces?: { name: string; used: number; size: number }[];
  /** The collector's work since the process started (probe.mjs); absent where V8 has no GCProfiler. */
  collector?: CollectorTotals;
  /** A reading of several processes together (ProcessGroup): each one's own. */
  parts?: ProbeReading[];
}

export interface CollectorTotals {
  scavenges: number;
  scavengeMs: number;
  /** Summed over scavenges: the young generation left after each. */
  survivedBytes: number;
  /** Summed over scavenges: what each moved to the old generation. */
  promotedBytes: number;
  markCompacts: number;
  markCompactMs: number;
  /** Incremental marking steps on the main thread. */
  markingMs: number;
}

/** The collector's work between two readings, or null when the probe could not count it. */
export function collectorBetween(from: ProbeReading, to: ProbeReading): CollectorTotals | null {
  const a = from.collector;
  const b = to.collector;
  if (!a || !b) return null;
  return Object.fromEntries(Object.keys(b).map((key) => [key, b[key as keyof CollectorTotals] - a[key as keyof CollectorTotals]])) as unknown as CollectorTotals;
}

/** What the phases read and stop: one measured process, or several read as one (ProcessGroup). */
export interface Probed {
  readonly name: string;
  pids(): (number | undefined)[];
  read(gc?: boolean, snapshot?: string): Promise<ProbeReading>;
  stop(): Promise<void>;
}

/** A process the bench measures (server or relay): started with the probe preloaded. */
export class Measured implements Probed {
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

  pids(): (number | undefined)[] {
    return [this.child.pid];
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

/**
 * Several server processes read as one (`--processes 2`): CPU, memory and the collector's work
 * summed, the loop's delay and utilisation of the busiest, and each one's reading in `parts`.
 */
export class ProcessGroup implements Probed {
  constructor(
    readonly name: string,
    readonly members: Measured[],
  ) {}

  pids(): (number | undefined)[] {
    return this.members.flatMap((m) => m.pids());
  }

  async read(gc = false): Promise<ProbeReading> {
    const parts = await Promise.all(this.members.map((m) => m.read(gc)));
    const total = (pick: (r: ProbeReading) => number) => parts.reduce((n, r) => n + pick(r), 0);
    const busiest = parts.reduce((a, b) => (b.elu.utilization > a.elu.utilization ? b : a));
    const memory = Object.fromEntries(Object.keys(parts[0]!.memory).map((key) => [key, total((r) => r.memory[key as keyof NodeJS.MemoryUsage])])) as unknown as NodeJS.MemoryUsage;
    const collectors = parts.map((r) => r.collector);
    const collector = collectors.every((c): c is CollectorTotals => c !== undefined)
      ? (Object.fromEntries(Object.keys(collectors[0]!).map((key) => [key, collectors.reduce((n, c) => n + c[key as keyof CollectorTotals], 0)])) as unknown as CollectorTotals)
      : undefined;
    return {
      memory,
      cpuMs: total((r) => r.cpuMs),
      elu: { idle: total((r) => r.elu.idle), active: total((r) => r.elu.active), utilization: busiest.elu.utilization },
      at: Math.max(...parts.map((r) => r.at)),
      loopDelayMs: { p50: Math.max(...parts.map((r) => r.loopDelayMs.p50)), p99: Math.max(...parts.map((r) => r.loopDelayMs.p99)), max: Math.max(...parts.map((r) => r.loopDelayMs.max)) },
      ...(collector && { collector }),
      parts,
    };
  }

  async stop(): Promise<void> {
    await Promise.all(this.members.map((m) => m.stop()));
  }
}

/** A forked load generator, driven by commands; each answers with one report. */
export class Generator {
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

/** Forks the load generators; with `profileDir`, each writes a V8 CPU profile there when it exits. */
export function startGenerators(count: number, profileDir: string | null = null): Generator[] {
  const profile = profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [];
  return Array.from({ length: count }, () =>
    new Generator(fork(path.join(here, "loadgen.ts"), [], { cwd: serverDir, execArgv: [...profile, "--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] })),
  );
}

export function buildServer(): void {
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
export function ticks(pids: (number | undefined)[]): Ticks | null {
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
export function foreign(from: Ticks | null, to: Ticks | null): { cores: number; stealCores: number } | null {
  if (!from || !to || to.at <= from.at) return null;
  const seconds = (to.at - from.at) / 1000;
  return {
    cores: round(Math.max(0, to.busy - from.busy - (to.ours - from.ours)) / CLK_TCK / seconds, 2)!,
    stealCores: round((to.steal - from.steal) / CLK_TCK / seconds, 2)!,
  };
}
