/**
 * Public ids through an undo or a judge's rewind, as the other screens receive them. A card
 * revealed from the hand, played face up or turned up when play began, then taken back, lies
 * hidden again: the opponent's and a spectator's screens must not find it under an id they saw
 * its face by (they could follow it), neither live nor in the game record.
 */
import { recordFrames, type GameRecord } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeFirstBasic, winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";

const PORT = 2566;
let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat, judge: Seat;
/** The last action of setup before either player was ready: both Actives face down. */
let setUp: number;

interface Listed {
  pid: string;
  face: boolean;
}

/** Every card a screen lists (piles, and each slot's cards and attached cards), with whether it reads the face. */
function listed(seat: Seat): Listed[] {
  const out: Listed[] = [];
  const add = (card: any) => out.push({ pid: card.pid, face: Boolean(card.face?.defId) });
  for (const zone of seat.state.zones.values()) {
    for (const card of zone.cards ?? []) add(card);
    for (const slot of zone.slots ?? []) for (const card of [...(slot?.cards ?? []), ...(slot?.attached ?? [])]) add(card);
  }
  return out;
}

/** The ids each screen has read a face by, and the cards it lists face down under one of them. */
const faces = new Map<Seat, Set<string>>();
function look(seat: Seat): void {
  const seen = faces.get(seat) ?? new Set<string>();
  faces.set(seat, seen);
  for (const card of listed(seat)) if (card.face) seen.add(card.pid);
}
const followed = (seat: Seat) => listed(seat).filter((card) => !card.face && faces.get(seat)?.has(card.pid)).map((card) => card.pid);

/** Waits for every screen, notes the faces each reads, and checks none lists a card face down by an id it read a face by. */
async function settle(): Promise<void> {
  const screens = [p1, p2, spectator, judge];
  await Promise.all(screens.map((s) => s.settle()));
  for (const seat of screens) {
    expect(followed(seat), seat.label).toEqual([]);
    look(seat);
  }
}

/** The same rule over a game record: no card listed face down in one frame under an id read face up in an earlier one. */
function followedInRecord(record: GameRecord): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const { view, step } of recordFrames(record)) {
    for (const zone of Object.values(view.zones)) {
      const cards = [...(zone.cards ?? []), ...(zone.slots ?? []).flatMap((s) => (s ? [...s.cards, ...s.attached] : []))];
      for (const card of cards) if (!card.defId && seen.has(card.pid)) found.push(`${card.pid} at step ${step}`);
      for (const card of cards) if (card.defId) seen.add(card.pid);
    }
  }
  return found;
}

const mine = (seat: Seat, zone: string) => `${seat.welcome.seat}.${zone}`;
const current = () => (p1.state.turn.current === "p1" ? p1 : p2);
const waiting = () => (current() === p1 ? p2 : p1);

async function undoLast(me: Seat): Promise<void> {
  const asked = await me.undo(1);
  if (!asked.ok) throw new Error(asked.error.message);
  await settle();
  const foe = me === p1 ? p2 : p1;
  await foe.do({ type: "prompt.answer", prompt: asked.prompt, accept: true });
  await settle();
}

beforeAll(async () => {
  server = await startPlaymat(PORT);
  p1 = await createTable(server, { roomName: "Ids", seed: 36, judgeCode: "ids-judge" }, { label: "ids-p1", name: "Alice" });
  const roomId = p1.welcome.roomId;
  p2 = await joinTable(server, roomId, { label: "ids-p2", name: "Bob" });
  spectator = await joinTable(server, roomId, { label: "ids-spectator", role: "spectator", name: "Carol" });
  judge = await joinTable(server, roomId, { label: "ids-judge", role: "judge", judgeCode: "ids-judge", name: "Dee" });
  await p1.deck({ demo: "demo-ember-owls" });
  await p2.deck({ demo: "demo-lantern-vigil" });
  await winnerGoesFirst(p1, p2);
  await placeFirstBasic(p1);
  await placeFirstBasic(p2);
  await settle();
  setUp = p1.state.seq;
  await p1.do({ type: "setup.ready" });
  await p2.do({ type: "setup.ready" });
  await settle();
});

afterAll(async () => {
  await server?.shutdown();
});

describe("a card taken back by an undo", () => {
  it("revealed from the hand: back in the hand under an id the opponent and spectators never read it by", async () => {
    const me = current();
    const hand = mine(me, "hand");
    const card = [...me.zone(hand).cards][0];
    await me.do({ type: "reveal", cards: [{ zone: hand, pid: card.pid }] });
    await settle();
    for (const other of [waiting(), spectator]) expect(faces.get(other)!.has(card.pid), other.label).toBe(true);
    await undoLast(me);
    for (const other of [waiting(), spectator]) {
      expect(other.pids(hand), other.label).not.toContain(card.pid);
      expect(other.faces(hand).every((face) => face === "")).toBe(true);
    }
    expect(me.pids(hand)).toHaveLength(me.faces(hand).filter(Boolean).length);
  });

  it("played face up from the hand: back in the hand under neither the id it left the hand by nor the one it was played under", async () => {
    const me = current();
    const hand = mine(me, "hand");
    const card = [...me.zone(hand).cards][0];
    await me.do({ type: "move", cards: [{ zone: hand, pid: card.pid }], to: { zone: mine(me, "discard") } });
    await settle();
    const played = spectator.pids(mine(me, "discard"))[0]!;
    await undoLast(me);
    // The opponent saw the card leave the hand by its old id: that one tells which card it is too.
    for (const other of [waiting(), spectator]) for (const pid of [card.pid, played]) expect(other.pids(hand), other.label).not.toContain(pid);
  });
});

describe("a judge's rewind", () => {
  it("revealed, hidden again and rewound past both: the hand shows none of the ids it had", async () => {
    await settle();
    const point = judge.log.at(-1)!.seq;
    const me = current();
    const hand = mine(me, "hand");
    const before = waiting().pids(hand);
    const card = [...me.zone(hand).cards][0];
    await me.do({ type: "reveal", cards: [{ zone: hand, pid: card.pid }] });
    await me.do({ type: "hide", cards: [{ zone: hand, pid: card.pid }] });
    await settle();
    expect((await judge.rewind({ line: point })).ok).toBe(true);
    await settle();
    for (const other of [waiting(), spectator]) expect(other.pids(hand).filter((pid) => [...before, card.pid].includes(pid)), other.label).toEqual([]);
  });

  it("to setup: the Actives turned up when play began lie face down under ids nobody else read them by", async () => {
    const actives = [p1, p2].map((seat) => judge.zone(mine(seat, "active")).slots[0].cards[0].pid as string);
    expect((await judge.rewind({ seq: setUp })).ok).toBe(true);
    await settle();
    for (const [i, owner] of [p1, p2].entries()) {
      const key = mine(owner, "active");
      for (const other of [owner === p1 ? p2 : p1, spectator]) {
        const active = other.zone(key).slots[0].cards[0];
        expect(active.face, other.label).toBeUndefined();
        expect(active.pid, other.label).not.toBe(actives[i]);
      }
      expect(owner.zone(key).slots[0].cards[0].face?.defId).toBeTruthy();
    }
  });

  it("and the game records tell the same: no card face down in one step under an id read face up in an earlier one", async () => {
    for (const seat of [p1, p2, spectator]) expect(followedInRecord(await seat.record()), seat.label).toEqual([]);
  });
});
