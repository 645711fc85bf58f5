import { openRecord, recordFile } from "@playmat/shared";
import { describe, expect, it, vi } from "vitest";
import type { KeyValueStore } from "../net/storage";
import { saveSeatToken } from "../net/storage";
import { recordFileName } from "./exportRecord";
import { fetchRecord, replayRequest } from "./fetchRecord";
import { readRecordFile } from "./OpenRecordPage";
import { rememberReplay, replayPath, seatFor } from "./replayLinks";
import { replayGame } from "../testing/testGame";

const game = replayGame();

function memory(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

const reply = (status: number, body: unknown) => vi.fn(async () => ({ ok: status < 400, status, statusText: "x", json: async () => body }) as unknown as Response);

describe("replay links", () => {
  it("open on this browser's seat when it played the game and still holds the token", () => {
    const store = memory();
    expect(seatFor("r1", store)).toBeNull();
    rememberReplay("r1", { roomId: "room1", seat: "p2" }, store);
    // No seat token for the room (forgotten): no seat.
    expect(seatFor("r1", store)).toBeNull();
    saveSeatToken("room1", "tok", store);
    expect(seatFor("r1", store)).toEqual({ seat: "p2", token: "tok" });
    expect(replayPath("r1")).toBe("/replay/r1");
  });

  it("keep what they remember small and survive junk", () => {
    const store = memory();
    for (let i = 0; i < 60; i++) rememberReplay(`r${i}`, { roomId: `room${i}`, seat: "p1" }, store);
    expect(Object.keys(JSON.parse(store.getItem("playmat.replays")!))).toHaveLength(50);
    store.setItem("playmat.replays", "[1,2");
    expect(seatFor("r59", store)).toBeNull();
  });
});

describe("fetching a record", () => {
  it("sends proof in headers only, for the view it proves", () => {
    expect(replayRequest("abc", "p1", { seatToken: "t", judgeCode: "j" })).toEqual({ url: "/api/replays/abc?viewer=p1", headers: { Accept: "application/json", "X-Playmat-Seat-Token": "t" } });
    expect(replayRequest("abc", "judge", { seatToken: "t", judgeCode: "j" }).headers).toEqual({ Accept: "application/json", "X-Playmat-Judge-Code": "j" });
    expect(replayRequest("abc", "spectator", { seatToken: "t" }).headers).toEqual({ Accept: "application/json" });
  });

  it("checks the record it gets, and passes the server's error codes on", async () => {
    const record = game.record({ role: "spectator" });
    expect(await fetchRecord("abc", "spectator", {}, reply(200, { ok: true, record: JSON.parse(recordFile(record)) }))).toEqual({ ok: true, record });
    expect(await fetchRecord("abc", "spectator", {}, reply(409, { ok: false, error: { code: "replay.in-progress", message: "m" } }))).toMatchObject({ ok: false, error: { code: "replay.in-progress", status: 409 } });
    expect(await fetchRecord("abc", "spectator", {}, reply(200, { ok: true, record: { format: "nope" } }))).toMatchObject({ ok: false, error: { code: "record.format" } });
    expect(await fetchRecord("abc", "spectator", {}, reply(502, null))).toMatchObject({ ok: false, error: { code: "http.502" } });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await fetchRecord("abc", "spectator", {}, offline)).toMatchObject({ ok: false, error: { code: "network" } });
  });
});

describe("record files", () => {
  it("are named like the log export, as JSON", () => {
    expect(recordFileName("Friday game / 2", new Date("2025-06-01T18:30:12Z"))).toBe("playmat-Friday-game-2-2025-06-01-18-30-record.json");
    expect(recordFileName("***", new Date("2025-06-01T18:30:12Z"))).toBe("playmat-table-2025-06-01-18-30-record.json");
  });

  it("open again, or say why not with openRecord's codes", async () => {
    const record = game.record({ role: "player", seat: "p1" });
    const file = (text: string) => ({ name: "game.json", text: async () => text });
    expect(await readRecordFile(file(recordFile(record)))).toEqual(openRecord(recordFile(record)));
    expect(await readRecordFile(file("{"))).toMatchObject({ ok: false, error: { code: "record.json", file: "game.json" } });
    expect(await readRecordFile(file("{}"))).toMatchObject({ ok: false, error: { code: "record.format" } });
    expect(await readRecordFile(file(JSON.stringify({ ...record, version: 9 })))).toMatchObject({ ok: false, error: { code: "record.version" } });
    expect(await readRecordFile(file(JSON.stringify({ ...record, steps: 3 })))).toMatchObject({ ok: false, error: { code: "record.invalid", message: expect.stringContaining("steps") } });
    const broken = { name: "x.json", text: async () => Promise.reject(new Error("gone")) };
    expect(await readRecordFile(broken)).toMatchObject({ ok: false, error: { code: "record.read" } });
  });
});
