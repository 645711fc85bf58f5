/**
 * `--processes 2` (issue 34, docs/scale-out.md): after the runs, Playmat alone on a fresh
 * PostgreSQL database, then two Playmat processes on Redis and another fresh database of the same
 * PostgreSQL, each driven by the same phases with two load generators. Generator i sets up its
 * rooms through process i (a table is created in the process the request reached), so process i
 * holds them, and its saturated moves over its own CPU are its moves per CPU-second. Each is set
 * against the process alone: the target is at least 0.8×.
 *
 * Needs PLAYMAT_TEST_POSTGRES_URL (a PostgreSQL the bench may create databases on:
 * scripts/test-postgres.sh) and Redis (PLAYMAT_TEST_REDIS_URL, emptied, or `redis-server` on the
 * path, started on a free loopback port); without either it says which is missing and skips.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { round } from "./common";
import { startPlaymat } from "./launch";
import type { Options } from "./options";
import { drive, type Phases } from "./phases";
import { ProcessGroup, startGenerators, type Generator, type Measured, type Probed } from "./processes";

/** What the report holds of the comparison: both measurements' figures, or why there are none. */
export type ScaleOut =
  | { measured: false; reason: string }
  | {
      measured: true;
      /** One process on PostgreSQL (no Redis): moves per CPU-second at saturation. */
      aloneMovesPerCpuSecond: number;
      /** Each of the two processes on Redis and PostgreSQL: its moves, its CPU, their ratio, and that against the one alone. */
      processes: { moves: number; cpuMs: number; movesPerCpuSecond: number; ratio: number | null }[];
      /** The least of the processes' ratios: the target's figure. */
      ratio: number | null;
      errors: string[];
    };

const POSTGRES_URL = () => process.env.PLAYMAT_TEST_POSTGRES_URL || undefined;
const REDIS_URL = () => process.env.PLAYMAT_TEST_REDIS_URL || undefined;
const hasRedisServer = () => spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

/** Why `--processes 2` cannot run here, or null. */
export function scaleOutMissing(): string | null {
  if (!POSTGRES_URL()) return 'PLAYMAT_TEST_POSTGRES_URL is unset (export PLAYMAT_TEST_POSTGRES_URL="$(scripts/test-postgres.sh)")';
  if (!REDIS_URL() && !hasRedisServer()) return 'no Redis (apt-get install -y redis-server, or export PLAYMAT_TEST_REDIS_URL="$(scripts/test-redis.sh)")';
  return null;
}

/** A new database on the PostgreSQL server, and how to drop it. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `playmat_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL()!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const perCpuSecond = (moves: number, cpuMs: number) => (cpuMs > 0 ? round(moves / (cpuMs / 1000), 0)! : 0);

/** The comparison from the two measurements (pure: bench tests check it). */
export function scaleOutFigures(alone: Phases, pair: Phases): ScaleOut {
  const aloneMovesPerCpuSecond = perCpuSecond(alone.saturate.moves, alone.saturate.cpuMs);
  const cpus = pair.saturate.cpuMsByProcess ?? [];
  const processes = pair.saturate.movesByGenerator.map((moves, i) => {
    const cpuMs = cpus[i] ?? 0;
    const movesPerCpuSecond = perCpuSecond(moves, cpuMs);
    return { moves, cpuMs: round(cpuMs, 0)!, movesPerCpuSecond, ratio: aloneMovesPerCpuSecond > 0 && cpuMs > 0 ? round(movesPerCpuSecond / aloneMovesPerCpuSecond, 2) : null };
  });
  const ratios = processes.map((p) => p.ratio);
  const ratio = ratios.length === 2 && ratios.every((r): r is number => r !== null) ? Math.min(...ratios) : null;
  const errors = [...alone.pace.errors, ...alone.saturate.errors, ...pair.pace.errors, ...pair.saturate.errors, ...alone.failures, ...pair.failures].slice(0, 10);
  return { measured: true, aloneMovesPerCpuSecond, processes, ratio, errors };
}

/** The current process the caller must stop on a failure (run.ts's watchdog path). */
export interface ScaleOutHooks {
  onStarted(probed: Probed | null): void;
}

export async function measureScaleOut(o: Options, tmp: string, hooks: ScaleOutHooks): Promise<ScaleOut> {
  const missing = scaleOutMissing();
  if (missing) return { measured: false, reason: missing };
  // Two generators whatever --workers says: generator i plays process i's rooms.
  const generators = startGenerators(2, null);
  const { startRedis } = await import("../test/support/cluster");
  const redis = await startRedis();
  const databases: { drop(): Promise<void> }[] = [];
  try {
    await Promise.all(generators.map((g) => g.next("booted", 60_000)));

    const aloneDb = await freshDatabase();
    databases.push(aloneDb);
    const alone = await phasesOf(hooks, generators, o, [await startPlaymat(o, tmp, 101, { DATABASE_URL: aloneDb.url }, "Playmat alone on PostgreSQL")], "one process on PostgreSQL");

    const pairDb = await freshDatabase();
    databases.push(pairDb);
    const cluster = { DATABASE_URL: pairDb.url, REDIS_URL: redis.url, PUBLIC_ADDRESS: "127.0.0.1:{port}" };
    const first = await startPlaymat(o, tmp, 102, cluster, "Playmat process 1 of 2 (Redis, PostgreSQL)");
    const servers = [first];
    try {
      servers.push(await startPlaymat(o, tmp, 103, cluster, "Playmat process 2 of 2 (Redis, PostgreSQL)"));
    } catch (error) {
      await first.measured.stop();
      throw error;
    }
    const pair = await phasesOf(hooks, generators, o, servers, "two processes on Redis and PostgreSQL");
    return scaleOutFigures(alone, pair);
  } finally {
    for (const g of generators) g.child.kill("SIGTERM");
    await redis.stop().catch(() => {});
    for (const database of databases) await database.drop().catch(() => {});
  }
}

/** Generator i sets its rooms up through server i. */
const setupThrough = (o: Options, urls: string[]) => (indices: number[], deadline: number, generator: number) =>
  ({ cmd: "setup", target: "playmat", url: urls[generator % urls.length]!, indices, deadline, concurrency: o.concurrency }) as const;

async function phasesOf(hooks: ScaleOutHooks, generators: Generator[], o: Options, servers: { measured: Measured; url: string }[], label: string): Promise<Phases> {
  const probed = servers.length === 1 ? servers[0]!.measured : new ProcessGroup(label, servers.map((s) => s.measured));
  hooks.onStarted(probed);
  try {
    return await drive(probed, generators, o, setupThrough(o, servers.map((s) => s.url)), label);
  } finally {
    await probed.stop();
    hooks.onStarted(null);
  }
}
