import { describe, expect, it } from "vitest";
import { report, type RunPhases } from "../../bench/figures";
import { parseOptions } from "../../bench/options";
import { printReport } from "../../bench/print";
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

  it("says which targets are met, and that the two-process figure is not measured here", () => {
    expect(lines.some((l) => /MET\s+p50 latency\s+1\.20 x/.test(l))).toBe(true);
    expect(lines.some((l) => /MISS\s+moves per CPU-second\s+0\.40 x/.test(l))).toBe(true);
    expect(lines.some((l) => /n\/a\s+moves per CPU-second, --processes 2.*another branch/.test(l))).toBe(true);
  });

  it("keeps the same figures in the JSON, per run and as medians", () => {
    expect(r.summary.ratios.schema?.latencyP50).toBe(1.2);
    expect(r.runs[0]!.ratios.ws?.latencyP50).toBe(12);
    expect(r.summary.baselines.socketio?.movesPerCpuSecond).toBe(20_000);
    expect(r.targets.map((t) => t.verdict)).toEqual(["met", "met", "missed", "met", "missed", "not measured"]);
  });
});
