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

  it("reading nothing new costs nothing, and asking from past the end gives no credit", () => {
    const reads = new LogReads(() => ({ burst: 100, perSecond: 1 }), () => 0);
    const client = {};
    expect(reads.take(client, 100)).toBe(true);
    expect(reads.take(client, 0)).toBe(true);
    expect(reads.take(client, -1_000_000)).toBe(true);
    expect(reads.take(client, 1)).toBe(false);
  });

  it("a log longer than the whole allowance can still be read once the allowance is full", () => {
    let now = 0;
    const reads = new LogReads(() => ({ burst: 100, perSecond: 10 }), () => now);
    const client = {};
    expect(reads.take(client, 5_000)).toBe(true);
    expect(reads.take(client, 5_000)).toBe(false);
    now += 10_000;
    expect(reads.take(client, 5_000)).toBe(true);
  });
});
