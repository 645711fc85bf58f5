/** What a tab keeps of how it joined a table, to join it again by itself after a server restart. */
import { beforeEach, describe, expect, it, vi } from "vitest";

const joined: { roomId: string; options: Record<string, unknown> }[] = [];
/** Rooms the server has no room in memory for: a join by id is refused as Colyseus refuses it. */
const notInMemory = new Set<string>();
vi.mock("@colyseus/sdk", () => ({
  Client: class {
    async joinById(roomId: string, options: Record<string, unknown>) {
      joined.push({ roomId, options });
      if (notInMemory.has(roomId)) throw Object.assign(new Error(`room "${roomId}" not found`), { code: 522 });
      return { roomId, sessionId: "s1", reconnectionToken: `${roomId}:tok`, reconnection: {}, onReconnect: () => {} };
    }
  },
}));

/** The module as a freshly loaded page has it: nothing in memory, only what the tab's storage kept. */
async function afterRefresh() {
  vi.resetModules();
  return import("./connection");
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  joined.length = 0;
  notInMemory.clear();
  vi.unstubAllGlobals();
});

/** The server's answer to POST /api/tables/<id>/reopen: wakes the table (ok) or refuses. */
function serverReopens(answer: { status: number; body: unknown }, wakes?: string) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (wakes) notInMemory.delete(wakes);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("a table everyone left (asleep on the server)", () => {
  it("a player holding its seat token wakes it and joins: the link or Rejoin just works", async () => {
    localStorage.setItem("playmat.seatTokens", JSON.stringify({ room1: "seat-token" }));
    notInMemory.add("room1");
    const fetch = serverReopens({ status: 200, body: { ok: true } }, "room1");
    const page = await afterRefresh();
    const room = await page.resumeTable("room1", "Bob");
    expect(room?.roomId).toBe("room1");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/tables/room1/reopen");
    expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ seatToken: "seat-token" }) });
    expect(joined.map((j) => j.options.seatToken)).toEqual(["seat-token", "seat-token"]);
  });

  it("without a seat token nothing is asked: the table is gone as far as this tab knows", async () => {
    notInMemory.add("room1");
    const fetch = serverReopens({ status: 200, body: { ok: true } });
    const page = await afterRefresh();
    await expect(page.joinTable("room1", { role: "spectator", name: "Wes" })).rejects.toMatchObject({ code: 522 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a table the token can't reopen (finished, closed, expired) reads as any table that is gone", async () => {
    localStorage.setItem("playmat.seatTokens", JSON.stringify({ room1: "seat-token" }));
    notInMemory.add("room1");
    serverReopens({ status: 404, body: { ok: false, error: { code: "table.not-found", message: "There is no table to reopen with this code and seat." } } });
    const page = await afterRefresh();
    const refusal = await page.joinTable("room1", { role: "player", name: "Bob" }).catch((error: unknown) => error);
    expect(page.joinErrorMessage(refusal)).toBe("There is no open table with this code: its game may have ended and closed, or the code or link is mistyped.");
  });

  it("a table another server process is still waking is joined once its room is built", async () => {
    localStorage.setItem("playmat.seatTokens", JSON.stringify({ room1: "seat-token" }));
    notInMemory.add("room1");
    // The reopen says ok (the table is open again) before the room exists: it comes a moment later.
    serverReopens({ status: 200, body: { ok: true } });
    setTimeout(() => notInMemory.delete("room1"), 500);
    const page = await afterRefresh();
    const room = await page.joinTable("room1", { role: "player", name: "Bob" });
    expect(room.roomId).toBe("room1");
    expect(joined.length).toBeGreaterThan(2);
  });

  it("a full server says so, in its own words", async () => {
    localStorage.setItem("playmat.seatTokens", JSON.stringify({ room1: "seat-token" }));
    notInMemory.add("room1");
    const full = "This server is full: it holds 1 table, the most it takes. Try again when a game has ended.";
    serverReopens({ status: 503, body: { ok: false, error: { code: "table.server-full", message: full } } });
    const page = await afterRefresh();
    const refusal = await page.joinTable("room1", { role: "player", name: "Bob" }).catch((error: unknown) => error);
    expect(page.joinErrorMessage(refusal)).toBe(full);
  });
});

describe("joining again after a refresh and a restart", () => {
  it("a spectator who refreshed comes back as a spectator, under the same name", async () => {
    const first = await afterRefresh();
    await first.joinTable("room1", { role: "spectator", name: "Wes" });
    const page = await afterRefresh();
    expect(page.rejoinRequest("room1", "Someone")).toEqual({ role: "spectator", name: "Wes" });
  });

  it("a spectator who joined with the room's password is not kept past the page: the password never reaches storage", async () => {
    const first = await afterRefresh();
    await first.joinTable("room1", { role: "spectator", name: "Wes", password: "sesame" });
    expect(first.rejoinRequest("room1", "Wes")).toEqual({ role: "spectator", name: "Wes", password: "sesame" });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain("sesame");
    const page = await afterRefresh();
    expect(page.rejoinRequest("room1", "Wes")).toBeUndefined();
  });

  it("a judge's code is never kept past the page", async () => {
    const first = await afterRefresh();
    await first.joinTable("room1", { role: "judge", name: "Judy", judgeCode: "JUDGE-1234" });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain("JUDGE-1234");
    const page = await afterRefresh();
    expect(page.rejoinRequest("room1", "Judy")).toBeUndefined();
  });

  it("a player comes back to its seat with the browser's seat token", async () => {
    localStorage.setItem("playmat.seatTokens", JSON.stringify({ room1: "seat-token" }));
    const page = await afterRefresh();
    const how = page.rejoinRequest("room1", "Bob");
    expect(how).toEqual({ role: "player", name: "Bob" });
    await page.joinTable("room1", how!);
    expect(joined.at(-1)).toEqual({ roomId: "room1", options: { role: "player", name: "Bob", seatToken: "seat-token" } });
  });
});

describe("a refused join, in words", () => {
  it("says a room that is not open may have ended, instead of Colyseus's `room \"…\" not found`", async () => {
    const { joinErrorMessage } = await afterRefresh();
    expect(joinErrorMessage({ code: 522, message: 'room "abc123" not found' })).toBe(
      "There is no open table with this code: its game may have ended and closed, or the code or link is mistyped.",
    );
    expect(joinErrorMessage({ code: 522, message: 'room "abc123" is locked' })).toBe("This table takes no one more just now: try again in a moment.");
  });

  it("keeps the server's own refusals as they are", async () => {
    const { joinErrorMessage } = await afterRefresh();
    expect(joinErrorMessage({ code: 4403, message: "Wrong room password." })).toBe("Wrong room password.");
    expect(joinErrorMessage(new Error("This room has a password: enter it to join."))).toBe("This room has a password: enter it to join.");
  });
});
