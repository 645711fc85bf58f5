/**
 * A practice table on the wire: one player holds both seats and turns from one side to the
 * other. The screen in view of a seat must never receive a card that seat may not know (the
 * leak oracle's rules, per seat), whichever side it showed before; the hand it stops seeing
 * gets new public ids; its log is read anew as the seat in view reads it; spectators see public
 * information only; an undo needs nobody's consent; a second player can't sit down.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import type { LogEntry, Seat as SeatId, TableState, Viewer } from "@playmat/shared";
import { PTCG_SECRECY } from "@playmat/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyCard, mayKnow } from "./support/leak-oracle";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PLAYER = "practising";
const SPECTATOR = "practice-spectator";
let server: TestServer;
let roomId: string;
let player: Seat;
let spectator: Seat;
const decks = { p1: markerDeck("PRA", "pa"), p2: markerDeck("PRB", "pb") };
/** What each seat, and spectators, could know at some point of the game (the oracle's rules). */
const known = { p1: new Set<string>(), p2: new Set<string>(), spectator: new Set<string>() };
/** The practising screen's bytes from the deal on, cut where the side in view changed: [seat in view, from, to). */
const segments: { view: SeatId; from: number; to: number }[] = [];
/** Hand pids as the practising screen listed them just before it turned away from that side, and just after it came back. */
const pidsBefore: string[] = [];
const pidsAfter: string[] = [];

const session = () => (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState; log(viewer: Viewer): LogEntry[] } }).session;
const truth = () => session().state;
const view = (): SeatId => truth().controls.practice!.view;
const other = (seat: SeatId): SeatId => (seat === "p1" ? "p2" : "p1");

function noteKnown(): void {
  for (const { card, zone, holder } of everyCard(truth())) {
    for (const who of ["p1", "p2", "spectator"] as const) if (mayKnow(PTCG_SECRECY, who, card, zone, holder)) known[who].add(markerOf(card.defId));
  }
}

async function step(run: () => Promise<unknown>): Promise<void> {
  noteKnown();
  await run();
  await Promise.all([player.settle(), spectator.settle()]);
  noteKnown();
}

/** Turns the practising screen to `seat`'s side, cutting the byte segments there. */
async function turnTo(seat: SeatId): Promise<void> {
  if (view() === seat) return;
  const at = received(PLAYER).length;
  segments.at(-1)!.to = at;
  await step(() => player.do({ type: "practice.view", seat }));
  segments.push({ view: seat, from: at, to: Number.POSITIVE_INFINITY });
}

const hand = (seat: SeatId): any[] => [...(player.zone(`${seat}.hand`)?.cards ?? [])];
const isBasic = (card: any) => String(card.face?.name ?? "").startsWith("Basic");

/** As the seat in view: mulligans until the hand holds a Basic, then puts it down as the Active. */
async function placeActive(seat: SeatId): Promise<void> {
  await turnTo(seat);
  while (!hand(seat).some(isBasic)) await step(() => player.do({ type: "setup.mulligan" }));
  const basic = hand(seat).find(isBasic);
  await step(() => player.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: basic.pid }], to: { zone: `${seat}.active`, slot: 0 } }));
}

beforeAll(async () => {
  server = await startPlaymat(2613);
  await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
  player = await createTable(server, { roomName: "Practice", seed: 11, judgeCode: "practice-judge", practice: true }, { label: PLAYER, name: "Solo" });
  roomId = player.welcome.roomId;
  spectator = await joinTable(server, roomId, { label: SPECTATOR, role: "spectator" });
  // Both decks, one per side: the import reports name every card of both, so the oracle starts after them.
  expect((await player.deck({ list: decks.p1.list })).ok).toBe(true);
  await player.do({ type: "practice.view", seat: "p2" });
  expect((await player.deck({ list: decks.p2.list })).ok).toBe(true);
  await Promise.all([player.settle(), spectator.settle()]);
  segments.push({ view: view(), from: received(PLAYER).length, to: Number.POSITIVE_INFINITY });
  const won = truth().turn.won!;
  await turnTo(won);
  await step(() => player.do({ type: "setup.first", seat: won }));
  await placeActive(won);
  pidsBefore.push(...hand(won).map((c) => c.pid));
  await placeActive(other(won));
  await turnTo(won);
  pidsAfter.push(...hand(won).map((c) => c.pid));
  for (const seat of [won, other(won)]) {
    await turnTo(seat);
    await step(() => player.do({ type: "setup.ready" }));
  }
  for (let turn = 0; turn < 2; turn++) {
    const seat = truth().turn.current!;
    await turnTo(seat);
    await step(() => player.do({ type: "draw", count: 1 }));
    await step(() => player.do({ type: "turn.end" }));
  }
}, 60_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("a practice table", () => {
  it("never sends the screen in view of a seat a card that seat may not know", () => {
    const bytes = received(PLAYER);
    const all = [...decks.p1.markers, ...decks.p2.markers];
    expect(segments.length).toBeGreaterThan(4);
    for (const { view: seat, from, to } of segments) {
      const part = bytes.slice(from, to);
      expect(all.filter((m) => part.includes(m) && !known[seat].has(m)), `while ${seat}'s side was in view`).toEqual([]);
    }
  });

  it("the oracle is not vacuous: each side's hidden cards reached the screen, only while that side was in view", () => {
    const bytes = received(PLAYER);
    for (const seat of ["p1", "p2"] as const) {
      const secret = [...known[seat]].filter((m) => !known[other(seat)].has(m));
      expect(secret.length).toBeGreaterThan(4);
      const shownWhileInView = segments.filter((s) => s.view === seat).map((s) => bytes.slice(s.from, s.to)).join("");
      expect(secret.some((m) => shownWhileInView.includes(m))).toBe(true);
    }
  });

  it("gives the hand it stopped seeing new public ids, and lists the other hand as backs", () => {
    expect(pidsBefore.length).toBeGreaterThan(0);
    expect(pidsAfter.filter((pid) => pidsBefore.includes(pid))).toEqual([]);
    const seat = view();
    expect(hand(seat).every((c) => c.face?.name)).toBe(true);
    expect(hand(other(seat)).length).toBeGreaterThan(0);
    expect(hand(other(seat)).every((c) => c.face === undefined)).toBe(true);
    expect(player.state.practiceView).toBe(seat);
  });

  it("reads the log as the seat in view reads it, its private lines included and the other's left out", () => {
    const seat = view();
    const lines = (entries: readonly LogEntry[]) => entries.map((e) => [e.seq, e.key, JSON.stringify(e.params)]);
    expect(lines(player.log)).toEqual(lines(session().log({ role: "player", seat })));
    expect(lines(player.log)).not.toEqual(lines(session().log({ role: "player", seat: other(seat) })));
  });

  it("shows spectators public information only, and no consent can change that", async () => {
    const bytes = received(SPECTATOR);
    const all = [...decks.p1.markers, ...decks.p2.markers];
    expect(all.filter((m) => bytes.includes(m) && !known.spectator.has(m))).toEqual([]);
    expect(await player.act({ type: "spectators.hands", show: true })).toMatchObject({ ok: false, error: { code: "practice.sharing" } });
  });

  it("takes an undo back at once: the player is both players", async () => {
    const seat = view();
    await player.do({ type: "draw", count: 1 });
    const count = truth().zones[`${seat}.hand`]!;
    const reply = await player.undo(1);
    expect(reply.ok).toBe(true);
    await player.settle();
    expect(truth().prompts).toEqual([]);
    expect(player.zone(`${seat}.hand`).cards.length).toBe(count.layout === "pile" ? count.cards.length - 1 : -1);
  });

  it("lets nobody else sit down; the seat token brings back both seats, with the side in view", async () => {
    await expect(joinTable(server, roomId, { label: "practice-intruder", name: "Eve" })).rejects.toThrow(/practice table/);
    const token = player.welcome.seatToken!;
    const seat = view();
    await player.leave();
    player = await joinTable(server, roomId, { label: "practice-again", seatToken: token });
    expect(player.welcome.seat).toBe(seat);
    expect(hand(seat).every((c) => c.face?.name)).toBe(true);
    expect(hand(other(seat)).every((c) => c.face === undefined)).toBe(true);
    await player.do({ type: "practice.view", seat: other(seat) });
    await player.settle();
    expect(hand(other(seat)).every((c) => c.face?.name)).toBe(true);
    expect(hand(seat).every((c) => c.face === undefined)).toBe(true);
    expect(player.state.players.get("p1").connected && player.state.players.get("p2").connected).toBe(true);
  });
});
