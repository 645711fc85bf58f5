/** Following a finished table to its next game: the same seat token, joined as this tab joined the finished table. */
import { beforeEach, describe, expect, it, vi } from "vitest";

const joined: { roomId: string; options: Record<string, unknown> }[] = [];
vi.mock("@colyseus/sdk", () => ({
  Client: class {
    async joinById(roomId: string, options: Record<string, unknown>) {
      joined.push({ roomId, options });
      return { roomId, sessionId: "s1", reconnectionToken: `${roomId}:tok`, reconnection: {}, onReconnect: () => {} };
    }
    async create(_name: string, options: Record<string, unknown>) {
      return { roomId: "finished1", sessionId: "s0", reconnectionToken: "finished1:tok", reconnection: {}, onReconnect: () => {}, options };
    }
  },
}));

beforeEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  joined.length = 0;
  vi.resetModules();
});

describe("going to the next game", () => {
  it("sits down with the seat token this browser holds for the finished table, and the password this tab joined with", async () => {
    const { createTable } = await import("./connection");
    const { saveSeatToken, loadSeatToken } = await import("./storage");
    const { joinNextGame } = await import("./nextGame");
    await createTable({ roomName: "Friday night", password: "owls" }, { name: "Alice" });
    saveSeatToken("finished1", "alice-token");
    await joinNextGame("finished1", "next42", "Alice");
    expect(loadSeatToken("next42")).toBe("alice-token");
    expect(joined).toEqual([{ roomId: "next42", options: { role: "player", name: "Alice", password: "owls", seatToken: "alice-token" } }]);
  });

  it("keeps a token the browser already holds for the next table", async () => {
    const { saveSeatToken, loadSeatToken } = await import("./storage");
    const { joinNextGame } = await import("./nextGame");
    saveSeatToken("finished1", "old-token");
    saveSeatToken("next42", "next-token");
    await joinNextGame("finished1", "next42", "Alice");
    expect(loadSeatToken("next42")).toBe("next-token");
    expect(joined[0]!.options.seatToken).toBe("next-token");
  });

  it("follows as a spectator when this tab sat at no seat and knows no other way in", async () => {
    const { joinNextGame } = await import("./nextGame");
    await joinNextGame("finished1", "next42", "Carol");
    expect(joined).toEqual([{ roomId: "next42", options: { role: "spectator", name: "Carol" } }]);
  });

  it("carries the judge code its creator was shown to the next table's header, and to no other table", async () => {
    const { joinNextGame, withCarriedJudgeCode } = await import("./nextGame");
    await joinNextGame("finished1", "next42", "Alice", "jc-1234");
    expect(withCarriedJudgeCode({ role: "player", seat: "p1", roomId: "next42" }).judgeCode).toBe("jc-1234");
    expect(withCarriedJudgeCode({ role: "player", seat: "p1", roomId: "another" }).judgeCode).toBeUndefined();
    expect(withCarriedJudgeCode({ role: "spectator", seat: null, roomId: "next42" }).judgeCode).toBeUndefined();
  });

  it("sits down at the next table from its link, in a browser that left the finished one before the next game was started", async () => {
    const { saveSeatToken, loadSeatToken } = await import("./storage");
    const { resumeTable } = await import("./connection");
    saveSeatToken("finished1", "bob-token");
    const rooms = [{ roomId: "next42", name: "Friday night", previousTable: "finished1", seats: { p1: "Alice", p2: "Bob" } }, { roomId: "other", name: "Other", seats: {} }];
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ ok: true, rooms }), { headers: { "Content-Type": "application/json" } })));
    expect(await resumeTable("next42", "Bob")).not.toBeNull();
    expect(joined).toEqual([{ roomId: "next42", options: { role: "player", name: "Bob", seatToken: "bob-token" } }]);
    expect(loadSeatToken("other")).toBeUndefined();
  });

  it("gives no seat token to a table that follows none this browser sat at", async () => {
    const { loadSeatToken } = await import("./storage");
    const { resumeTable } = await import("./connection");
    const rooms = [{ roomId: "next42", name: "Friday night", previousTable: "someone-elses", seats: { p1: "Alice", p2: "Bob" } }];
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ ok: true, rooms }))));
    expect(await resumeTable("next42", "Eve")).toBeNull();
    expect(joined).toEqual([]);
    expect(loadSeatToken("next42")).toBeUndefined();
  });
});
