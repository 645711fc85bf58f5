import { describe, expect, it } from "vitest";
import { report, type RunPhases } from "../../bench/figures";
import { parseOptions } from "../../bench/options";
import { printReport } from "../../bench/print";
import { scaleOutFigures } from "../../bench/scale-out";
import { baseline } from "./phases-fixture";

const run = (): RunPhases => ({
  playmat: baseline(1.2, 4000),
  baselines: { ws: baseline(0.1, 50_000), message: baseline(0.8, 12_000), schema: baseline(1, 10_000), socketio: baseline(0.5, 20_000) },
  messageBytes: 80,
});

describe("bench report", () => {
  const r = report(parseOptions(["--rooms", "100"]), [run()], []);
  const lines = printReport(r);
  const row = (label: string) => lines.find((l) => l.startsWith(label))!;

  it("prints every figure beside each baseline with Playmat's ratio to it", () => {
    expect(lines.find((l) => /^\s+\| +Playmat \|/.test(l))).toMatch(/ws relay.*Colyseus msg.*Colyseus schema.*Socket\.IO/);
    expect(row("latency p50 (ms)")).toMatch(/1\.20 \|\s+0\.10\s+12\.00 \|\s+0\.80\s+1\.50 \|\s+1\.00\s+1\.20 \|\s+0\.50\s+2\.40$/);
    expect(row("moves per CPU-second")).toMatch(/4000 \|\s+50000\s+0\.08 \|\s+12000\s+0\.33 \|\s+10000\s+0\.40 \|\s+20000\s+0\.20$/);
    for (const label of ["latency p95", "latency p99", "moves/s at saturation", "CPU per move", "bytes per (public) move", "memory per room"]) expect(row(label)).toBeDefined();
  });

  it("says which targets are met, and that the two-process figure needs --processes 2", () => {
    expect(lines.some((l) => /MET\s+p50 latency\s+1\.20 x/.test(l))).toBe(true);
    expect(lines.some((l) => /MISS\s+moves per CPU-second\s+0\.40 x/.test(l))).toBe(true);
    expect(lines.some((l) => /n\/a\s+moves per CPU-second, --processes 2.*run with --processes 2/.test(l))).toBe(true);
  });

  it("prints the --processes 2 figures beside the process alone, with the verdict on the slower process", () => {
    // Alone: 4000 moves per CPU-second; the pair: 3400 and 3000 (0.85x, 0.75x).
    const pair = { ...baseline(1.2, 4000), saturate: { ...baseline(1.2, 4000).saturate, movesByGenerator: [3400, 3000], cpuMsByProcess: [1000, 1000] } };
    const scaleOut = scaleOutFigures(baseline(1.2, 4000), pair);
    const printed = printReport(report(parseOptions(["--rooms", "100", "--processes", "2"]), [run()], [], scaleOut));
    expect(printed.find((l) => l.startsWith("moves per CPU-second, --processes 2"))).toMatch(/one process alone 4000; process 1 3400 \(0\.85x, 3400 moves\), process 2 3000 \(0\.75x, 3000 moves\)\.$/);
    expect(printed.some((l) => /MISS\s+moves per CPU-second, --processes 2\s+0\.75 x/.test(l))).toBe(true);
    const even = scaleOutFigures(baseline(1.2, 4000), { ...pair, saturate: { ...pair.saturate, movesByGenerator: [3600, 3300] } });
    expect(printReport(report(parseOptions(["--processes", "2"]), [run()], [], even)).some((l) => /MET\s+moves per CPU-second, --processes 2\s+0\.83 x/.test(l))).toBe(true);
    const skipped = printReport(report(parseOptions(["--processes", "2"]), [run()], [], { measured: false, reason: "no Redis (apt-get install -y redis-server)" }));
    expect(skipped).toContain("--processes 2: not measured (no Redis (apt-get install -y redis-server)).");
    expect(skipped.some((l) => /n\/a\s+moves per CPU-second, --processes 2.*skipped: no Redis/.test(l))).toBe(true);
  });

  it("keeps the same figures in the JSON, per run and as medians", () => {
    expect(r.summary.ratios.schema?.latencyP50).toBe(1.2);
    expect(r.runs[0]!.ratios.ws?.latencyP50).toBe(12);
    expect(r.summary.baselines.socketio?.movesPerCpuSecond).toBe(20_000);
    expect(r.targets.map((t) => t.verdict)).toEqual(["met", "met", "missed", "met", "missed", "not measured"]);
  });
});
