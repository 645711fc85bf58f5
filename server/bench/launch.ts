/**
 * Starting what the bench measures: the Playmat server (built dist, test mode, a fresh SQLite
 * file) and each baseline's process, all on free loopback ports, with the probe preloaded.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { BASELINE_LABELS, baselineServer, type BaselineName } from "./baselines";
import { within } from "./common";
import { here, loopback, probe, serverDir, type Options } from "./options";
import { freePort, Measured } from "./processes";

/**
 * `env` adds to or replaces the server's settings (scale-out.ts: PostgreSQL, Redis, a public
 * address); `label` names it in the output.
 */
export async function startPlaymat(o: Options, tmp: string, run: number, env: Record<string, string> = {}, label = "Playmat server"): Promise<{ measured: Measured; url: string }> {
  const port = await freePort();
  const log = openSync(path.join(tmp, "server.log"), "a");
  const entry = o.entry ? [o.entry] : o.server === "dist" ? [path.join(serverDir, "dist", "index.js")] : ["--import", "tsx", path.join(serverDir, "src", "index.ts")];
  const profile = o.profile ? ["--cpu-prof", "--cpu-prof-dir", o.profile] : [];
  const measured = new Measured(
    "server",
    spawn(process.execPath, ["--expose-gc", ...o.nodeFlags, ...profile, "--import", probe, "--import", loopback, ...entry], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        PLAYMAT_TEST_MODE: "1",
        DATABASE_URL: `sqlite:${path.join(tmp, `bench-${run}.db`)}`,
        LOG_LEVEL: "warn",
        CLIENT_DIST: path.join(tmp, "no-client"),
        SEAT_HOLD_SECONDS: "5",
        // The saturation phase measures the server, not the per-client limiter (whose check still runs).
        RATE_LIMIT_PER_SECOND: "100000",
        RATE_LIMIT_BURST: "100000",
        RATE_LIMIT_STRIKES: "100000",
        // A few rooms saturated for long would fill their logs (table.full) and stop moving.
        MAX_TABLE_LOG_LINES: "10000000",
        ...Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value.replaceAll("{port}", String(port))])),
      },
      stdio: ["ignore", log, log, "ipc"],
    }),
  );
  closeSync(log);
  await within(measured.ready, 60_000, "server start");
  const url = `http://127.0.0.1:${port}`;
  console.log(`${label} (pid ${measured.child.pid}) on ${url}`);
  return { measured, url };
}

export async function startBaseline(name: BaselineName, messageBytes: number): Promise<{ measured: Measured; url: string }> {
  const port = await freePort();
  const { script, env, url } = baselineServer(name, here, port);
  const measured = new Measured(
    name,
    spawn(process.execPath, ["--expose-gc", "--import", probe, "--import", "tsx", script], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    }),
  );
  await within(measured.ready, 60_000, `${name} start`);
  console.log(`${BASELINE_LABELS[name]} (pid ${measured.child.pid}) on ${url}, ${messageBytes}-byte messages`);
  return { measured, url };
}
