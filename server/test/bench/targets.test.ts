import { describe, expect, it } from "vitest";
import { figuresOf } from "../../bench/target-figures";
import { judge, median, medianRatios, ratiosTo, type RunFigures } from "../../bench/targets";
import { baseline } from "./phases-fixture";

/** One run: Playmat at `ms` p50 and `perCpu` moves per CPU-second, against a schema floor at 1 ms and 10,000. */
const run = (ms: number, perCpu: number, schema = true): RunFigures => ({
  playmat: figuresOf(baseline(ms, perCpu)),
  baselines: { ws: figuresOf(baseline(0.1, 50_000)), ...(schema ? { schema: figuresOf(baseline(1, 10_000)) } : {}) },
});
const verdict = (runs: RunFigures[], name: string) => judge(runs).find((t) => t.name === name)!;

describe("bench ratios and targets", () => {
  it("divides Playmat's figures by each baseline's", () => {
    const r = ratiosTo(figuresOf(baseline(1.2, 5000)), figuresOf(baseline(0.4, 20_000)));
    expect(r.latencyP50).toBe(3);
    expect(r.movesPerCpuSecond).toBe(0.25);
    expect(r.bytesPerMove).toBe(1);
  });

  it("takes medians of known values only", () => {
    expect(median([3, null, 1, 2])).toBe(2);
    expect(median([4, 1])).toBe(2.5);
    expect(median([null])).toBeNull();
  });

  it("judges p50 within 1.5x, p99 within 3x and moves per CPU-second at least half the schema floor's", () => {
    expect(verdict([run(1.4, 6000)], "p50 latency")).toMatchObject({ value: 1.4, verdict: "met" });
    expect(verdict([run(1.6, 6000)], "p50 latency")).toMatchObject({ value: 1.6, verdict: "missed" });
    expect(verdict([run(3, 6000)], "p99 latency")).toMatchObject({ value: 3, verdict: "met" });
    expect(verdict([run(3.1, 6000)], "p99 latency").verdict).toBe("missed");
    expect(verdict([run(1, 5000)], "moves per CPU-second")).toMatchObject({ value: 0.5, verdict: "met" });
    expect(verdict([run(1, 4900)], "moves per CPU-second")).toMatchObject({ value: 0.49, verdict: "missed" });
  });

  it("judges over several runs by the median of each run's own ratio, and says when p99 rests on fewer than three", () => {
    const runs = [run(1, 4000), run(2, 6000), run(1.2, 5500)];
    expect(medianRatios(runs).schema?.latencyP50).toBe(1.2);
    expect(verdict(runs, "moves per CPU-second")).toMatchObject({ value: 0.55, verdict: "met", basis: "median of 3 runs" });
    expect(verdict(runs, "p99 latency").basis).toBe("median of 3 runs");
    expect(verdict([run(1, 6000)], "p99 latency").basis).toContain("judged on the median of 3");
  });

  it("leaves a ratio target unjudged without the schema floor, and the two-process target without --processes 2", () => {
    expect(verdict([run(1, 6000, false)], "p50 latency")).toMatchObject({ value: null, verdict: "not measured" });
    expect(verdict([run(1, 6000)], "moves per CPU-second, --processes 2")).toMatchObject({ verdict: "not measured" });
    expect(verdict([run(1, 6000)], "bytes per public move")).toMatchObject({ value: 82, verdict: "met" });
  });
});
