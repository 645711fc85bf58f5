import { describe, expect, it } from "vitest";
import { sizedPayloads } from "../../bench/common";
import { baselineMessageBytes, isPublicMove } from "../../bench/figures";
import { figuresOf } from "../../bench/target-figures";
import { baseline, bytes, kind, made } from "./phases-fixture";

describe("bench figures of one measured target", () => {
  const playmat = made({
    kinds: {
      draw: kind(10, Array.from({ length: 10 }, () => 1), { ...bytes(0, 10), patch: 300, log: 200 }),
      damage: kind(30, Array.from({ length: 30 }, (_, i) => i + 1), { ...bytes(0, 60), patch: 1500, log: 1200 }),
    },
    saturatedMoves: 40_000,
    saturatedCpuMs: 8_000,
    pacedCpuMs: 20,
    rssMb: [100, 110],
    heapMb: [50, 52],
  });

  it("counts bytes over public moves only, frame headers included, and the rest over every move", () => {
    const f = figuresOf(playmat, isPublicMove);
    // damage: (1500 + 1200 + 60 frames × 2 header bytes) / 30 moves
    expect(f.bytesPerMove).toBe(94);
    expect(f.pacedMoves).toBe(40);
    expect(f.cpuMsPerMove).toBe(0.5);
    expect(f.movesPerSecond).toBe(4000);
    expect(f.movesPerCpuSecond).toBe(5000);
    expect(f.latencyMs.p50).toBe(10);
    expect(f.latencyMs.n).toBe(40);
  });

  it("takes memory per room as the second setup half's RSS per room plus the heap each room gained while paced", () => {
    // 10 MB over 50 rooms = 204.8 KB, plus 2 MB over 100 rooms = 20.48 KB
    expect(figuresOf(playmat).memoryKbPerRoom).toBe(225.3);
  });

  it("sizes the baselines' messages as the payload Playmat's opponent received per move, every kind together", () => {
    expect(baselineMessageBytes(playmat)).toBe(Math.round((300 + 200 + 1500 + 1200) / 40));
    expect(figuresOf(baseline(0.3, 20_000)).bytesPerMove).toBe(82);
  });

  it("sizes a baseline's payloads for its framing, and makes them differ so a schema field always changes", () => {
    const [a, b] = sizedPayloads(80, 12);
    expect(a).toHaveLength(68);
    expect(b).toHaveLength(68);
    expect(a).not.toBe(b);
    expect(sizedPayloads(5, 12)[0]).toHaveLength(1);
  });
});
