/**
 * The cluster suite's pieces: a throwaway Redis (PLAYMAT_TEST_REDIS_URL, as .ci/run starts it with
 * scripts/test-redis.sh, or else Debian's redis-server started here on a free loopback port,
 * nothing saved), the PostgreSQL of the store suites (support/postgres.ts), and what Redis says
 * about the rooms: Colyseus's shared room list, each listing naming the process that holds it.
 */
import { spawn, spawnSync } from "node:child_process";
import { connect, createServer } from "node:net";
import { Redis } from "ioredis";
import { POSTGRES_URL } from "./postgres";

const REDIS_URL = process.env.PLAYMAT_TEST_REDIS_URL || undefined;
const hasRedisServer = () => spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

const skipReason = !POSTGRES_URL
  ? "PLAYMAT_TEST_POSTGRES_URL is unset (export PLAYMAT_TEST_POSTGRES_URL=\"$(scripts/test-postgres.sh)\")"
  : !REDIS_URL && !hasRedisServer()
    ? "no redis-server (apt-get install -y redis-server, or export PLAYMAT_TEST_REDIS_URL=\"$(scripts/test-redis.sh)\")"
    : null;

export const CLUSTER_ENABLED = skipReason === null;
/** Part of the suite's title, so a skipped run says why in the report. */
export const CLUSTER_SUITE = skipReason ? `three processes on Redis and PostgreSQL — SKIPPED: ${skipReason}` : "three processes on Redis and PostgreSQL";

if (skipReason) console.warn(`[playmat] cluster suite skipped: ${skipReason}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Waits (up to 5 s) until something accepts connections at the URL's host and port. */
async function untilAnswering(url: URL): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(url.port || 6379), url.hostname);
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Redis did not answer at ${url.host} within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface TestRedis {
  url: string;
  client: Redis;
  stop(): Promise<void>;
}

/** PLAYMAT_TEST_REDIS_URL emptied for this suite, or a redis-server of its own, stopped by stop(). */
export async function startRedis(): Promise<TestRedis> {
  let url = REDIS_URL;
  let stopServer = async () => {};
  if (!url) {
    const port = await freePort();
    const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    stopServer = async () => {
      child.kill("SIGKILL");
      await exited;
    };
    url = `redis://127.0.0.1:${port}`;
  }
  try {
    await untilAnswering(new URL(url));
  } catch (error) {
    await stopServer();
    throw error;
  }
  const client = new Redis(url, { maxRetriesPerRequest: 3 });
  // The suite's Redis is throwaway: no listing or process of an earlier run may linger.
  await client.flushall();
  return {
    url,
    client,
    stop: async () => {
      client.disconnect();
      await stopServer();
    },
  };
}

/** A room as Colyseus lists it for every process. */
export interface Listing {
  roomId: string;
  processId: string;
  publicAddress?: string;
  metadata?: Record<string, unknown>;
}

/** Every room listing in Redis (the RedisDriver's hash). */
export async function listings(redis: Redis): Promise<Listing[]> {
  return Object.values(await redis.hgetall("roomcaches")).map((raw) => JSON.parse(raw) as Listing);
}
