/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the connection that commits
 * the 1000th page of the WAL copies the whole WAL into the database file, inside that commit:
 * a 20–70 ms stall of every table at once (measured by the load test, its README). Here a worker thread with its own
 * connection runs a PASSIVE checkpoint every second, which never blocks the writer: it copies
 * the bulk of the WAL and syncs the file. Then the main connection checkpoints the few frames
 * committed meanwhile (the WAL only starts over once every frame is copied; with moves landing
 * during the worker's pass it otherwise never would). That last step syncs the database file
 * on the event loop (~2 ms at 500 moves a second, more on a slow disk), so it runs every
 * `finishEvery` passes, or sooner when the WAL has grown past `finishPages`: every table
 * stalls once in ten seconds instead of every second. An automatic checkpoint stays as a far
 * backstop, should the worker die.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type BetterSqlite3 from "better-sqlite3";
import { log } from "../logger";

/** Pages the WAL may reach before the main connection checkpoints by itself (~80 MB). */
export const BACKSTOP_PAGES = 20_000;
/** SQLite's own default, put back when the checkpoints stop. */
const AUTOCHECKPOINT_DEFAULT = 1000;

export interface CheckpointCadence {
  /** How often the worker runs its PASSIVE checkpoint. */
  everyMs: number;
  /** The main connection finishes a checkpoint (so the WAL starts over) after this many worker passes… */
  finishEvery: number;
  /** …or once the WAL holds this many pages after a worker's pass. */
  finishPages: number;
}

export const DEFAULT_CADENCE: CheckpointCadence = { everyMs: 1000, finishEvery: 10, finishPages: 5_000 };

/** Counts the worker's passes and says when the main connection should finish a checkpoint. */
export class FinishSchedule {
  private passes = 0;
  constructor(private readonly cadence: Pick<CheckpointCadence, "finishEvery" | "finishPages">) {}

  /** One worker pass done, leaving `pages` in the WAL: true when it is time to finish. */
  afterPass(pages: number): boolean {
    if (++this.passes < this.cadence.finishEvery && pages < this.cadence.finishPages) return false;
    this.passes = 0;
    return true;
  }
}

// CommonJS, run by the worker (eval): better-sqlite3 is resolved by the parent.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try { const [result] = db.pragma("wal_checkpoint(PASSIVE)"); parentPort.postMessage({ pages: result ? result.log : 0 }); } catch (error) { parentPort.postMessage({ err: String(error && error.message || error) }); }
}, workerData.everyMs);
parentPort.on("message", () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/** Starts checkpointing `file` in the background; returns what stops it (before the database closes). */
export function checkpointInBackground(sqlite: BetterSqlite3.Database, file: string, cadence: CheckpointCadence = DEFAULT_CADENCE): () => void {
  let worker: Worker;
  try {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs: cadence.everyMs } });
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, "no background checkpoints: SQLite checkpoints in commits");
    return () => {};
  }
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  worker.unref(); // never what keeps the process alive
  const schedule = new FinishSchedule(cadence);
  worker.on("message", ({ err, pages }: { err?: string; pages?: number }) => {
    if (err !== undefined) return log.warn({ err }, "a background WAL checkpoint failed");
    if (!schedule.afterPass(pages ?? 0)) return;
    try {
      if (sqlite.open) sqlite.pragma("wal_checkpoint(PASSIVE)");
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : String(error) }, "a WAL checkpoint failed");
    }
  });
  worker.on("error", (error) => {
    log.warn({ err: error.message }, "the checkpoint worker stopped: SQLite checkpoints in commits again");
    restore();
  });
  const restore = () => {
    try {
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_DEFAULT}`);
    } catch {
      // closing anyway
    }
  };
  return () => {
    worker.postMessage("stop");
    restore();
  };
}
