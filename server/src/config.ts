/** Settings from the environment (.env.example lists them all). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isPostgresUrl, resolveDatabaseUrl } from "./store/database";
import { rateLimitFromEnv, type RateLimit } from "./rooms/rate-limit";
import { DEFAULT_GUESS_LIMITS, type GuessLimits } from "./rooms/guess-limiter";
import { DEFAULT_CHAT_LIMIT, type ChatLimit } from "./rooms/table-chat";
import { DEFAULT_SNAPSHOT_EVERY } from "./store/game-store";
import { DEFAULT_MAX_SPECTATORS, DEFAULT_MAX_TABLES } from "./rooms/capacity";
import { DEFAULT_MAX_LOG_LINES } from "./rooms/log-limit";
import { DEFAULT_RECORD_BUILDS, type RecordBuilds } from "./rooms/record-builds";
import { DEFAULT_LOG_READS, type LogReadLimit } from "./rooms/log-reads";
import { DEFAULT_DECK_LOOKUPS, type DeckLookupLimit } from "./rooms/deck-lookups";
import { DEFAULT_API_WORK_PER_MINUTE, trustProxyFromEnv } from "./http/api-limit";
import { DEFAULT_DORMANT_HOLD_SECONDS } from "./rooms/dormant-sweep";
import { DEFAULT_PRUNE_AFTER_SECONDS, DEFAULT_PRUNE_EVERY_SECONDS, type PruneSettings } from "./rooms/prune-sweep";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, whether running from src/ (tsx) or dist/ (built). */
export const repoRoot = path.resolve(here, "..", "..");

export interface Config {
  port: number;
  databaseUrl: string;
  clientDist: string;
  cardImageBase: string;
  testMode: boolean;
  seatHoldSeconds: number;
  /** A full snapshot of each table every this many actions (the action log holds the rest). */
  snapshotEvery: number;
  /** How long a room restored at start waits, empty, for its players. */
  restoreHoldSeconds: number;
  /** How long a game everyone left stays dormant, for its players to reopen, before it closes (rooms/reopen.ts). */
  dormantHoldSeconds: number;
  /**
   * Finished and closed tables out of memory: their records stored and their live rows pruned
   * PRUNE_AFTER_SECONDS after their last change, looked for every PRUNE_EVERY_SECONDS (0: never; rooms/prune-sweep.ts).
   */
  prune: PruneSettings;
  /** Messages per client: RATE_LIMIT_PER_SECOND, RATE_LIMIT_BURST, RATE_LIMIT_STRIKES (rooms/rate-limit.ts). */
  rateLimit: RateLimit;
  /** Chat lines per client: CHAT_BURST at once, CHAT_PER_SECOND on average (rooms/table-chat.ts). */
  chatLimit: ChatLimit;
  /** The most tables this process holds; creating one more is refused (rooms/capacity.ts). */
  maxTables: number;
  /** The most spectators one table takes, held reconnections included; one more is refused (rooms/capacity.ts). */
  maxSpectators: number;
  /** The most lines one table's log holds; then it takes nothing more (rooms/table-session.ts). */
  maxLogLines: number;
  /** Game records built per client: RECORD_BURST at once, RECORD_PER_SECOND on average (rooms/table-history.ts). */
  recordBuilds: RecordBuilds;
  /** Log lines rendered per client: LOG_READ_BURST at once, LOG_READ_PER_SECOND on average (rooms/log-reads.ts). */
  logReads: LogReadLimit;
  /**
   * Deck-list lines looked up per client connection in rooms and per client address in the
   * lobby's preview: DECK_LOOKUP_BURST at once, DECK_LOOKUP_PER_SECOND on average
   * (rooms/deck-lookups.ts, http/address-buckets.ts).
   */
  deckLookups: DeckLookupLimit;
  /** Deck previews and game records one address may ask for per minute, together (http/api-limit.ts). */
  apiWorkPerMinute: number;
  /** Express's "trust proxy": which proxies' X-Forwarded-For to believe for a client's address. */
  trustProxy: number | string | false;
  /**
   * Wrong guesses at a table's password or judge code (rooms/guess-limiter.ts): from one client
   * address GUESS_BURST at once, then GUESS_PER_MINUTE; from every address together
   * TABLE_GUESS_BURST, then TABLE_GUESS_PER_MINUTE.
   */
  guessLimits: GuessLimits;
  /**
   * Several server processes (docs/scale-out.md): the Redis they share rooms through, this
   * process's public address (host:port, or host/path behind the proxy), and how long an owner
   * lease lasts (rooms/ownership.ts). Null: one process, as `npm start` runs it.
   */
  redisUrl: string | null;
  publicAddress: string | null;
  ownerLeaseSeconds: number;
}

/** How long a process's owner leases last: a killed process's tables are taken over within about 1.25 of it (docs/scale-out.md). */
export const DEFAULT_OWNER_LEASE_SECONDS = 8;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: portNumber(env.PORT, 2567),
    // Relative SQLite paths are relative to the repository, wherever the server was started.
    databaseUrl: resolveDatabaseUrl(env.DATABASE_URL || "sqlite:./data/playmat.db", repoRoot),
    // Empty (as .env.example leaves it) is the built client in the repository.
    clientDist: env.CLIENT_DIST || path.join(repoRoot, "client", "dist"),
    cardImageBase: env.CARD_IMAGE_BASE ?? "",
    testMode: env.PLAYMAT_TEST_MODE === "1",
    seatHoldSeconds: wholeNumber(env.SEAT_HOLD_SECONDS, 180),
    snapshotEvery: wholeNumber(env.SNAPSHOT_EVERY, DEFAULT_SNAPSHOT_EVERY),
    restoreHoldSeconds: wholeNumber(env.RESTORE_HOLD_SECONDS, 1800),
    dormantHoldSeconds: wholeNumber(env.DORMANT_HOLD_SECONDS, DEFAULT_DORMANT_HOLD_SECONDS),
    prune: {
      afterSeconds: wholeNumber(env.PRUNE_AFTER_SECONDS, DEFAULT_PRUNE_AFTER_SECONDS),
      everySeconds: wholeNumber(env.PRUNE_EVERY_SECONDS, DEFAULT_PRUNE_EVERY_SECONDS),
    },
    rateLimit: rateLimitFromEnv(env),
    chatLimit: {
      burst: positive(env.CHAT_BURST, DEFAULT_CHAT_LIMIT.burst),
      perSecond: positive(env.CHAT_PER_SECOND, DEFAULT_CHAT_LIMIT.perSecond),
    },
    maxTables: Math.floor(positive(env.MAX_TABLES, DEFAULT_MAX_TABLES)),
    maxSpectators: Math.floor(positive(env.MAX_SPECTATORS, DEFAULT_MAX_SPECTATORS)),
    maxLogLines: Math.floor(positive(env.MAX_TABLE_LOG_LINES, DEFAULT_MAX_LOG_LINES)),
    recordBuilds: {
      burst: positive(env.RECORD_BURST, DEFAULT_RECORD_BUILDS.burst),
      perSecond: positive(env.RECORD_PER_SECOND, DEFAULT_RECORD_BUILDS.perSecond),
    },
    logReads: {
      burst: positive(env.LOG_READ_BURST, DEFAULT_LOG_READS.burst),
      perSecond: positive(env.LOG_READ_PER_SECOND, DEFAULT_LOG_READS.perSecond),
    },
    deckLookups: {
      burst: positive(env.DECK_LOOKUP_BURST, DEFAULT_DECK_LOOKUPS.burst),
      perSecond: positive(env.DECK_LOOKUP_PER_SECOND, DEFAULT_DECK_LOOKUPS.perSecond),
    },
    apiWorkPerMinute: Math.floor(positive(env.API_WORK_PER_MINUTE, DEFAULT_API_WORK_PER_MINUTE)),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    guessLimits: {
      perAddress: { burst: positive(env.GUESS_BURST, DEFAULT_GUESS_LIMITS.perAddress.burst), perMinute: positive(env.GUESS_PER_MINUTE, DEFAULT_GUESS_LIMITS.perAddress.perMinute) },
      perSecret: { burst: positive(env.TABLE_GUESS_BURST, DEFAULT_GUESS_LIMITS.perSecret.burst), perMinute: positive(env.TABLE_GUESS_PER_MINUTE, DEFAULT_GUESS_LIMITS.perSecret.perMinute) },
    },
    redisUrl: env.REDIS_URL?.trim() || null,
    publicAddress: env.PUBLIC_ADDRESS?.trim() || null,
    ownerLeaseSeconds: positive(env.OWNER_LEASE_SECONDS, DEFAULT_OWNER_LEASE_SECONDS),
  };
}

/**
 * What is wrong with a configuration for several processes, or null. With REDIS_URL, every
 * process must share one PostgreSQL (a SQLite file is one process's), and each needs the public
 * address its players' browsers reach it at: a room's WebSocket goes to the process holding it.
 */
export function clusterProblem(config: Pick<Config, "redisUrl" | "databaseUrl" | "publicAddress">): string | null {
  if (!config.redisUrl) return null;
  if (!isPostgresUrl(config.databaseUrl)) {
    return "REDIS_URL runs several server processes on one store: DATABASE_URL must name their shared PostgreSQL (postgres://…), not a SQLite file.";
  }
  if (!config.publicAddress) {
    return "REDIS_URL is set, so PUBLIC_ADDRESS must say where browsers reach this process (host:port, or host/path behind the proxy: docs/scale-out.md).";
  }
  return null;
}

/** A count where 0 means "none" (SNAPSHOT_EVERY=0: no snapshots, SEAT_HOLD_SECONDS=0: no hold); anything unreadable is the default, never NaN. */
function wholeNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** A TCP port (0: any free one); anything else is the default. */
function portNumber(value: string | undefined, fallback: number): number {
  const n = wholeNumber(value, fallback);
  return n <= 65535 ? n : fallback;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n > 0 ? n : fallback;
}
