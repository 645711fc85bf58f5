/**
 * Seats survive connection trouble and resist theft. A player whose socket dies comes back
 * within the hold through Colyseus's reconnection token, and after the hold with its seat
 * token, to the same seat and the same view; a refresh takes the seat over from the older
 * connection. Nobody else gets a taken seat: not a stranger, not a wrong or guessed token,
 * not the other player's name, not an explicit seat request, not a forged reconnection token.
 * A spectator can't act, a player can't act for the other seat, a judge must say for whom.
 * Runs with the production rate limit: normal play never meets it.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { Client } from "@colyseus/sdk";
import { randomBytes } from "node:crypto";
import { CLOSE_CODES, ROOM_NAME } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMIT } from "../src/rooms/rate-limit";
import { dropConnection, reconnect, waitFor } from "./support/connections";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { checksum, truthOf } from "./support/truth";
import { winnerGoesFirst } from "./support/demo-setup";

const PORT = 2575;
const HOLD_SECONDS = 3;

let server: TestServer;
let roomId: string;
let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;

/** What a player's screen shows of the table: its hand's faces, the other hand as backs, the seat it holds. */
function view(seat: Seat, me: "p1" | "p2") {
  const foe = me === "p1" ? "p2" : "p1";
  return {
    seat: seat.welcome.seat,
    hand: seat.faces(`${me}.hand`),
    handPids: seat.pids(`${me}.hand`),
    foeHand: seat.faces(`${foe}.hand`),
    deck: seat.zone(`${me}.deck`).count,
    seq: seat.state.seq,
  };
}

const connected = (seat: Seat, who: "p1" | "p2") => Boolean(seat.state.players.get(who)?.connected);
const join = (options: Record<string, unknown>) => new Client(server.url).joinById(roomId, options);

beforeAll(async () => {
  server = await startPlaymat(PORT, { rateLimit: DEFAULT_RATE_LIMIT, seatHoldSeconds: HOLD_SECONDS });
  p1 = await createTable(server, { roomName: "Reconnect", seed: 31, judgeCode: "rc-judge" }, { label: "rc-p1", name: "Alice" });
  roomId = p1.welcome.roomId;
  p2 = await joinTable(server, roomId, { label: "rc-p2", name: "Bob" });
  spectator = await joinTable(server, roomId, { label: "rc-spectator", role: "spectator" });
  judge = await joinTable(server, roomId, { label: "rc-judge", role: "judge", judgeCode: "rc-judge" });
  expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
  expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
  await winnerGoesFirst(p1, p2);
  await Promise.all([p1, p2, spectator, judge].map((s) => s.settle()));
});

afterAll(async () => {
  await server?.shutdown();
});

describe("a dropped connection", () => {
  it("comes back within the hold through client.reconnect, to the same seat and view", async () => {
    const before = view(p2, "p2");
    const sessionId = p2.room.sessionId;
    expect(before.hand.filter(Boolean)).toHaveLength(7);
    const token = dropConnection(p2);
    await waitFor("p1 to see p2 drop", async () => (await p1.settle(), !connected(p1, "p2")));
    // The table goes on meanwhile; p2 catches up on return.
    await p1.do({ type: "coin", count: 1 });
    p2 = await reconnect(server, "rc-p2", token);
    await p2.settle();
    expect(p2.room.sessionId).toBe(sessionId);
    expect(view(p2, "p2")).toEqual({ ...before, seq: before.seq + 1 });
    expect(p2.log.at(-1)?.key).toMatch(/coin/);
    await waitFor("p1 to see p2 back", async () => (await p1.settle(), connected(p1, "p2")));
    expect((await p2.act({ type: "coin", count: 1 })).ok).toBe(true);
  });

  it("after the hold, is back through a fresh join with the seat token: same seat, same hand", async () => {
    const before = view(p2, "p2");
    const seatToken = p2.welcome.seatToken!;
    const token = dropConnection(p2);
    await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 500));
    await expect(new Client(server.url).reconnect(token)).rejects.toThrow();
    p2 = await joinTable(server, roomId, { label: "rc-p2", seatToken, name: "Not Bob" });
    await p2.settle();
    expect(p2.welcome).toMatchObject({ role: "player", seat: "p2", seatToken });
    expect(view(p2, "p2")).toEqual(before);
    // The seat keeps its name: a rejoin can't rename it.
    expect(p1.state.players.get("p2")?.name).not.toBe("Not Bob");
    await waitFor("p1 to see p2 back", async () => (await p1.settle(), connected(p1, "p2")));
  });

  it("a refresh takes the seat over: the older connection is closed and can't act", async () => {
    const before = view(p1, "p1");
    const old = p1;
    const closed = new Promise<number>((resolve) => old.room.onLeave((code) => resolve(code)));
    p1 = await joinTable(server, roomId, { label: "rc-p1", seatToken: old.welcome.seatToken });
    await p1.settle();
    expect(p1.welcome.seat).toBe("p1");
    expect(view(p1, "p1")).toEqual(before);
    expect(await closed).toBe(CLOSE_CODES.seatTakenOver);
    await expect(old.act({ type: "draw", count: 1 })).rejects.toThrow();
  });

  it("a dropped connection back after another tab took its seat is sent away too: one tab plays a seat", async () => {
    const old = p1;
    const token = dropConnection(old);
    await waitFor("p2 to see p1 drop", async () => (await p2.settle(), !connected(p2, "p1")));
    p1 = await joinTable(server, roomId, { label: "rc-p1", seatToken: old.welcome.seatToken });
    await p1.settle();
    const back = await new Client(server.url).reconnect(token).catch(() => null);
    if (back) {
      const code = await new Promise<number>((resolve) => back.onLeave((c) => resolve(c)));
      expect(code).toBe(CLOSE_CODES.seatTakenOver);
      await expect(back.request("action", { action: { type: "draw", count: 1 } })).rejects.toThrow();
    }
    expect((await p1.act({ type: "coin", count: 1 })).ok).toBe(true);
    await waitFor("p2 to see p1 here", async () => (await p2.settle(), connected(p2, "p1")));
  });
});

describe("seat theft", () => {
  it("refuses every way into a taken seat, and changes nothing", async () => {
    const before = checksum(truthOf(roomId).state);
    const guess = randomBytes(18).toString("base64url");
    const attempts: [string, Record<string, unknown>, RegExp][] = [
      ["a stranger without a token", { name: "Eve" }, /seats are taken/],
      ["a wrong token", { name: "Eve", seatToken: "not-a-token" }, /seats are taken/],
      ["a guessed token", { name: "Eve", seatToken: guess }, /seats are taken/],
      ["the other player's name", { name: "Alice" }, /seats are taken/],
      ["seat p1 by name", { name: "Eve", seat: "p1" }, /Seat p1 is taken/],
      ["seat p2 with a wrong token", { name: "Eve", seat: "p2", seatToken: guess }, /Seat p2 is taken/],
      ["a judge without the code", { role: "judge", judgeCode: "guess" }, /judge code/i],
      ["a judge without any code", { role: "judge" }, /judge code/i],
      ["an unknown role", { role: "admin" }, /Invalid join options/],
      ["a lone surrogate for a name", { name: "\ud800Eve" }, /Invalid join options/],
      // The English sentence, then the code and the problem the client words it with (docs/protocol.md, "Join refusals").
      [
        "a name that shows nothing",
        { name: "\u200b\u2060 \ufeff" },
        /^Invalid join options: name: Nothing in it shows on a screen\. \[join\.options \{"problem":"name: Nothing in it shows on a screen"\}\]$/,
      ],
      [
        "a name that turns the log line around",
        { name: "\u202eEve" },
        /^Invalid join options: name: It holds control characters\. \[join\.options \{"problem":"name: It holds control characters"\}\]$/,
      ],
    ];
    for (const [what, options, refusal] of attempts) {
      await expect(join(options), what).rejects.toThrow(refusal);
    }
    await expect(new Client(server.url).reconnect(`${roomId}:${guess}`), "a forged reconnection token").rejects.toThrow();
    await expect(new Client(server.url).reconnect(`${roomId}:${p1.room.sessionId}`), "a session id as reconnection token").rejects.toThrow();
    await p1.settle();
    expect(checksum(truthOf(roomId).state)).toBe(before);
    expect(p1.welcome.seat).toBe("p1");
    expect(connected(p1, "p1") && connected(p1, "p2")).toBe(true);
  });

  it("seats a stranger with a wrong token in the free seat, never in the taken one", async () => {
    const creator = await createTable(server, { roomName: "Half", seed: 5 }, { label: "rc-half-p1", name: "Ann" });
    const room = await new Client(server.url).joinById(creator.welcome.roomId, { name: "Eve", seatToken: "made-up", seat: undefined });
    const hello = await room.request("hello");
    expect(hello.welcome).toMatchObject({ role: "player", seat: "p2" });
    expect(hello.welcome.seatToken).not.toBe("made-up");
    expect(hello.welcome.seatToken).not.toBe(creator.welcome.seatToken);
    expect(hello.welcome.judgeCode).toBeUndefined();
    await room.leave();
    await creator.leave();
  });

  it("nobody joins a new room before its creator, who alone gets the judge code", async () => {
    // Reserve the creator's seat over HTTP without connecting yet: the room is listed, but locked.
    const res = await fetch(`${server.url}/matchmake/create/${ROOM_NAME}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ roomName: "Early", name: "Owner", judgeCode: "early-judge" }),
    });
    const reservation = (await res.json()) as { roomId?: string; room?: { roomId?: string } };
    const early = reservation.roomId ?? reservation.room?.roomId ?? "";
    expect(early).toBeTruthy();
    await expect(new Client(server.url).joinById(early, { name: "Eve" })).rejects.toThrow(/locked/);
    await expect(new Client(server.url).joinById(early, { role: "spectator" })).rejects.toThrow(/locked/);
  });

  it("refuses a spectator's actions, a player acting for the other seat, and a judge acting for nobody", async () => {
    const before = checksum(truthOf(roomId).state);
    const draw = { type: "draw", count: 1 } as const;
    expect(await spectator.act(draw)).toMatchObject({ ok: false, error: { code: "authority.spectator" } });
    expect(await spectator.act(draw, "p1")).toMatchObject({ ok: false, error: { code: "authority.spectator" } });
    expect(await spectator.deck({ demo: "demo-ember-owls" })).toMatchObject({ ok: false, error: { code: "authority.spectator" } });
    expect(await p2.act(draw, "p1")).toMatchObject({ ok: false, error: { code: "authority.seat" } });
    expect(await p1.act({ type: "move", cards: [{ zone: "p2.hand", random: true }], to: { zone: "p2.discard" } })).toMatchObject({ ok: false, error: { code: "authority.hidden" } });
    expect(await p1.act({ type: "look", zone: "p2.deck", from: "top", count: 3 })).toMatchObject({ ok: false, error: { code: "authority.zone" } });
    expect(await judge.act(draw)).toMatchObject({ ok: false, error: { code: "judge.seat" } });
    // A plain send (no request) is refused the same way, and the sender hears it as an error message.
    const heard = new Promise((resolve) => spectator.room.onMessage("error", resolve));
    spectator.room.send("action", { action: draw });
    expect(await heard).toMatchObject({ ok: false, error: { code: "authority.spectator" } });
    await p1.settle();
    expect(checksum(truthOf(roomId).state)).toBe(before);
    // Acting for one's own seat is fine.
    expect((await p1.act({ type: "coin", count: 1 }, "p1")).ok).toBe(true);
  });
});
