/**
 * In-process micro-benchmark of one move's server work without sockets: engine apply, storing
 * (a real SQLite file in WAL mode, as the server runs), projection onto the schema and the
 * room's publish hook. N rooms play scripted turns concurrently, so appends of one event-loop
 * turn can share a commit. Prints CPU µs per move, overall and for apply() alone.
 *
 *   npx tsx bench/micro-session.ts [--rooms 50] [--turns 30] [--memory]
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { apply, type Action, type TableState } from "@playmat/shared";
import { openDatabase } from "../src/store/database";
import { GameStore } from "../src/store/game-store";
import { TableSession } from "../src/rooms/table-session";
import { TableSchema } from "../src/sync/schema";
import { playSetup, playTurns, ptcg } from "../test/support/engine-game";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const rooms = arg("rooms", 50);
const turns = arg("turns", 30);
const memory = process.argv.includes("--memory");

const dir = mkdtempSync(path.join(os.tmpdir(), "playmat-micro-"));
const db = await openDatabase(memory ? ":memory:" : `sqlite:${path.join(dir, "micro.db")}`);
const store = new GameStore(db);
let roomNo = 0;
const newSession = () => {
  const id = `m${++roomNo}`;
  return TableSession.create(store, { id, game: "ptcg", options: {}, seed: roomNo, name: "micro", passwordHash: null, judgeCodeHash: "x", seats: {}, replayId: `r${id}`, settings: { spectatorChat: false } }, ptcg, new TableSchema());
};

// Record every applied (state, action, actor) so apply() can be timed alone afterwards.
const applied: { state: TableState; action: Action; seat: "p1" | "p2" }[] = [];

async function round(label: string) {
  const sessions = await Promise.all(Array.from({ length: rooms }, newSession));
  await Promise.all(sessions.map(playSetup));
  const moves0 = sessions.reduce((n, s) => n + s.state.seq, 0);
  for (const s of sessions) {
    const act = s.act.bind(s);
    s.act = (action, actor) => {
      if (label === "measure") applied.push({ state: s.state, action, seat: actor.seat });
      return act(action, actor);
    };
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(sessions.map((s) => playTurns(s, turns)));
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const moves = sessions.reduce((n, s) => n + s.state.seq, 0) - moves0;
  const us = (cpu.user + cpu.system) / moves;
  console.log(`${label}: ${moves} moves, ${us.toFixed(1)} µs CPU per move (user ${(cpu.user / moves).toFixed(1)}, sys ${(cpu.system / moves).toFixed(1)}), ${(wall * 1000 / moves).toFixed(1)} µs wall`);
}

await round("warm-up");
await round("measure");
// apply() alone, on the same states and actions.
for (let pass = 0; pass < 3; pass++) {
  const t0 = process.cpuUsage();
  for (const { state, action, seat } of applied) apply(ptcg, state, action, { seat });
  const cpu = process.cpuUsage(t0);
  console.log(`apply() alone: ${((cpu.user + cpu.system) / applied.length).toFixed(1)} µs per move`);
}
await db.destroy();
rmSync(dir, { recursive: true, force: true });
