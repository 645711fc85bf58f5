/**
 * No secret leaves the server except to whoever it belongs to: the room's seed, its password,
 * its judge code (only the creator is told it) and each player's seat and reconnection tokens.
 * A table with a password plays a short game with every kind of client, refusals, errors and a
 * rejoin; then every byte each client received, the lobby's HTTP answers, and everything the
 * server logged (pino at trace level, Colyseus's own messages included, and the console) are
 * searched for them.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { seedFromString } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "./support/capture-logs";
import { dropConnection } from "./support/connections";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";
import { winnerGoesFirst } from "./support/demo-setup";

const PORT = 2576;
const SEED = "seed-SECRET-5b1e";
const JUDGE = "judge-SECRET-77aa";
const PASSWORD = "pw-SECRET-c3d4";
/** The ChaCha20 key the test seed stretches to: it must never be sent either. */
const seedKey = seedFromString(SEED);

let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;
const logged: string[] = [];
const http: string[] = [];
const tokens = { seat: {} as Record<string, string>, reconnection: {} as Record<string, string[]> };
let restoreLogging: () => void = () => {};

const noteReconnection = (seat: Seat) => (tokens.reconnection[seat.label] ??= []).push(seat.room.reconnectionToken.split(":")[1]!);

beforeAll(async () => {
  restoreLogging = captureLogs(logged);
  server = await startPlaymat(PORT);
  p1 = await createTable(server, { roomName: "Secret", seed: SEED, judgeCode: JUDGE, password: PASSWORD }, { label: "sec-p1", name: "Alice" });
  const roomId = p1.welcome.roomId;
  p2 = await joinTable(server, roomId, { label: "sec-p2", name: "Bob", password: PASSWORD });
  spectator = await joinTable(server, roomId, { label: "sec-spectator", role: "spectator", password: PASSWORD });
  judge = await joinTable(server, roomId, { label: "sec-judge", role: "judge", judgeCode: JUDGE, password: PASSWORD });
  tokens.seat.p1 = p1.welcome.seatToken!;
  tokens.seat.p2 = p2.welcome.seatToken!;
  for (const seat of [p1, p2, spectator, judge]) noteReconnection(seat);

  // Refused joins, from a client whose every byte is searched too.
  const thief = [
    { name: "Eve" },
    { name: "Eve", password: "guess" },
    { name: "Eve", password: PASSWORD },
    { name: "Eve", password: PASSWORD, seatToken: "guess" },
    { name: "Eve", password: PASSWORD, seat: "p1" },
    { role: "judge", password: PASSWORD, judgeCode: "guess" },
    { role: "judge", password: PASSWORD, judgeCode: JUDGE.slice(0, -1) },
  ] as const;
  for (const options of thief) await expect(joinTable(server, roomId, { label: "sec-thief", ...options })).rejects.toThrow();

  // A short game with refusals and errors along the way.
  expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
  expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
  await winnerGoesFirst(p1, p2);
  await p1.do({ type: "setup.mulligan" });
  await p1.do({ type: "coin", count: 5 });
  await judge.do({ type: "shuffle", zone: "p2.deck" }, "p2");
  await p2.act({ type: "move", cards: [{ zone: "p1.hand", random: true }], to: { zone: "p1.discard" } });
  await spectator.act({ type: "draw", count: 1 });
  await p2.room.request("action", { action: { type: "assist", assist: "constructor" } });
  await p2.room.request("deck.preview", { list: "*".repeat(500) });
  await p2.room.request("log.history", { since: 0 });
  p2.room.send("no-such-message", { x: 1 });
  p2.room.send("action", { action: { type: "draw", count: 10n } });
  await p2.settle();

  // Player 2 drops and comes back with its seat token; a late spectator gets a snapshot.
  dropConnection(p2);
  p2 = await joinTable(server, roomId, { label: "sec-p2", seatToken: tokens.seat.p2, password: PASSWORD });
  noteReconnection(p2);
  const late = await joinTable(server, roomId, { label: "sec-late", role: "spectator", password: PASSWORD });
  noteReconnection(late);
  await p2.do({ type: "draw", count: 1 });
  await Promise.all([p1, p2, spectator, judge, late].map((s) => s.settle()));

  for (const path of ["/api/rooms", "/api/health", "/api/config"]) http.push(await (await fetch(`${server.url}${path}`)).text());
}, 60_000);

afterAll(async () => {
  await server?.shutdown();
  restoreLogging();
});

const numeric = [seedKey];
const otherTokens = (except: string[]) => [
  ...Object.entries(tokens.seat).filter(([seat]) => !except.includes(seat)).map(([, t]) => t),
  ...Object.entries(tokens.reconnection).filter(([label]) => !except.includes(label)).flatMap(([, t]) => t),
];

describe("secrets on the wire and in the logs", () => {
  it("the grep is not vacuous: the creator was told the judge code, each player its own token", () => {
    expect(received("sec-p1")).toContain(JUDGE);
    expect(received("sec-p1")).toContain(tokens.seat.p1);
    expect(received("sec-p2")).toContain(tokens.seat.p2);
    expect(logged.filter((line) => line.includes('"joined"')).length).toBeGreaterThanOrEqual(5);
  });

  const cases: [label: string, mine: string[]][] = [
    ["sec-p2", ["p2", "sec-p2"]],
    ["sec-spectator", ["sec-spectator"]],
    ["sec-judge", ["sec-judge"]],
    ["sec-late", ["sec-late"]],
    ["sec-thief", []],
  ];
  for (const [label, mine] of cases) {
    it(`${label} never receives the seed, the password, the judge code or anyone else's token`, () => {
      const bytes = received(label);
      if (label !== "sec-thief") expect(bytes.length).toBeGreaterThan(1000);
      for (const secret of [SEED, ...numeric, PASSWORD, JUDGE, ...otherTokens(mine)]) expect(bytes.includes(secret), `${label} received ${secret}`).toBe(false);
    });
  }

  it("the creator never receives the seed, the password back, or the other player's token", () => {
    const bytes = received("sec-p1");
    for (const secret of [SEED, ...numeric, PASSWORD, ...otherTokens(["p1", "sec-p1"])]) expect(bytes.includes(secret), `p1 received ${secret}`).toBe(false);
  });

  it("the lobby's HTTP answers hold none of them", () => {
    for (const body of http) for (const secret of [SEED, ...numeric, PASSWORD, JUDGE, ...otherTokens([])]) expect(body.includes(secret)).toBe(false);
  });

  it("the server's logs hold none of them", () => {
    const text = logged.join("\n");
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [SEED, ...numeric, PASSWORD, JUDGE, ...otherTokens([])]) expect(text.includes(secret), `the logs hold ${secret}`).toBe(false);
  });
});
