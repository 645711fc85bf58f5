/**
 * Opens the database named by a URL and brings its schema up to date. SQLite is the default
 * ("sqlite:./data/playmat.db", a bare file path, or ":memory:"); "postgres://..." switches to
 * PostgreSQL. The dialect is chosen in dialectFor() alone: every caller, and every migration,
 * runs the same code on both.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from "kysely";
import pg from "pg";
import { log } from "../logger";
import { checkpointInBackground } from "./checkpointer";
import { Migrator } from "kysely/migration";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export type { CardsTable, Database, RoomStatus } from "./schema";

const MEMORY = ":memory:";
const POSTGRES_URL = /^postgres(?:ql)?:\/\//i;

/** The SQLite file a URL names ("sqlite:./x.db", "sqlite:///abs/x.db", "./x.db"), or ":memory:". */
export function sqliteFileOf(url: string): string {
  const file = url.replace(/^sqlite:(?:\/\/(?=\/))?/i, "");
  return file === "" ? MEMORY : file;
}

/**
 * Makes a relative SQLite path absolute against `baseDir`, so a URL means the same file
 * whichever directory a script was started from.
 */
export function resolveDatabaseUrl(url: string, baseDir: string): string {
  if (POSTGRES_URL.test(url)) return url;
  const file = sqliteFileOf(url);
  return file === MEMORY ? MEMORY : `sqlite:${path.resolve(baseDir, file)}`;
}

export const isPostgresUrl = (url: string) => POSTGRES_URL.test(url);

/** The URL without its credentials, for messages and logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}

function dialectFor(url: string): Dialect {
  if (POSTGRES_URL.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on("error", (error) => log.warn({ err: error.message }, "PostgreSQL connection lost"));
    return new PostgresDialect({ pool });
  }
  const file = sqliteFileOf(url);
  if (file !== MEMORY) mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  let stopCheckpoints = () => {};
  // WAL lets readers (deck resolution) proceed while a game appends.
  if (file !== MEMORY) {
    sqlite.pragma("journal_mode = WAL");
    // With WAL, NORMAL keeps every committed action through a crash or kill -9 of the server
    // (the WAL is written before the reply); only a power cut or OS crash may lose the last
    // few. FULL waited ~0.7 ms on the disk per move on the event loop (the load test's README).
    sqlite.pragma("synchronous = NORMAL");
    stopCheckpoints = checkpointInBackground(sqlite, file);
  }
  sqlite.pragma("foreign_keys = ON");
  const database = cachingStatements(sqlite);
  return new SqliteDialect({
    database: {
      ...database,
      close() {
        stopCheckpoints();
        database.close();
      },
    },
  });
}

const STATEMENT_CACHE = 200;

/**
 * The connection kysely's SQLite driver sees, keeping prepared statements by their SQL: the
 * driver prepares every query anew, which cost as much as running an insert. Queries of one
 * shape compile to the same SQL. A statement still busy (an open iterator) is not reused.
 */
function cachingStatements(sqlite: BetterSqlite3.Database): { close(): void; prepare(sql: string): BetterSqlite3.Statement } {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      // Query shapes are few (IN lists of many lengths being the exception): start over when full.
      if (cache.size >= STATEMENT_CACHE) cache.clear();
      cache.set(sql, statement);
      return statement;
    },
  };
}

export async function openDatabase(url: string): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: dialectFor(url) });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error(`Could not migrate the database at ${redactUrl(url)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return db;
}
