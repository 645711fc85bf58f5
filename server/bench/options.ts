/** The bench's command line (bench/README.md lists every option) and the repository's paths. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BASELINES, parseBaselines, type BaselineName } from "./baselines";

export const here = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.resolve(here, "..");
export const repoRoot = path.resolve(serverDir, "..");
/** Preloaded into every measured process: answers memory/CPU/loop readings over IPC. */
export const probe = pathToFileURL(path.join(here, "probe.mjs")).href;
/** Preloaded into the Playmat server: a listen without a host binds loopback only. */
export const loopback = pathToFileURL(path.join(here, "loopback.mjs")).href;

export interface Options {
  rooms: number;
  seconds: number;
  saturateSeconds: number;
  workers: number;
  concurrency: number;
  server: "dist" | "tsx";
  build: boolean;
  /** Measured after Playmat in every run, in this order (baselines.ts). */
  baselines: BaselineName[];
  /** Runs of Playmat and every baseline, one after the other: figures and ratios are their medians. */
  repeat: number;
  out: string;
  timeoutSeconds: number;
  /** Write a V8 CPU profile of the server (node --cpu-prof) into this directory. */
  profile: string | null;
  /** Write V8 CPU profiles of the load generators (what the SDK clients cost) into this directory. */
  profileGenerators: string | null;
  /** Another built server entry to measure (e.g. another commit's server/dist/index.js). */
  entry: string | null;
  /** Write a heap snapshot of the server after the paced phase into this directory. */
  heapSnapshot: string | null;
  /** Extra flags for the measured server's node (V8 and Node options), e.g. --v8-pool-size=1. */
  nodeFlags: string[];
  /**
   * 2: after the runs, Playmat alone on PostgreSQL, then two processes on Redis and the same
   * PostgreSQL, each one's moves per CPU-second against the one alone (scale-out.ts).
   */
  processes: 1 | 2;
}

/**
 * Paths on the command line are relative to where `npm run bench` was typed (npm runs the
 * script in server/ and keeps the caller's directory in INIT_CWD).
 */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function parseOptions(argv: string[]): Options {
  const o: Options = {
    rooms: 500,
    seconds: 30,
    saturateSeconds: 10,
    workers: 1,
    concurrency: 16,
    server: "dist",
    build: true,
    baselines: [...BASELINES],
    repeat: 1,
    out: path.join(repoRoot, "bench", "results", "latest.json"),
    timeoutSeconds: 0,
    profile: null,
    profileGenerators: null,
    heapSnapshot: null,
    entry: null,
    nodeFlags: [],
    processes: 1,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i] ?? "";
    const int = (min: number, max: number) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${flag} wants an integer from ${min} to ${max}`);
      return n;
    };
    switch (flag) {
      case "--rooms": o.rooms = int(1, 5000); break;
      case "--seconds": o.seconds = int(3, 600); break;
      case "--saturate-seconds": o.saturateSeconds = int(2, 300); break;
      case "--workers": o.workers = int(1, 8); break;
      case "--concurrency": o.concurrency = int(1, 200); break;
      case "--server": {
        const v = value();
        if (v !== "dist" && v !== "tsx") throw new Error("--server is dist or tsx");
        o.server = v;
        break;
      }
      case "--no-build": o.build = false; break;
      case "--baselines": o.baselines = parseBaselines(value()); break;
      case "--no-baselines":
      case "--no-floor": o.baselines = []; break;
      case "--repeat": o.repeat = int(1, 5); break;
      case "--out": o.out = fromCaller(value()); break;
      case "--timeout": o.timeoutSeconds = int(30, 7200); break;
      case "--profile": o.profile = fromCaller(value()); break;
      case "--profile-generators": o.profileGenerators = fromCaller(value()); break;
      case "--heap-snapshot": o.heapSnapshot = fromCaller(value()); break;
      case "--entry": o.entry = fromCaller(value()); o.build = false; break;
      case "--node-flag": {
        const v = value();
        if (!v.startsWith("--")) throw new Error("--node-flag wants a node or V8 flag, e.g. --node-flag=--v8-pool-size=1");
        o.nodeFlags.push(v);
        break;
      }
      case "--processes": o.processes = int(1, 2) as 1 | 2; break;
      case "--help":
      case "-h":
        const usage = readFileSync(path.join(here, "run.ts"), "utf8").split("\n");
        console.log(usage.slice(1, usage.indexOf(" */")).join("\n").replace(/^ \* ?/gm, ""));
        console.log("Options: see bench/README.md");
        process.exit(0);
      default:
        throw new Error(`Unknown option ${arg} (see bench/README.md)`);
    }
  }
  if (o.timeoutSeconds === 0) o.timeoutSeconds = defaultTimeout(o);
  return o;
}

/**
 * The watchdog's default: a generous bound on every target of every run (setup ~0.4 s a room
 * at worst, the phases, their margins), so only a stuck run meets it.
 */
export function defaultTimeout(o: Pick<Options, "rooms" | "seconds" | "saturateSeconds" | "repeat" | "baselines"> & Partial<Pick<Options, "processes">>): number {
  const perTarget = 60 + o.rooms * 0.4 + 1.5 * (o.seconds + o.saturateSeconds + 6);
  // --processes 2: Playmat alone on PostgreSQL, then the two processes.
  const scaleOut = o.processes === 2 ? 2 * perTarget : 0;
  return Math.ceil(120 + o.repeat * (1 + o.baselines.length) * perTarget + scaleOut);
}
