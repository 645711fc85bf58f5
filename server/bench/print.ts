/** The table the bench prints: Playmat beside each baseline with the ratio, the targets' verdicts, warnings about the run. */
import { BASELINE_LABELS, BASELINES, TARGET_BASELINE } from "./baselines";
import type { Report } from "./figures";
import type { Compared } from "./targets";

const ROWS: [Compared, string, number][] = [
  ["latencyP50", "latency p50 (ms)", 2],
  ["latencyP95", "latency p95 (ms)", 2],
  ["latencyP99", "latency p99 (ms)", 2],
  ["movesPerSecond", "moves/s at saturation", 0],
  ["movesPerCpuSecond", "moves per CPU-second", 0],
  ["cpuMsPerMove", "CPU per move, paced (ms)", 3],
  ["bytesPerMove", "bytes per (public) move", 0],
  ["memoryKbPerRoom", "memory per room (KB)", 1],
];

const num = (x: number | null | undefined, digits: number) => (x === null || x === undefined || !Number.isFinite(x) ? "–" : x.toFixed(digits));

export function printReport(r: Report): string[] {
  const s = r.summary;
  const shown = BASELINES.filter((name) => s.baselines[name]);
  const out: string[] = [];
  const runs = s.runs === 1 ? "1 run" : `medians of ${s.runs} runs`;
  out.push("", `${r.config.rooms} rooms, ${r.machine.cpuCores} cores, node ${r.node}, ${r.commit}; ${runs}. "x" is Playmat / baseline.`);
  const head = ["".padEnd(26), "Playmat".padStart(9), ...shown.map((name) => `${BASELINE_LABELS[name].padStart(16)} ${"x".padStart(6)}`)];
  out.push(head.join(" |"));
  for (const [key, label, digits] of ROWS) {
    const cells = shown.map((name) => `${num(s.baselines[name]![key], digits).padStart(16)} ${num(s.ratios[name]?.[key], 2).padStart(6)}`);
    out.push([label.padEnd(26), num(s.playmat[key], digits).padStart(9), ...cells].join(" |"));
  }
  out.push(...scaleOutLines(r));
  out.push("", `Targets (ratios against ${BASELINE_LABELS[TARGET_BASELINE]}, within each run)`);
  for (const t of r.targets) {
    const word = t.verdict === "met" ? "MET " : t.verdict === "missed" ? "MISS" : "n/a ";
    out.push(`  ${word}  ${t.name.padEnd(36)} ${num(t.value, 2).padStart(8)} ${t.unit.padEnd(3)} (${t.target}; ${t.basis})`);
  }
  out.push(...warnings(r));
  return out;
}

/** --processes 2: the process alone beside each of the two, with their ratios. */
function scaleOutLines(r: Report): string[] {
  const s = r.scaleOut;
  if (!s) return [];
  if (!s.measured) return ["", `--processes 2: not measured (${s.reason}).`];
  const each = s.processes.map((p, i) => `process ${i + 1} ${num(p.movesPerCpuSecond, 0)} (${num(p.ratio, 2)}x, ${p.moves} moves)`).join(", ");
  const lines = ["", `moves per CPU-second, --processes 2 (Redis, PostgreSQL): one process alone ${num(s.aloneMovesPerCpuSecond, 0)}; ${each}.`];
  if (s.errors.length > 0) lines.push(`! --processes 2: ${s.errors.length} errors or failed rooms (${s.errors.slice(0, 3).join("; ")}): its figures are not to be trusted.`);
  return lines;
}

function warnings(r: Report): string[] {
  const out: string[] = [];
  if (r.config.rooms < 100) out.push("", "! Under 100 rooms the memory figures are noise (RSS grows in steps): use --rooms 100 or more for them.");
  r.runs.forEach((run, i) => {
    const all = [["Playmat", run.playmat] as const, ...BASELINES.filter((n) => run.baselines[n]).map((n) => [BASELINE_LABELS[n], run.baselines[n]!] as const)];
    for (const [label, f] of all) {
      if (f.unseenMoves > 0 || f.errors > 0) out.push(`! Run ${i + 1}, ${label}: ${f.unseenMoves} moves never seen, ${f.errors} errors: its figures are not to be trusted (${f.errorSamples.join("; ")}).`);
    }
    const busy = Math.max(...all.flatMap(([, f]) => [f.otherLoadCores.paced ?? 0, f.otherLoadCores.saturated ?? 0]));
    if (busy > 0.25) out.push(`! Run ${i + 1}: other processes used up to ${busy.toFixed(2)} cores while we measured: latency and moves/s are pessimistic and ratios noisier; bytes and memory hold.`);
  });
  out.push("", `Load generator's CPU per paced move (the clients' own work): ${r.runs
    .map((run) => [`Playmat ${num(run.playmat.generatorCpuMsPerMove, 3)}`, ...BASELINES.filter((n) => run.baselines[n]).map((n) => `${BASELINE_LABELS[n]} ${num(run.baselines[n]!.generatorCpuMsPerMove, 3)}`)].join(", "))
    .join("; ")} ms.`);
  return out;
}
