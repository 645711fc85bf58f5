import { describe, expect, it } from "vitest";
import { LogReads } from "./log-reads";

describe("the log lines a client may have rendered", () => {
  it("a few whole logs at once, then so many lines a second; each client its own", () => {
    let now = 0;
    const reads = new LogReads(() => ({ burst: 10_000, perSecond: 1_000 }), () => now);
    const alice = {};
    const bob = {};
    expect([4_000, 4_000, 4_000].map((lines) => reads.take(alice, lines))).toEqual([true, true, false]);
    expect(reads.take(bob, 4_000)).toBe(true);
    now += 2_000; // 2,000 lines back: 4,000 in all
    expect(reads.take(alice, 4_000)).toBe(true);
    expect(reads.take(alice, 1)).toBe(false);
  });
});
