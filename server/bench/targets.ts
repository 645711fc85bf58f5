/**
 * Playmat as ratios to each baseline, and the targets (issue 34), judged within one run against
 * the schema floor: p50 within 1.5× its p50, p99 within 3× its p99 (median of three runs),
 * moves per CPU-second at least half its own; and ≤ 150 B per public move, ≤ 150 KB per room;
 * with --processes 2, each process's moves per CPU-second at least 0.8× one process alone.
 * With several runs (--repeat), every figure and ratio is the median of the runs' own.
 */
import { BASELINE_LABELS, BASELINES, TARGET_BASELINE, type BaselineName } from "./baselines";
import { round } from "./common";
import type { ScaleOut } from "./scale-out";
import type { Figures } from "./target-figures";

/** The figures compared, flat: each is Playmat's divided by the baseline's in `ratiosTo`. */
export const COMPARED = ["latencyP50", "latencyP95", "latencyP99", "movesPerSecond", "movesPerCpuSecond", "cpuMsPerMove", "bytesPerMove", "memoryKbPerRoom"] as const;
export type Compared = (typeof COMPARED)[number];
export type Flat = Record<Compared, number | null>;
export type Ratios = Record<Compared, number | null>;

export const flat = (f: Figures): Flat => ({
  latencyP50: f.latencyMs.p50,
  latencyP95: f.latencyMs.p95,
  latencyP99: f.latencyMs.p99,
  movesPerSecond: f.movesPerSecond,
  movesPerCpuSecond: f.movesPerCpuSecond,
  cpuMsPerMove: f.cpuMsPerMove,
  bytesPerMove: f.bytesPerMove,
  memoryKbPerRoom: f.memoryKbPerRoom,
});

const divide = (a: number | null, b: number | null): number | null => (a !== null && b !== null && b > 0 && Number.isFinite(a) ? round(a / b, 2) : null);

export function ratiosTo(playmat: Figures, baseline: Figures): Ratios {
  const a = flat(playmat);
  const b = flat(baseline);
  return Object.fromEntries(COMPARED.map((key) => [key, divide(a[key], b[key])])) as Ratios;
}

/** The median of the known values (the mean of the middle two for an even count), or null if none. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((x, y) => x - y);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return round(known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2, 4);
}

/** One run of the bench: Playmat and the baselines measured in it. */
export interface RunFigures {
  playmat: Figures;
  baselines: Partial<Record<BaselineName, Figures>>;
}

/** Each figure's median over the runs, for Playmat and for each baseline measured. */
export function medianFigures(runs: readonly RunFigures[]): { playmat: Flat; baselines: Partial<Record<BaselineName, Flat>> } {
  const of = (pick: (run: RunFigures) => Figures | undefined): Flat | undefined => {
    const flats = runs.map(pick).filter((f): f is Figures => f !== undefined).map(flat);
    if (flats.length === 0) return undefined;
    return Object.fromEntries(COMPARED.map((key) => [key, median(flats.map((f) => f[key]))])) as Flat;
  };
  const baselines: Partial<Record<BaselineName, Flat>> = {};
  for (const name of BASELINES) {
    const m = of((run) => run.baselines[name]);
    if (m) baselines[name] = m;
  }
  return { playmat: of((run) => run.playmat)!, baselines };
}

/** Each baseline's ratios: the median over the runs of each run's own ratio (ratios within one run). */
export function medianRatios(runs: readonly RunFigures[]): Partial<Record<BaselineName, Ratios>> {
  const out: Partial<Record<BaselineName, Ratios>> = {};
  for (const name of BASELINES) {
    const per = runs.flatMap((run) => (run.baselines[name] ? [ratiosTo(run.playmat, run.baselines[name]!)] : []));
    if (per.length > 0) out[name] = Object.fromEntries(COMPARED.map((key) => [key, median(per.map((r) => r[key]))])) as Ratios;
  }
  return out;
}

export type VerdictWord = "met" | "missed" | "not measured";

export interface Verdict {
  name: string;
  target: string;
  value: number | null;
  unit: string;
  verdict: VerdictWord;
  /** What the verdict rests on: how many runs, or why there is none. */
  basis: string;
}

/** Runs the p99 target asks for: p99 swings up to 5× between identical runs. */
export const P99_RUNS = 3;

/** The scale-out target: each of two processes on Redis and PostgreSQL at least 0.8× one process alone on it. */
export const SCALE_OUT_TARGET = 0.8;

function scaleOutVerdict(scaleOut: ScaleOut | undefined): Verdict {
  const name = "moves per CPU-second, --processes 2";
  const target = `>= ${SCALE_OUT_TARGET}x one process (Redis, PostgreSQL)`;
  if (!scaleOut) return { name, target, value: null, unit: "x", verdict: "not measured", basis: "run with --processes 2 (Redis and PostgreSQL: bench/README.md)" };
  if (!scaleOut.measured) return { name, target, value: null, unit: "x", verdict: "not measured", basis: `skipped: ${scaleOut.reason}` };
  if (scaleOut.ratio === null) return { name, target, value: null, unit: "x", verdict: "not measured", basis: "a process made no moves or used no CPU" };
  return { name, target, value: scaleOut.ratio, unit: "x", verdict: scaleOut.ratio >= SCALE_OUT_TARGET ? "met" : "missed", basis: "the slower of the two processes, 1 run" };
}

export function judge(runs: readonly RunFigures[], scaleOut?: ScaleOut): Verdict[] {
  const n = runs.length;
  const floor = BASELINE_LABELS[TARGET_BASELINE];
  const ratios = medianRatios(runs)[TARGET_BASELINE];
  const figures = medianFigures(runs).playmat;
  const runsWord = n === 1 ? "1 run" : `median of ${n} runs`;
  const ratioTarget = (name: string, key: Compared, limit: number, atMost: boolean, basis = runsWord): Verdict => {
    const value = ratios?.[key] ?? null;
    const target = `${atMost ? "<=" : ">="} ${limit}x ${floor}`;
    if (value === null) return { name, target, value, unit: "x", verdict: "not measured", basis: `needs the ${floor} baseline (--baselines ${TARGET_BASELINE})` };
    return { name, target, value, unit: "x", verdict: (atMost ? value <= limit : value >= limit) ? "met" : "missed", basis };
  };
  const absolute = (name: string, value: number | null, limit: number, unit: string): Verdict => ({
    name,
    target: `<= ${limit} ${unit}`,
    value,
    unit,
    verdict: value === null ? "not measured" : value <= limit ? "met" : "missed",
    basis: runsWord,
  });
  return [
    ratioTarget("p50 latency", "latencyP50", 1.5, true),
    ratioTarget("p99 latency", "latencyP99", 3, true, n >= P99_RUNS ? runsWord : `${runsWord}; judged on the median of ${P99_RUNS} (--repeat ${P99_RUNS})`),
    ratioTarget("moves per CPU-second", "movesPerCpuSecond", 0.5, false),
    absolute("bytes per public move", figures.bytesPerMove, 150, "B"),
    absolute("memory per room", figures.memoryKbPerRoom, 150, "KB"),
    scaleOutVerdict(scaleOut),
  ];
}
