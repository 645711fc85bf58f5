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
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addBytes, emptyBytes, sum, within } from "./common";
import { report } from "./figures";
import { here, parseOptions, probe, serverDir } from "./options";
import { drive, type Phases } from "./phases";
import { printTable } from "./print";
import { buildServer, freePort, Measured, started, startGenerators, type Generator } from "./processes";

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
    generators = startGenerators(o.workers, o.profileGenerators);
    await Promise.all(generators.map((g) => g.next("booted", 60_000)));

    // Playmat.
    const port = await freePort();
    const log = openSync(path.join(tmp, "server.log"), "a");
    const entry = o.entry ? [o.entry] : o.server === "dist" ? [path.join(serverDir, "dist", "index.js")] : ["--import", "tsx", path.join(serverDir, "src", "index.ts")];
    server = new Measured(
      "server",
      spawn(process.execPath, ["--expose-gc", ...o.nodeFlags, ...(o.profile ? ["--cpu-prof", "--cpu-prof-dir", o.profile] : []), "--import", probe, ...entry], {
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
          // A few rooms saturated for long would fill their logs (table.full) and stop moving.
          MAX_TABLE_LOG_LINES: "10000000",
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

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  for (const child of started) child.kill("SIGKILL");
  process.exit(1);
});
