/**
 * A Playmat server in a process of its own, started the way `npm run dev` starts it (tsx on
 * the TypeScript sources, so no build is needed), which a test can SIGKILL and start again.
 * The browser suite starts the built one the same way (e2e/tests/restart.spec.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Each suite has a fixed port; PLAYMAT_TEST_PORT_OFFSET shifts them all, so two checkouts (or two
 * people on one machine) can run the integration suites at once.
 */
export const testPort = (port: number): number => port + Number(process.env.PLAYMAT_TEST_PORT_OFFSET ?? 0);

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface ServerProcess {
  url: string;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** `kill -9`: no shutdown hook runs, nothing is flushed. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful way. */
  stop(): Promise<void>;
}

/**
 * `entry`: a built server (`server/dist/index.js`, as the browser suite runs it) instead of the
 * TypeScript sources.
 */
export async function startServerProcess(suitePort: number, env: Record<string, string>, { entry }: { entry?: string } = {}): Promise<ServerProcess> {
  const port = testPort(suitePort);
  const child = spawn(process.execPath, entry ? [entry] : ["--import", "tsx", "src/index.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      CLIENT_DIST: "/nonexistent",
      ...env,
      PORT: String(port),
      VITEST: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, output: () => output, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it was ready:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer ${url}/api/health within 30 s:\n${output()}`);
}
