/**
 * Undo between players, a judge's rewind, turn and pause, against a real server: what each
 * screen is told (the prompt, the struck lines, the log on a fresh hello) and that a refused
 * request changes nothing.
 */
import { DEMO_CARDS } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { winnerGoesFirst } from "./support/demo-setup";

const PORT = 2577;
let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;
let roomId: string;

const isBasic = (defId: string | undefined) => {
  const def = DEMO_CARDS.find((c) => c.id === defId);
  return def?.supertype === "Pokémon" && def.subtypes.includes("Basic");
};
const settle = () => Promise.all([p1, p2, spectator, judge].map((s) => s.settle()));
const current = () => (p1.state.turn.current === "p1" ? p1 : p2);
const waiting = () => (current() === p1 ? p2 : p1);
const seatOf = (seat: Seat) => seat.welcome.seat!;
const handCount = (seat: Seat) => seat.zone(`${seatOf(seat)}.hand`).count as number;
const undoPrompt = (seat: Seat) => [...seat.state.prompts].find((p: any) => p.kind === "approve-undo");

beforeAll(async () => {
  server = await startPlaymat(PORT);
  p1 = await createTable(server, { roomName: "Undo", seed: 21, judgeCode: "undo-judge" }, { label: "h-p1", name: "Alice" });
  roomId = p1.welcome.roomId;
  p2 = await joinTable(server, roomId, { label: "h-p2", name: "Bob" });
  spectator = await joinTable(server, roomId, { label: "h-spectator", role: "spectator", name: "Carol" });
  judge = await joinTable(server, roomId, { label: "h-judge", role: "judge", judgeCode: "undo-judge", name: "Dee" });
  await p1.deck({ demo: "demo-ember-owls" });
  await p2.deck({ demo: "demo-lantern-vigil" });
  await winnerGoesFirst(p1, p2);
  await settle();
  for (const seat of [p1, p2]) {
    const me = seatOf(seat);
    const hand = [...seat.zone(`${me}.hand`).cards];
    let basic = hand.find((c: any) => isBasic(c.face?.defId));
    if (!basic) {
      const at = judge.hidden[`${me}.deck`]!.findIndex((c) => isBasic(c.defId));
      await judge.do({ type: "move", cards: [{ zone: `${me}.deck`, at }], to: { zone: `${me}.hand` } }, me);
      await seat.settle();
      basic = [...seat.zone(`${me}.hand`).cards].find((c: any) => isBasic(c.face?.defId));
    }
    await seat.do({ type: "move", cards: [{ zone: `${me}.hand`, pid: basic.pid }], to: { zone: `${me}.active`, slot: 0 } });
  }
  await p1.do({ type: "setup.ready" });
  await p2.do({ type: "setup.ready" });
  await settle();
});

afterAll(async () => {
  await server?.shutdown();
});

describe("undo between players", () => {
  it("asks the opponent, listing what it would take back; accepted, the draw goes back and every screen strikes its line", async () => {
    const me = current();
    const foe = waiting();
    const before = handCount(me);
    await me.do({ type: "draw", count: 1 });
    await settle();
    const drawLine = me.log.at(-1)!;
    expect(drawLine.key).toBe("move.draw");

    const asked = await me.undo();
    if (!asked.ok) throw new Error(asked.error.message);
    await settle();
    const prompt = undoPrompt(foe);
    expect(prompt).toMatchObject({ id: asked.prompt, to: seatOf(foe), from: seatOf(me) });
    const data = JSON.parse(prompt.data);
    expect(data.takes).toEqual([{ seq: expect.any(Number), type: "draw", showedHiddenInformation: true, lines: [drawLine.seq, drawLine.seq + 1] }]);

    const answer = await foe.act({ type: "prompt.answer", prompt: asked.prompt, accept: true });
    expect(answer.ok).toBe(true);
    await settle();
    expect(handCount(me)).toBe(before);
    const expected = { how: "undo", askedBy: seatOf(me), agreedBy: seatOf(foe) };
    for (const screen of [p1, p2, spectator, judge]) {
      expect(screen.struck.at(-1)).toMatchObject({ lines: [drawLine.seq], takenBack: expected });
      expect(screen.log.find((l) => l.seq === drawLine.seq)?.takenBack).toMatchObject(expected);
      expect(screen.log.some((l) => l.key === "history.undone")).toBe(true);
    }
    // Someone arriving now reads the same marks in the history hello gives.
    const late = await joinTable(server, roomId, { label: "h-late", role: "spectator" });
    expect(late.log.find((l) => l.seq === drawLine.seq)?.takenBack).toMatchObject(expected);
    await late.leave();
  });

  it("declined, nothing changes and the log says so", async () => {
    const me = current();
    const foe = waiting();
    await me.do({ type: "draw", count: 1 });
    await settle();
    const hand = handCount(me);
    const asked = await me.undo();
    if (!asked.ok) throw new Error(asked.error.message);
    expect((await foe.act({ type: "prompt.answer", prompt: asked.prompt, accept: false })).ok).toBe(true);
    await settle();
    expect(handCount(me)).toBe(hand);
    expect(undoPrompt(me)).toBeUndefined();
    expect(spectator.log.at(-1)).toMatchObject({ key: "prompt.undo-declined", params: { player: seatOf(foe) } });
  });

  it("is refused, changing nothing, once the opponent acted, from a spectator or a judge, and for a bad count", async () => {
    const me = current();
    const foe = waiting();
    await me.do({ type: "turn.end" });
    await foe.do({ type: "draw", count: 1 });
    await settle();
    const seq = p1.state.seq;
    expect(await me.undo()).toMatchObject({ ok: false, error: { code: "undo.not-yours" } });
    expect(await spectator.undo()).toMatchObject({ ok: false, error: { code: "authority.spectator" } });
    expect(await judge.undo()).toMatchObject({ ok: false, error: { code: "undo.judge" } });
    expect(await foe.undo(0)).toMatchObject({ ok: false, error: { code: "message.invalid", message: expect.stringMatching(/^Invalid message: count: /) } });
    expect(await foe.undo(2)).toMatchObject({ ok: false, error: { code: "undo.not-yours" } });
    expect(await foe.undo(1)).toMatchObject({ ok: true });
    expect(await foe.undo(1)).toMatchObject({ ok: false, error: { code: "undo.pending" } });
    // Moving on withdraws the request.
    await foe.do({ type: "coin", count: 1 });
    await settle();
    expect(undoPrompt(me)).toBeUndefined();
    expect(p1.state.seq).toBe(seq + 2);
  });
});

describe("a judge", () => {
  it("rewinds to an earlier log line: the table goes back, later lines stay struck for everyone", async () => {
    await settle();
    const line = judge.log.at(-1)!.seq;
    const counts = () => [...p1.state.zones.values()].map((z: any) => `${z.key}:${z.count}`).join();
    const then = counts();
    const turn = p1.state.turn.toJSON();
    const me = current();
    await me.do({ type: "draw", count: 2 });
    await me.do({ type: "turn.end" });
    await current().do({ type: "draw", count: 1 });
    await settle();
    expect(counts()).not.toBe(then);

    expect(await p1.rewind({ line })).toMatchObject({ ok: false, error: { code: "authority.judge" } });
    expect(await judge.rewind({ line: 1e6 })).toMatchObject({ ok: false, error: { code: "rewind.unknown" } });
    const rewound = await judge.rewind({ line });
    expect(rewound.ok).toBe(true);
    await settle();
    expect(counts()).toBe(then);
    expect(p1.state.turn.toJSON()).toEqual(turn);
    const mark = spectator.log.find((l) => l.key === "history.rewound")!;
    expect(mark).toMatchObject({ judge: true, seat: null, params: { count: 3 } });
    const struck = spectator.log.filter((l) => l.seq > line && l.seq < mark.seq);
    expect(struck.length).toBeGreaterThanOrEqual(3);
    for (const l of struck) expect(l.takenBack).toEqual({ by: mark.seq, how: "rewind", judge: true });
    expect(spectator.log.filter((l) => l.seq <= line).every((l) => !l.takenBack || l.takenBack.how === "undo")).toBe(true);
    // Rewinding onto a struck line is refused.
    expect(await judge.rewind({ line: struck[0]!.seq })).toMatchObject({ ok: false, error: { code: "rewind.taken-back" } });
  });

  it("takes back a reveal: the other screens show the hand face down again, as a fresh screen does", async () => {
    await settle();
    const line = judge.log.at(-1)!.seq;
    const me = current();
    const hand = `${seatOf(me)}.hand`;
    const faces = (seat: Seat) => [...seat.zone(hand).cards].map((c: any) => c.face?.defId ?? null);
    const others = [waiting(), spectator];
    for (const other of others) expect(faces(other).every((f) => f === null)).toBe(true);
    await me.do({ type: "reveal", cards: [...me.zone(hand).cards].map((c: any) => ({ zone: hand, pid: c.pid })) });
    await settle();
    for (const other of others) expect(faces(other)).toEqual(faces(me));
    expect((await judge.rewind({ line })).ok).toBe(true);
    await settle();
    for (const other of others) expect(faces(other), other.welcome.role).toEqual(faces(me).map(() => null));
    expect(faces(me).every((f) => f !== null)).toBe(true);
  });

  it("sets the turn number and whose turn it is, stamped in the log; players can't", async () => {
    const next = p1.state.turn.current === "p1" ? "p2" : "p1";
    expect(await p1.act({ type: "turn.set", number: 9, current: next })).toMatchObject({ ok: false, error: { code: "authority.judge" } });
    await judge.do({ type: "turn.set", number: 9, current: next });
    await settle();
    expect(spectator.state.turn.toJSON()).toMatchObject({ number: 9, current: next });
    expect(p2.log.at(-1)).toMatchObject({ key: "table.turn-set", judge: true, seat: null, params: { number: 9, player: next } });
  });

  it("pauses the game: players are refused with a clear error, the judge and spectators are not; then resumes", async () => {
    await judge.do({ type: "table.pause", paused: true });
    await settle();
    expect(p1.state.paused).toBe(true);
    const me = current();
    const seq = p1.state.seq;
    const refused = await me.act({ type: "draw", count: 1 });
    expect(refused).toMatchObject({ ok: false, error: { code: "table.paused", message: expect.stringMatching(/paused/i) } });
    expect(await me.deck({ demo: "demo-ember-owls" })).toMatchObject({ ok: false, error: { code: "table.paused" } });
    expect(await me.undo()).toMatchObject({ ok: false });
    // Talking, reading the log and the record still work; a judge still acts.
    expect((await me.chat("wait, what happened?")).ok).toBe(true);
    expect((await spectator.record()).steps.length).toBeGreaterThan(10);
    await judge.do({ type: "coin", count: 1 }, seatOf(me));
    await judge.do({ type: "table.pause", paused: false });
    await settle();
    expect(p1.state.paused).toBe(false);
    expect((await me.act({ type: "draw", count: 1 })).ok).toBe(true);
    expect(p1.state.seq).toBe(seq + 3);
    expect(spectator.log.filter((l) => l.key === "table.paused" || l.key === "table.resumed").map((l) => l.key)).toEqual(["table.paused", "table.resumed"]);
  });
});

describe("bad input to the new requests", () => {
  it("gets a clear error and changes nothing", async () => {
    await settle();
    const before = { seq: p1.state.seq, lines: spectator.log.length };
    const evil: unknown[] = [null, 5, "x", [], { count: "2" }, { count: 1e9 }, { line: -1 }, { seq: 1.5 }, { line: 1, seq: 2 }, { text: ["a"] }, { extra: 1 }];
    for (const payload of evil) {
      for (const [who, type] of [[p1, "undo.request"], [judge, "judge.rewind"], [p1, "chat"], [spectator, "record"]] as const) {
        const reply = await who.room.request(type, payload);
        if (reply.ok) continue; // some payloads are valid for some requests (e.g. {} for undo.request)
        expect(reply.error, `${type} ${JSON.stringify(payload)}`).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
    // An undo request that went through above lapses at the next move; nothing else changed.
    await settle();
    expect(p1.state.seq - before.seq).toBeLessThanOrEqual(1);
    expect(spectator.log.slice(before.lines).every((l) => l.key.startsWith("prompt.approve-undo"))).toBe(true);
  });
});
