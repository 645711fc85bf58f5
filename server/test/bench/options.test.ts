import { describe, expect, it } from "vitest";
import { defaultTimeout, parseOptions } from "../../bench/options";

describe("bench options", () => {
  it("measures every baseline once by default", () => {
    const o = parseOptions([]);
    expect(o.baselines).toEqual(["ws", "message", "schema", "socketio"]);
    expect(o.repeat).toBe(1);
  });

  it("takes a list of baselines in any order and measures them in the bench's order", () => {
    expect(parseOptions(["--baselines", "socketio,schema"]).baselines).toEqual(["schema", "socketio"]);
    expect(parseOptions(["--baselines=none"]).baselines).toEqual([]);
    expect(parseOptions(["--no-baselines"]).baselines).toEqual([]);
  });

  it("refuses an unknown baseline, an empty list and a repeat out of range, saying what it wants", () => {
    expect(() => parseOptions(["--baselines", "schema,grpc"])).toThrow(/unknown: grpc/);
    expect(() => parseOptions(["--baselines", ""])).toThrow(/--baselines wants/);
    expect(() => parseOptions(["--repeat", "0"])).toThrow(/--repeat wants an integer from 1 to 5/);
    expect(() => parseOptions(["--repeat", "6"])).toThrow(/--repeat/);
    expect(parseOptions(["--processes", "2"]).processes).toBe(2);
    expect(parseOptions([]).processes).toBe(1);
    expect(() => parseOptions(["--processes", "3"])).toThrow(/--processes wants an integer from 1 to 2/);
  });

  it("repeats runs, and gives the watchdog time for every target of every run", () => {
    const one = parseOptions(["--rooms", "50", "--seconds", "5"]);
    const three = parseOptions(["--rooms", "50", "--seconds", "5", "--repeat", "3"]);
    const alone = parseOptions(["--rooms", "50", "--seconds", "5", "--no-baselines"]);
    expect(three.repeat).toBe(3);
    expect(three.timeoutSeconds).toBeGreaterThan(2.5 * one.timeoutSeconds);
    expect(alone.timeoutSeconds).toBeLessThan(one.timeoutSeconds / 2);
    expect(defaultTimeout(one)).toBe(one.timeoutSeconds);
    expect(parseOptions(["--timeout", "60"]).timeoutSeconds).toBe(60);
  });
});
