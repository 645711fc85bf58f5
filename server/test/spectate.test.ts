/**
 * What spectators get: the public table, and both hands only while both players agree to show
 * them (checked with marker decks on the raw bytes each screen receives: before consent a
 * spectator gets no hand marker, after both consent it does, players never get each other's).
 * And table talk: players and judges chat, spectators only where the room allows it; chat is
 * checked, rate limited, and numbered among the log's lines.
 */
import { matchMaker } from "@colyseus/core";
import { recordFrames, type TableState } from "@playmat/shared";
import { PTCG_SECRECY } from "@playmat/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Entitlements } from "./support/leak-oracle";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";
import { winnerGoesFirst } from "./support/demo-setup";

const PORT = 2578;
let server: TestServer;

beforeAll(async () => {
  server = await startPlaymat(PORT, { chatLimit: { burst: 4, perSecond: 0.5 } });
});
afterAll(async () => {
  await server?.shutdown();
});

const truth = (roomId: string): TableState => (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState } }).session.state;

describe("showing hands to spectators", () => {
  const decks = { p1: markerDeck("SPA", "s"), p2: markerDeck("SPB", "t") };
  const markers = [...decks.p1.markers, ...decks.p2.markers];
  const entitled = new Entitlements(PTCG_SECRECY);
  let roomId: string;
  let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;
  const screens = () => [p1, p2, spectator, judge];

  /** Runs a step and notes what each screen may know before and after it. */
  async function step(run: () => Promise<unknown>): Promise<void> {
    entitled.note(truth(roomId));
    await run();
    await Promise.all(screens().map((s) => s.settle()));
    entitled.note(truth(roomId));
  }
  const hand = (seat: Seat, key: string) => [...seat.zone(key).cards].map((c: any) => c.face?.defId ?? "");
  const handMarkers = (key: string) => {
    const zone = truth(roomId).zones[key]!;
    return zone.layout === "pile" ? zone.cards.map((c) => markerOf(c.defId)) : [];
  };

  beforeAll(async () => {
    await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
    p1 = await createTable(server, { roomName: "Shown", seed: 8, judgeCode: "show-judge" }, { label: "s-p1", name: "Alice" });
    roomId = p1.welcome.roomId;
    p2 = await joinTable(server, roomId, { label: "s-p2", name: "Bob" });
    spectator = await joinTable(server, roomId, { label: "s-spectator", role: "spectator" });
    judge = await joinTable(server, roomId, { label: "s-judge", role: "judge", judgeCode: "show-judge" });
    entitled.add("s-p1", "p1", decks.p1.markers);
    entitled.add("s-p2", "p2", decks.p2.markers);
    entitled.add("s-spectator", "spectator");
    entitled.add("s-judge", "judge");
    await step(() => p1.deck({ list: decks.p1.list }));
    await step(() => p2.deck({ list: decks.p2.list }));
    await step(() => winnerGoesFirst(p1, p2));
    for (const [seat, me] of [["p1", p1], ["p2", p2]] as const) {
      const at = judge.hidden[`${seat}.deck`]!.findIndex((c) => c.name.startsWith("Basic"));
      await step(() => judge.do({ type: "move", cards: [{ zone: `${seat}.deck`, at }], to: { zone: `${seat}.active`, slot: 0 } }, seat));
      await step(() => me.do({ type: "setup.ready" }));
    }
  });

  it("shows spectators no hand before both players agree", async () => {
    await step(() => p1.do({ type: "draw", count: 1 }));
    await step(() => p1.do({ type: "spectators.hands", show: true }));
    await step(() => p2.do({ type: "draw", count: 1 }));
    expect(spectator.state.handsShown).toBe(false);
    expect(spectator.state.players.get("p1").showsHand).toBe(true);
    expect(hand(spectator, "p1.hand").every((f) => f === "")).toBe(true);
    const bytes = received("s-spectator");
    expect([...handMarkers("p1.hand"), ...handMarkers("p2.hand")].filter((m) => bytes.includes(m))).toEqual([]);
  });

  it("shows both hands to spectators once both agree, in the table and the log, but never to the other player", async () => {
    await step(() => p2.do({ type: "spectators.hands", show: true }));
    expect(spectator.state.handsShown).toBe(true);
    expect(hand(spectator, "p1.hand").every((f) => f !== "")).toBe(true);
    expect(hand(spectator, "p2.hand").every((f) => f !== "")).toBe(true);
    expect(hand(p2, "p1.hand").every((f) => f === "")).toBe(true);
    expect(hand(p1, "p2.hand").every((f) => f === "")).toBe(true);
    const bytes = received("s-spectator");
    expect(handMarkers("p1.hand").every((m) => bytes.includes(m))).toBe(true);
    // A draw now is named to spectators, and still counted for the opponent.
    const seat = truth(roomId).turn.current!;
    const me = seat === "p1" ? p1 : p2;
    const foe = me === p1 ? p2 : p1;
    await step(() => me.do({ type: "draw", count: 1 }));
    expect(spectator.log.at(-1)).toMatchObject({ key: "move.draw", params: { hidden: 0 } });
    expect(foe.log.at(-1)).toMatchObject({ key: "move.draw", params: { hidden: 1 } });
    // A spectator arriving now gets the hands in its first snapshot.
    const late = await joinTable(server, roomId, { label: "s-late", role: "spectator" });
    expect(hand(late, "p2.hand").every((f) => f !== "")).toBe(true);
    await late.leave();
  });

  it("hides them again as soon as either player withdraws", async () => {
    await step(() => p1.do({ type: "spectators.hands", show: false }));
    expect(spectator.state.handsShown).toBe(false);
    expect(hand(spectator, "p1.hand").every((f) => f === "")).toBe(true);
    expect(hand(spectator, "p2.hand").every((f) => f === "")).toBe(true);
    const seat = truth(roomId).turn.current!;
    await step(() => (seat === "p1" ? p1 : p2).do({ type: "draw", count: 2 }));
    expect(spectator.log.at(-1)).toMatchObject({ key: "move.draw", params: { hidden: 2 } });
    // The record obeys the consent of each moment too.
    const record = await spectator.record();
    const frames = [...recordFrames(record)];
    expect(frames.some((f) => f.view.handsShown)).toBe(true);
    expect(frames.at(-1)!.view.zones["p1.hand"]!.cards!.every((c) => c.defId === undefined)).toBe(true);
  });

  it("leaks nothing: every screen got only markers it was entitled to at some moment", async () => {
    entitled.note(truth(roomId));
    for (const label of ["s-p1", "s-p2", "s-spectator", "s-judge"]) expect(entitled.leaks(label, received(label), markers), label).toEqual([]);
    // Not vacuous: the spectator was entitled to hand cards (while shown) and got them.
    const shownToSpectator = [...entitled.known.get("s-spectator")!].filter((m) => !entitled.known.get("s-p1")!.has(m) || !entitled.known.get("s-p2")!.has(m));
    expect(shownToSpectator.length).toBeGreaterThan(5);
  });
});

describe("chat", () => {
  let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;

  beforeAll(async () => {
    p1 = await createTable(server, { roomName: "Talk", judgeCode: "talk-judge" }, { label: "c-p1", name: "Alice" });
    const roomId = p1.welcome.roomId;
    p2 = await joinTable(server, roomId, { label: "c-p2", name: "Bob" });
    spectator = await joinTable(server, roomId, { label: "c-spectator", role: "spectator", name: "Carol" });
    judge = await joinTable(server, roomId, { label: "c-judge", role: "judge", judgeCode: "talk-judge", name: "Dee" });
  });

  it("lets players and judges talk, numbered among the log's lines, for everyone", async () => {
    await p1.deck({ demo: "demo-ember-owls" });
    const said = await p1.chat("  good   luck! ");
    expect(said).toMatchObject({ ok: true, line: expect.any(Number) });
    await p2.deck({ demo: "demo-lantern-vigil" });
    expect((await judge.chat("Round 1, begin.")).ok).toBe(true);
    await Promise.all([p1, p2, spectator, judge].map((s) => s.settle()));
    const line = said.ok ? said.line : -1;
    for (const screen of [p1, p2, spectator, judge]) {
      const chat = screen.log.find((l) => l.seq === line)!;
      expect(chat).toMatchObject({ key: "chat.player", seat: "p1", judge: false, params: { text: "good luck!", name: "Alice" } });
      expect(screen.log.at(-1)).toMatchObject({ key: "chat.judge", judge: true, params: { text: "Round 1, begin.", name: "Dee" } });
      // Between the two decks' lines.
      const decks = screen.log.filter((l) => l.key.startsWith("deck.loaded")).map((l) => l.seq);
      expect(decks[0]! < line && line < decks[1]!).toBe(true);
    }
    const history = await spectator.room.request("log.history", { since: line });
    expect(history.entries[0]).toMatchObject({ seq: line, key: "chat.player" });
  });

  it("refuses spectators where the room does not allow it, and bad lines, changing nothing", async () => {
    const lines = p1.log.length;
    expect(await spectator.chat("hi")).toMatchObject({ ok: false, error: { code: "chat.spectators" } });
    expect(await p1.chat("   ")).toMatchObject({ ok: false, error: { code: "chat.empty" } });
    // Nothing visible: zero-width space, word joiner, byte order mark.
    expect(await p1.chat("\u200B\u2060 \uFEFF")).toMatchObject({ ok: false, error: { code: "chat.empty", message: "Say something: the message is empty." } });
    expect(await p1.chat("x".repeat(301))).toMatchObject({ ok: false, error: { code: "chat.too-long" } });
    expect(await p1.chat("bell\u0007")).toMatchObject({ ok: false, error: { code: "chat.invalid" } });
    expect(await p1.room.request("chat", { text: 5 })).toMatchObject({ ok: false, error: { code: "message.invalid", message: expect.stringMatching(/^Invalid message: text: .*string/) } });
    await p1.settle();
    expect(p1.log.length).toBe(lines);
  });

  it("is rate limited per connection", async () => {
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await p2.chat(`line ${i}`));
    const codes = replies.map((r) => (r.ok ? "ok" : r.error.code));
    expect(codes.filter((c) => c === "ok").length).toBeLessThanOrEqual(4);
    expect(codes).toContain("chat.too-fast");
    // Someone else may still talk.
    expect((await p1.chat("easy")).ok).toBe(true);
  });

  it("lets spectators talk where the room allows it, and keeps chat in the game record", async () => {
    const host = await createTable(server, { roomName: "Open talk", spectatorChat: true }, { label: "c2-p1", name: "Eve" });
    const watcher = await joinTable(server, host.welcome.roomId, { label: "c2-spectator", role: "spectator", name: "Finn" });
    expect(watcher.state.spectatorChat).toBe(true);
    expect((await watcher.chat("hello from the rail")).ok).toBe(true);
    await host.settle();
    expect(host.log.at(-1)).toMatchObject({ key: "chat.spectator", seat: null, params: { name: "Finn", text: "hello from the rail" } });
    const record = await host.record();
    expect(record.steps.filter((s) => s.kind === "chat").map((s) => s.lines[0]!.params.text)).toEqual(["hello from the rail"]);
    await watcher.leave();
    await host.leave();
  });
});
