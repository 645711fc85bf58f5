/**
 * Game records and replay links never show a card to someone who could not see it then.
 * A marker-deck game (setup, draws, looks, a search, shown hands, an undo, a rewind, judge
 * moves, chat) is recorded; each screen asks for its record over the room, and after the game
 * the shareable link is fetched over HTTP with and without proof of seat. Two checks: the raw
 * bytes against every marker the screen was ever entitled to (support/leak-oracle.ts), and
 * each step's table view against the rules at that very step.
 */
import { gameById, foldHistory, recordFrames, type GameRecord, type TableState } from "@playmat/shared";
import { PTCG_SECRECY } from "@playmat/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bothShowHands, Entitlements, mayKnow, type Viewer } from "./support/leak-oracle";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";
import { truthOf } from "./support/truth";
import { winnerGoesFirst } from "./support/demo-setup";

const PORT = 2579;
const ptcg = gameById("ptcg")!;
let server: TestServer;
let roomId: string;
let replayId: string;
const decks = { p1: markerDeck("RPA", "r"), p2: markerDeck("RPB", "q") };
const markers = [...decks.p1.markers, ...decks.p2.markers];
const entitled = new Entitlements(PTCG_SECRECY);
const clients: Record<string, Seat> = {};
const LABELS = { "r-p1": "p1", "r-p2": "p2", "r-spectator": "spectator", "r-judge": "judge" } as const;
/** Records asked for over the room, by label, at several moments. */
const records: { label: keyof typeof LABELS; record: GameRecord }[] = [];

const truth = () => truthOf(roomId) as unknown as { state: TableState; initial: TableState; history: Parameters<typeof foldHistory>[2] };

async function step(run: () => Promise<unknown>): Promise<void> {
  entitled.note(truth().state);
  await run();
  await Promise.all(Object.values(clients).map((c) => c.settle()));
  entitled.note(truth().state);
}

async function askRecords(): Promise<void> {
  for (const label of Object.keys(LABELS) as (keyof typeof LABELS)[]) records.push({ label, record: await clients[label]!.record() });
}

function cardsOf(seat: Seat, key: string): any[] {
  return [...(seat.zone(key)?.cards ?? [])];
}

async function playGame(): Promise<void> {
  const { "r-p1": p1, "r-p2": p2, "r-judge": judge, "r-spectator": spectator } = clients as Record<keyof typeof LABELS, Seat>;
  const players = { p1, p2 };
  await step(() => p1.deck({ list: decks.p1.list }));
  await step(() => p2.deck({ list: decks.p2.list }));
  await step(() => winnerGoesFirst(p1, p2));
  const shownHand = cardsOf(p1, "p1.hand").map((c) => markerOf(c.face.defId));
  await step(() => p1.do({ type: "setup.mulligan" }));
  for (const label of Object.keys(LABELS)) entitled.grant(label, shownHand);
  for (const seat of ["p1", "p2"] as const) {
    const at = judge.hidden[`${seat}.deck`]!.findIndex((c) => c.name.startsWith("Basic"));
    await step(() => judge.do({ type: "move", cards: [{ zone: `${seat}.deck`, at }], to: { zone: `${seat}.active`, slot: 0 } }, seat));
    await step(() => players[seat].do({ type: "setup.ready" }));
  }
  await step(() => spectator.chat("hello").then(() => p1.chat("hi all")));
  for (let turn = 0; turn < 4; turn++) {
    const seat = truth().state.turn.current!;
    const me = players[seat];
    const foe = seat === "p1" ? p2 : p1;
    await step(() => me.do({ type: "draw", count: 1 }));
    await step(() => me.do({ type: "look", zone: `${seat}.deck`, from: "top", count: 2 }));
    await step(() => me.do({ type: "look.end", to: "bottom" }));
    if (turn === 1) {
      await step(() => p1.do({ type: "spectators.hands", show: true }));
      await step(() => p2.do({ type: "spectators.hands", show: true }));
    }
    if (turn === 2) await step(() => p2.do({ type: "spectators.hands", show: false }));
    await step(() => me.do({ type: "search", zone: `${seat}.deck` }));
    const found = cardsOf(me, `${seat}.looking`)[0]!;
    await step(() => me.do({ type: "move", cards: [{ zone: `${seat}.looking`, pid: found.pid }], to: { zone: `${seat}.hand` } }));
    await step(() => me.do({ type: "look.end", to: "shuffle" }));
    const shown = cardsOf(me, `${seat}.hand`)[0]!;
    await step(() => me.do({ type: "reveal", cards: [{ zone: `${seat}.hand`, pid: shown.pid }] }));
    await step(() => me.do({ type: "draw", count: 2 }));
    const asked = await me.undo();
    if (!asked.ok) throw new Error(asked.error.message);
    await step(() => foe.do({ type: "prompt.answer", prompt: asked.prompt, accept: turn !== 3 }));
    await step(() => me.do({ type: "prize.take" }));
    await step(() => me.do({ type: "turn.end" }));
    if (turn === 1) await askRecords();
  }
  const point = judge.log.at(-1)!.seq;
  const seat = truth().state.turn.current!;
  await step(() => players[seat].do({ type: "draw", count: 3 }));
  await step(() => players[seat].do({ type: "coin", count: 2 }));
  await step(() => judge.rewind({ line: point }));
  await askRecords();
}

beforeAll(async () => {
  server = await startPlaymat(PORT);
  await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
  clients["r-p1"] = await createTable(server, { roomName: "Replay", seed: 13, judgeCode: "replay-judge" }, { label: "r-p1", name: "Alice" });
  roomId = clients["r-p1"].welcome.roomId;
  replayId = clients["r-p1"].welcome.replayId!;
  clients["r-p2"] = await joinTable(server, roomId, { label: "r-p2", name: "Bob" });
  clients["r-spectator"] = await joinTable(server, roomId, { label: "r-spectator", role: "spectator" });
  clients["r-judge"] = await joinTable(server, roomId, { label: "r-judge", role: "judge", judgeCode: "replay-judge" });
  for (const [label, viewer] of Object.entries(LABELS)) entitled.add(label, viewer, viewer === "p1" || viewer === "p2" ? decks[viewer].markers : []);
  await playGame();
}, 120_000);

afterAll(async () => {
  await server?.shutdown();
});

const url = (query = "") => `${server.url}/api/replays/${replayId}${query}`;
const fetchRecord = (query = "", headers: Record<string, string> = {}) => fetch(url(query), { headers });

describe("game records asked over the room", () => {
  it("carry, in their bytes, no marker a screen was never entitled to", () => {
    for (const label of Object.keys(LABELS)) expect(entitled.leaks(label, received(label), markers), label).toEqual([]);
    expect(records).toHaveLength(8);
  });

  it("show at every step exactly the faces the rules allowed that viewer then", () => {
    const states: TableState[] = [];
    const { initial, history } = truth();
    foldHistory(ptcg, initial, history, (_entry, state) => states.push(state));
    for (const { label, record } of records.slice(4)) {
      const viewer: Viewer = LABELS[label];
      // The table after each action, put together from the record's changes (shared recordFrames).
      const frames = [...recordFrames(record)].slice(1).filter((f) => record.steps[f.step]!.kind !== "chat");
      expect(frames).toHaveLength(states.length);
      let faces = 0;
      frames.forEach(({ view, step: index }, i) => {
        const step = record.steps[index]!;
        const state = states[i]!;
        for (const [key, zone] of Object.entries(view.zones)) {
          const real = state.zones[key]!;
          const listed = [...(zone.cards ?? []), ...(zone.slots ?? []).flatMap((s) => (s ? [...s.cards, ...s.attached] : []))];
          for (const seen of listed) {
            const card = real.layout === "pile" ? real.cards.find((c) => c.pid === seen.pid) : real.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : [])).find((c) => c.pid === seen.pid);
            expect(card, `${label} step ${step.seq} ${key}`).toBeDefined();
            expect(seen.defId !== undefined, `${label} step ${step.seq} ${key} ${seen.pid}`).toBe(mayKnow(PTCG_SECRECY, viewer, card!, real.spec, real.owner, bothShowHands(state)));
            if (seen.defId) faces++;
          }
        }
      });
      expect(faces).toBeGreaterThan(100);
    }
  });

  it("strike what was undone and rewound, as the live log does", () => {
    const { record } = records.find((r) => r.label === "r-spectator" && r.record.steps.some((s) => s.type === "rewind"))!;
    const spectator = clients["r-spectator"]!;
    const struck = record.steps.flatMap((s) => s.takesBack?.lines ?? []);
    expect(struck.length).toBeGreaterThanOrEqual(5);
    expect(spectator.log.filter((l) => l.takenBack).map((l) => l.seq).sort((a, b) => a - b)).toEqual([...struck].sort((a, b) => a - b));
  });
});

describe("the shareable replay link", () => {
  it("is not served while the game is being played, nor for an unknown id or viewer", async () => {
    expect((await fetchRecord()).status).toBe(409);
    expect((await fetch(`${server.url}/api/replays/not-a-real-replay-id`)).status).toBe(404);
    expect((await fetchRecord("?viewer=everyone")).status).toBe(400);
  });

  it("after the game, gives the spectator view to anyone, a seat's view only with its token, the judge's with the code", async () => {
    const p1 = clients["r-p1"]!;
    await step(() => p1.do({ type: "concede" }));
    // Every screen is told who won and why, not only the log.
    await clients["r-spectator"]!.settle();
    expect(clients["r-spectator"]!.state).toMatchObject({ winner: "p2", winReason: "concede" });
    const open = await fetchRecord();
    expect(open.status).toBe(200);
    const spectatorText = await open.text();
    expect(markers.filter((m) => spectatorText.includes(m) && !entitled.known.get("r-spectator")!.has(m))).toEqual([]);
    expect(JSON.parse(spectatorText).record).toMatchObject({ viewer: "spectator", revealed: false });

    expect((await fetchRecord("?viewer=p1")).status).toBe(403);
    expect((await fetchRecord("?viewer=p1", { "x-playmat-seat-token": clients["r-p2"]!.welcome.seatToken! })).status).toBe(403);
    const mine = await fetchRecord("?viewer=p1", { "x-playmat-seat-token": p1.welcome.seatToken! });
    const mineText = await mine.text();
    expect(mine.status).toBe(200);
    expect(markers.filter((m) => mineText.includes(m) && !entitled.known.get("r-p1")!.has(m))).toEqual([]);
    const forbidden: unknown = await (await fetchRecord("?viewer=judge", { "x-playmat-judge-code": "guess" })).json();
    expect(forbidden).toEqual({ ok: false, error: { code: "replay.forbidden", message: "The judge view needs the judge code." } });
    const judged = await fetchRecord("?viewer=judge&download", { "x-playmat-judge-code": "replay-judge" });
    expect(judged.headers.get("content-disposition")).toMatch(/^attachment; filename="playmat-Replay-judge\.json"$/);
    // A judge's record lists the decks in order: every card is in it.
    const judgedText = await judged.text();
    expect(markers.filter((m) => !judgedText.includes(m))).toEqual([]);
  });

  it("shows every card to everyone once both players agree after the game", async () => {
    const { "r-p1": p1, "r-p2": p2 } = clients;
    await step(() => p1!.do({ type: "record.reveal", reveal: true }));
    const half = (await (await fetchRecord()).json()) as { record: GameRecord };
    expect(half.record.revealed).toBe(false);
    await step(() => p2!.do({ type: "record.reveal", reveal: true }));
    const text = await (await fetchRecord()).text();
    expect(JSON.parse(text).record).toMatchObject({ viewer: "spectator", revealed: true });
    expect(markers.filter((m) => !text.includes(m))).toEqual([]);
  });
});
