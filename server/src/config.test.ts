import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { clusterProblem, DEFAULT_OWNER_LEASE_SECONDS, loadConfig, repoRoot } from "./config";
import { DEFAULT_MAX_SPECTATORS } from "./rooms/capacity";
import { DEFAULT_DECK_LOOKUPS } from "./rooms/deck-lookups";
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

describe("DECK_LOOKUP_BURST and DECK_LOOKUP_PER_SECOND", () => {
  it("set the deck-list lines a client may have looked up in a room, and fall back to the defaults for what isn't a positive number", () => {
    expect(loadConfig({}).deckLookups).toEqual(DEFAULT_DECK_LOOKUPS);
    expect(loadConfig({ DECK_LOOKUP_BURST: "300", DECK_LOOKUP_PER_SECOND: "0.5" }).deckLookups).toEqual({ burst: 300, perSecond: 0.5 });
    expect(loadConfig({ DECK_LOOKUP_BURST: "0", DECK_LOOKUP_PER_SECOND: "fast" }).deckLookups).toEqual(DEFAULT_DECK_LOOKUPS);
  });
});

describe("MAX_SPECTATORS", () => {
  it("sets the spectators one table takes, and falls back to the default for what isn't a positive number", () => {
    expect(loadConfig({}).maxSpectators).toBe(DEFAULT_MAX_SPECTATORS);
    expect(loadConfig({ MAX_SPECTATORS: "12" }).maxSpectators).toBe(12);
    for (const bad of ["0", "-3", "many"]) expect(loadConfig({ MAX_SPECTATORS: bad }).maxSpectators).toBe(DEFAULT_MAX_SPECTATORS);
  });
});

describe("CLIENT_DIST", () => {
  it("is the folder of the built client served on PORT; unset or empty, the repository's client/dist", () => {
    const built = path.join(repoRoot, "client", "dist");
    expect(loadConfig({}).clientDist).toBe(built);
    expect(loadConfig({ CLIENT_DIST: "" }).clientDist).toBe(built);
    expect(loadConfig({ CLIENT_DIST: "/srv/playmat-client" }).clientDist).toBe("/srv/playmat-client");
  });
});

describe("REDIS_URL, PUBLIC_ADDRESS and OWNER_LEASE_SECONDS", () => {
  it("are one process unset, and refuse to start several processes on SQLite or without a public address", () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, publicAddress: null, ownerLeaseSeconds: DEFAULT_OWNER_LEASE_SECONDS });
    expect(clusterProblem(loadConfig({}))).toBeNull();
    const pg = { DATABASE_URL: "postgres://u@db:5432/playmat", REDIS_URL: "redis://cache:6379" };
    expect(clusterProblem(loadConfig({ ...pg, PUBLIC_ADDRESS: "play.example.com/p1" }))).toBeNull();
    expect(clusterProblem(loadConfig({ ...pg, DATABASE_URL: "sqlite:./data/playmat.db", PUBLIC_ADDRESS: "a:1" }))).toMatch(/DATABASE_URL must name their shared PostgreSQL/);
    expect(clusterProblem(loadConfig({ ...pg, PUBLIC_ADDRESS: " " }))).toMatch(/PUBLIC_ADDRESS must say where browsers reach this process/);
    expect(loadConfig({ OWNER_LEASE_SECONDS: "2.5" }).ownerLeaseSeconds).toBe(2.5);
    expect(loadConfig({ OWNER_LEASE_SECONDS: "0" }).ownerLeaseSeconds).toBe(DEFAULT_OWNER_LEASE_SECONDS);
  });
});

describe(".env.example", () => {
  it("lists every variable the server's settings read, and nothing they don't (LOG_LEVEL: logger.ts; CHROMIUM_PATH: e2e/chromium.ts)", () => {
    const example = readFileSync(path.join(repoRoot, ".env.example"), "utf8");
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    const read = new Set<string>();
    loadConfig(new Proxy({}, { get: (_env, name) => (typeof name === "string" && read.add(name), undefined) }));
    expect(listed.filter((name) => name !== "LOG_LEVEL" && name !== "CHROMIUM_PATH").sort()).toEqual([...read].sort());
  });
});
