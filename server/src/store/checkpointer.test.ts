import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it, vi } from "vitest";
import { BACKSTOP_PAGES, checkpointInBackground, FinishSchedule } from "./checkpointer";

const scratch = mkdtempSync(path.join(tmpdir(), "playmat-wal-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function walDatabase(name: string) {
  const file = path.join(scratch, `${name}.db`);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec("create table rows (id integer primary key, body text not null)");
  return { db, file, walBytes: () => statSync(`${file}-wal`).size };
}

const ROW = "x".repeat(4000); // about one 4 KB page a row
const BATCHES = 120;
const ROWS_PER_BATCH = 10;

/** Commits BATCHES transactions of ROWS_PER_BATCH rows, yielding to the event loop between them as a server does between moves. */
async function writeSteadily(db: Database.Database): Promise<void> {
  const insert = db.prepare("insert into rows (body) values (?)");
  const batch = db.transaction(() => {
    for (let i = 0; i < ROWS_PER_BATCH; i++) insert.run(ROW);
  });
  for (let i = 0; i < BATCHES; i++) {
    batch();
    await sleep(4);
  }
}

describe("WAL checkpoints in the background (store/checkpointer.ts)", () => {
  it("the main connection finishes a checkpoint once every `finishEvery` passes of the worker", () => {
    const schedule = new FinishSchedule({ finishEvery: 10, finishPages: 5_000 });
    const answers = Array.from({ length: 25 }, () => schedule.afterPass(100));
    expect(answers.flatMap((finish, i) => (finish ? [i + 1] : []))).toEqual([10, 20]);
  });

  it("…or at once when a pass leaves the WAL at `finishPages` or more, and counts again from there", () => {
    const schedule = new FinishSchedule({ finishEvery: 10, finishPages: 5_000 });
    expect([1, 2, 3].map(() => schedule.afterPass(10))).toEqual([false, false, false]);
    expect(schedule.afterPass(5_000)).toBe(true);
    expect(Array.from({ length: 9 }, () => schedule.afterPass(10))).not.toContain(true);
    expect(schedule.afterPass(10)).toBe(true);
  });

  it("while it runs SQLite's own checkpoint is only a far backstop; stopping puts SQLite's default back", async () => {
    const { db, file } = walDatabase("backstop");
    const stop = checkpointInBackground(db, file, { everyMs: 50, finishEvery: 2, finishPages: 100 });
    expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(BACKSTOP_PAGES);
    stop();
    expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    db.close();
  });

  it("keeps the WAL from growing while moves keep coming, and every row stays", async () => {
    const total = BATCHES * ROWS_PER_BATCH * ROW.length;

    // Without it (and with SQLite's own checkpoint as far off as the backstop), the WAL holds every page written.
    const control = walDatabase("control");
    control.db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    await writeSteadily(control.db);
    expect(control.walBytes()).toBeGreaterThan(total);
    control.db.close();

    const { db, file, walBytes } = walDatabase("steady");
    const pragma = vi.spyOn(db, "pragma");
    const stop = checkpointInBackground(db, file, { everyMs: 20, finishEvery: 2, finishPages: 200 });
    await writeSteadily(db);
    stop();
    // About a fifth of it here; half leaves room for a slow machine's worker.
    expect(walBytes()).toBeLessThan(total / 2);
    // The main connection finished checkpoints of its own, every second pass of the worker.
    expect(pragma.mock.calls.filter(([statement]) => statement === "wal_checkpoint(PASSIVE)").length).toBeGreaterThanOrEqual(2);
    expect(db.prepare("select count(*) from rows").pluck().get()).toBe(BATCHES * ROWS_PER_BATCH);
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  });
});
