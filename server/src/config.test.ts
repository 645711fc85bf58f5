import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { DEFAULT_SNAPSHOT_EVERY } from "./store/game-store";

describe("SNAPSHOT_EVERY", () => {
  it("is the default when unset, and a whole number when given one (0: no snapshots)", () => {
    expect(loadConfig({}).snapshotEvery).toBe(DEFAULT_SNAPSHOT_EVERY);
    expect(loadConfig({ SNAPSHOT_EVERY: "7" }).snapshotEvery).toBe(7);
    expect(loadConfig({ SNAPSHOT_EVERY: "0" }).snapshotEvery).toBe(0);
  });

  it("falls back to the default for what isn't a whole number, rather than silently taking no snapshots", () => {
    for (const bad of ["", " ", "often", "-5", "12.5", "NaN"]) expect(loadConfig({ SNAPSHOT_EVERY: bad }).snapshotEvery).toBe(DEFAULT_SNAPSHOT_EVERY);
  });
});

describe("the other whole-number settings", () => {
  it("take what they are given, and their default for what isn't a whole number (never NaN)", () => {
    const config = loadConfig({ PORT: "3000", SEAT_HOLD_SECONDS: "0", RESTORE_HOLD_SECONDS: "60" });
    expect([config.port, config.seatHoldSeconds, config.restoreHoldSeconds]).toEqual([3000, 0, 60]);
    const typos = loadConfig({ PORT: "80800", SEAT_HOLD_SECONDS: "3 minutes", RESTORE_HOLD_SECONDS: "-1" });
    expect([typos.port, typos.seatHoldSeconds, typos.restoreHoldSeconds]).toEqual([2567, 180, 1800]);
  });
});
