/** The table the bench prints at the end, with the targets and warnings about the run. */
import type { report } from "./figures";

export function printTable(r: ReturnType<typeof report>): void {
  const f = (x: number | null | undefined, d = 2) => (x === null || x === undefined || !Number.isFinite(x) ? "–" : x.toFixed(d));
  const rows: [string, string, string, string][] = [
    ["latency p50 (ms)", f(r.latencyMs.p50), f(r.floorLatencyMs?.p50), f(r.latencyRatio?.p50)],
    ["latency p95 (ms)", f(r.latencyMs.p95), f(r.floorLatencyMs?.p95), f(r.latencyRatio?.p95)],
    ["latency p99 (ms)", f(r.latencyMs.p99), f(r.floorLatencyMs?.p99), f(r.latencyRatio?.p99)],
    ["moves/s at saturation", f(r.movesPerSecond, 0), f(r.floorMovesPerSecond, 0), f(r.ratios.throughput)],
    ["moves per server CPU-second", f(r.movesPerCpuSecond, 0), f(r.floorMovesPerCpuSecond, 0), f(r.floorMovesPerCpuSecond ? r.movesPerCpuSecond / r.floorMovesPerCpuSecond : null)],
    ["CPU per move (ms, paced)", f(r.cpuMsPerMove, 3), f(r.floorCpuMsPerMessage, 3), f(r.ratios.cpuPerMove)],
    ["bytes per public move", f(r.bytesPerPublicMove, 0), f(r.floorMessageBytes + 2, 0), f(r.ratios.bytesPerMove)],
    ["memory per room (KB RSS)", f(r.memoryKbPerRoom, 1), f(r.floorMemoryKbPerPair, 1), f(r.ratios.memoryPerRoom)],
  ];
  const w = [30, 12, 14, 8];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!))).join(" ");
  console.log(`\n${r.rooms} rooms, ${r.cpuCores} cores, node ${r.node}, ${r.commit}`);
  console.log(line(["", "Playmat", "floor (ws)", "ratio"]));
  for (const row of rows) console.log(line(row));
  console.log("\nTargets");
  for (const t of r.targets) console.log(`  ${t.met ? "MET " : "MISS"}  ${t.name.padEnd(36)} ${String(t.value ?? "–").padStart(9)} ${t.unit.padEnd(13)} (${t.target})`);
  if (r.rooms < 100) console.log("\n! Under 100 rooms the memory figure is noise (RSS grows in steps) and saturation is latency-bound: use --rooms 100 or more for those.");
  const busy = Math.max(r.otherLoad.pacedCores ?? 0, r.otherLoad.floorPacedCores ?? 0, r.otherLoad.saturatedCores ?? 0);
  if (busy > 0.25) console.log(`\n! Other processes used up to ${busy.toFixed(2)} cores while we measured (load average ${r.otherLoad.loadAverage.join(" ")}): latency and throughput figures are pessimistic; CPU per move, bytes and memory hold.`);
  console.log(`\nServer CPU at saturation ${Math.round((r.serverCpuUtilisationAtSaturation ?? 0) * 100)}% of a core, generator ${Math.round((r.generatorCpuUtilisationAtSaturation ?? 0) * 100)}%; generator loop delay p99 while paced ${f(r.generator.paceLoopDelayP99Ms)} ms (floor run ${f(r.generator.floorPaceLoopDelayP99Ms)} ms).`);
  const gc = (name: string, c: (typeof r.collector)["paced"]) =>
    c && console.log(`Collector ${name}: a scavenge every ${f(c.movesPerScavenge, 0)} moves, ${f(c.scavengePauseMs)} ms each; per move ${f(c.survivedBytesPerMove, 0)} B survived a scavenge, ${f(c.promotedBytesPerMove, 0)} B promoted, ${f(c.mainThreadGcUsPerMove, 1)} µs of main-thread GC; ${c.markCompacts} mark-compact${c.markCompacts === 1 ? "" : "s"}.`);
  gc("while paced", r.collector.paced);
  gc("at saturation", r.collector.saturated);
  console.log(`Load generator's CPU per move while paced (the SDK clients' work, idle costs included): ${f(r.generator.paceCpuMsPerMove)} ms (floor run ${f(r.generator.floorPaceCpuMsPerMove)} ms).`);
}
