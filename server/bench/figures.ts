/**
 * The report (bench/results/*.json): per run, Playmat's figures and each baseline's, measured
 * in that run, and Playmat's ratios to each; over the runs, the medians and the targets' verdicts.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { BASELINES, type BaselineName } from "./baselines";
import { round } from "./common";
import { repoRoot, type Options } from "./options";
import type { Phases } from "./phases";
import { playmatDetail } from "./playmat-detail";
import { figuresOf, type Figures } from "./target-figures";
import type { ScaleOut } from "./scale-out";
import { judge, medianFigures, medianRatios, ratiosTo, type RunFigures } from "./targets";

/** One run's readings: Playmat, then each baseline, and the message size the baselines were given. */
export interface RunPhases {
  playmat: Phases;
  baselines: Partial<Record<BaselineName, Phases>>;
  messageBytes: number;
}

/** Public moves: every move but the draw, whose card only its owner sees. */
export const isPublicMove = (kind: string): boolean => kind !== "draw";

export function runFigures(run: RunPhases): RunFigures {
  const baselines: Partial<Record<BaselineName, Figures>> = {};
  for (const name of BASELINES) if (run.baselines[name]) baselines[name] = figuresOf(run.baselines[name]!);
  return { playmat: figuresOf(run.playmat, isPublicMove), baselines };
}

export function report(o: Options, runs: readonly RunPhases[], cpus: os.CpuInfo[], scaleOut?: ScaleOut) {
  const figures = runs.map(runFigures);
  return {
    date: new Date().toISOString(),
    node: process.version,
    commit: gitCommit(),
    machine: { cpuModel: cpus[0]?.model ?? "", cpuCores: cpus.length, memoryGb: round(os.totalmem() / 2 ** 30, 1), platform: `${os.platform()} ${os.release()}` },
    config: {
      rooms: o.rooms,
      clients: o.rooms * 2,
      paceSeconds: o.seconds,
      movesPerRoomPerSecond: 1,
      saturateSeconds: o.saturateSeconds,
      repeat: o.repeat,
      baselines: o.baselines,
      generators: o.workers,
      server: o.entry ?? (o.server === "dist" ? "node server/dist/index.js" : "tsx server/src/index.ts"),
      nodeFlags: o.nodeFlags,
      processes: o.processes,
    },
    /** Medians over the runs (each run's own figure when there is one run). */
    summary: { runs: runs.length, ...medianFigures(figures), ratios: medianRatios(figures) },
    /** --processes 2: one process alone on PostgreSQL against each of two on Redis and PostgreSQL (scale-out.ts); absent without it. */
    scaleOut: scaleOut ?? null,
    targets: judge(figures, scaleOut),
    loadAverage: os.loadavg().map((x) => round(x, 2)),
    runs: runs.map((run, i) => ({
      messageBytes: run.messageBytes,
      playmat: figures[i]!.playmat,
      baselines: figures[i]!.baselines,
      ratios: Object.fromEntries(Object.entries(figures[i]!.baselines).map(([name, f]) => [name, ratiosTo(figures[i]!.playmat, f)])),
      playmatDetail: playmatDetail(run.playmat, o.workers),
    })),
  };
}

export type Report = ReturnType<typeof report>;

function gitCommit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: repoRoot, encoding: "utf8" }).trim();
    return dirty ? `${head}+dirty` : head;
  } catch {
    return "unknown";
  }
}

/**
 * The size of the baselines' messages: the WebSocket payload bytes (headers aside) Playmat's
 * opponent received per move while paced, patches and log lines of every kind of move together.
 */
export function baselineMessageBytes(p: Phases): number {
  const kinds = Object.values(p.pace.kinds);
  const moves = kinds.reduce((n, k) => n + k.moves, 0);
  const bytes = kinds.reduce((n, k) => n + k.opponent.patch + k.opponent.log + k.opponent.other, 0);
  return Math.max(1, Math.round(bytes / Math.max(1, moves)));
}
