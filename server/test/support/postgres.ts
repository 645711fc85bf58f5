/**
 * The PostgreSQL side of the store suites. They run only when PLAYMAT_TEST_POSTGRES_URL names
 * a server the tests may create databases on (scripts/test-postgres.sh starts one; .ci/run
 * does it for CI); each suite gets a database of its own and drops it afterwards.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export const POSTGRES_URL = process.env.PLAYMAT_TEST_POSTGRES_URL || undefined;

/** Part of the suite's title, so a skipped run says why in the report. */
export const POSTGRES_SUITE = POSTGRES_URL
  ? "PostgreSQL"
  : "PostgreSQL — SKIPPED: PLAYMAT_TEST_POSTGRES_URL is unset (export PLAYMAT_TEST_POSTGRES_URL=\"$(scripts/test-postgres.sh)\")";

if (!POSTGRES_URL) console.warn(`[playmat] ${POSTGRES_SUITE}`);

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server: its URL, and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!POSTGRES_URL) throw new Error("PLAYMAT_TEST_POSTGRES_URL is unset");
  const name = `playmat_test_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
