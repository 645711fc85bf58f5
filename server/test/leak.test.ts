/**
 * No secret reaches a screen that may not see it. Every card carries a unique marker; a game
 * runs through deals, a mulligan, face-down setup, draws, shuffles, looks, searches, reveals,
 * prizes, approved requests, judge moves and moves back into hidden zones; then the raw bytes
 * each client received are searched for every marker it was never entitled to.
 *
 * Entitlement is restated here from the rules (seed 001 §11), not taken from the engine:
 * hands and looked-at cards to the player holding them; cards in play, discard, Lost Zone, resolving and
 * stadium to everyone unless face down (then to their owner); deck and prizes to nobody;
 * revealed cards and a mulligan's hand to everyone; judges everything. A player also knows
 * its own deck list (it pasted it, and its import report names every card), and someone who
 * joins late may read the log's history: what its seat could have seen all along.
 */
import { matchMaker } from "@colyseus/core";
import type { Seat as SeatId, TableState } from "@playmat/shared";
import { PTCG_SECRECY } from "@playmat/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyCard, mayKnow } from "./support/leak-oracle";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { winnerGoesFirst } from "./support/demo-setup";
import { received } from "./support/record-websocket";

const LABELS = ["p1", "p2", "spectator", "judge", "late-spectator", "p1-again"] as const;
type Label = (typeof LABELS)[number];
const viewerOfLabel: Record<Label, SeatId | "spectator" | "judge"> = {
  p1: "p1", p2: "p2", spectator: "spectator", judge: "judge", "late-spectator": "spectator", "p1-again": "p1",
};

let server: TestServer;
let roomId: string;
const decks = { p1: markerDeck("LKA", "a"), p2: markerDeck("LKB", "b") };
const entitled = new Map<Label, Set<string>>(LABELS.map((l) => [l, new Set<string>()]));
const clients: Partial<Record<Label, Seat>> = {};

function truth(): TableState {
  return (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState } }).session.state;
}

/** Records what each connected client may know now. Called before and after every action. */
function noteEntitlements(connected: readonly Label[]): void {
  for (const { card, zone, holder } of everyCard(truth())) {
    for (const label of connected) {
      if (mayKnow(PTCG_SECRECY, viewerOfLabel[label], card, zone, holder)) entitled.get(label)!.add(markerOf(card.defId));
    }
  }
}

function connectedLabels(): Label[] {
  return LABELS.filter((l) => clients[l]);
}

async function step(seat: Seat, run: () => Promise<unknown>): Promise<void> {
  noteEntitlements(connectedLabels());
  await run();
  await Promise.all(Object.values(clients).map((c) => c!.settle()));
  noteEntitlements(connectedLabels());
}

function cardsIn(seat: Seat, key: string): any[] {
  return [...(seat.zone(key)?.cards ?? [])];
}
const kindOf = (c: any) => String(c.face?.name ?? "").split(" ")[0];

async function playScript(): Promise<void> {
  const p1 = clients.p1!, p2 = clients.p2!, judge = clients.judge!;
  const players = { p1, p2 };

  // Setup: decks, a mulligan (its hand is shown to all), face-down Pokémon, prizes.
  await step(p1, () => p1.deck({ list: decks.p1.list }));
  await step(p2, () => p2.deck({ list: decks.p2.list }));
  // Seed 001 §5: before the coin flip's winner chooses, nobody holds a card, and no screen got one
  // from the other deck (a player's own deck list is in its import report, so only the other's is sought).
  for (const label of connectedLabels()) {
    const seen = received(label);
    const viewer = viewerOfLabel[label];
    for (const seat of ["p1", "p2"] as const) {
      expect(clients[label]!.zone(`${seat}.hand`).cards.length, `${label} sees ${seat}'s hand`).toBe(0);
      if (viewer === seat || viewer === "judge") continue;
      expect(decks[seat].markers.filter((m) => seen.includes(m)), `${label} got cards of ${seat}'s deck`).toEqual([]);
    }
  }
  await step(p1, () => winnerGoesFirst(p1, p2));
  const p1Hand = cardsIn(p1, "p1.hand").map((c) => markerOf(c.face.defId));
  await step(p1, () => p1.do({ type: "setup.mulligan" }));
  for (const label of connectedLabels()) for (const m of p1Hand) entitled.get(label)!.add(m);
  for (const seat of ["p1", "p2"] as const) {
    const me = players[seat];
    // A judge hands each player a Basic from the deck when the hand has none.
    if (!cardsIn(me, `${seat}.hand`).some((c) => kindOf(c) === "Basic")) {
      const at = judge.hidden[`${seat}.deck`]!.findIndex((c) => c.name.startsWith("Basic"));
      await step(judge, () => judge.do({ type: "move", cards: [{ zone: `${seat}.deck`, at }], to: { zone: `${seat}.hand` } }, seat));
    }
    const basics = cardsIn(me, `${seat}.hand`).filter((c) => kindOf(c) === "Basic");
    await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: basics[0].pid }], to: { zone: `${seat}.active`, slot: 0 } }));
    if (basics[1]) await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: basics[1].pid }], to: { zone: `${seat}.bench`, slot: 0 } }));
  }
  await step(p1, () => p1.do({ type: "setup.ready" }));
  await step(p2, () => p2.do({ type: "setup.ready" }));

  for (let turn = 0; turn < 6; turn++) {
    const seat = truth().turn.current!;
    const me = players[seat];
    const foe = seat === "p1" ? p2 : p1;
    const foeSeat = seat === "p1" ? "p2" : "p1";
    await step(me, () => me.do({ type: "draw", count: 2 }));
    // Look at the top 3 privately, put them back in a new order; search the deck, take one, shuffle.
    await step(me, () => me.do({ type: "look", zone: `${seat}.deck`, from: turn % 2 ? "bottom" : "top", count: 3 }));
    const lookedAt = cardsIn(me, `${seat}.looking`).map((c) => c.pid);
    await step(me, () => me.do({ type: "look.order", order: [...lookedAt].reverse() }));
    await step(me, () => me.do({ type: "look.end", to: turn % 2 ? "bottom" : "top" }));
    await step(me, () => me.do({ type: "search", zone: `${seat}.deck` }));
    const found = cardsIn(me, `${seat}.looking`)[turn]!;
    await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.looking`, pid: found.pid }], to: { zone: `${seat}.hand` } }));
    await step(me, () => me.do({ type: "look.end", to: "shuffle" }));
    // Reveal a hand card to everyone, then hide it again.
    const shown = cardsIn(me, `${seat}.hand`)[0]!;
    await step(me, () => me.do({ type: "reveal", cards: [{ zone: `${seat}.hand`, pid: shown.pid }] }));
    const again = cardsIn(me, `${seat}.hand`).find((c) => c.revealed)!;
    await step(me, () => me.do({ type: "hide", cards: [{ zone: `${seat}.hand`, pid: again.pid }] }));
    // A hand card back on top of the deck; a discarded card shuffled back in.
    const back = cardsIn(me, `${seat}.hand`)[1]!;
    await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: back.pid }], to: { zone: `${seat}.deck`, at: "top" } }));
    const tossed = cardsIn(me, `${seat}.hand`)[0]!;
    await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: tossed.pid }], to: { zone: `${seat}.discard` } }));
    const discarded = cardsIn(me, `${seat}.discard`)[0]!;
    await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.discard`, pid: discarded.pid }], to: { zone: `${seat}.deck`, at: 2 } }));
    await step(me, () => me.do({ type: "shuffle", zone: `${seat}.deck` }));
    // Play a Basic face up, then turn it face down and back up.
    const basic = cardsIn(me, `${seat}.hand`).find((c) => kindOf(c) === "Basic");
    const free = [...me.zone(`${seat}.bench`).slots].findIndex((s: any) => s.sid === "");
    if (basic && free >= 0) {
      await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: basic.pid }], to: { zone: `${seat}.bench`, slot: free } }));
      const placed = me.zone(`${seat}.bench`).slots[free].cards[0];
      await step(me, () => me.do({ type: "flip", cards: [{ zone: `${seat}.bench`, pid: placed.pid }], faceDown: true }));
      const down = me.zone(`${seat}.bench`).slots[free].cards[0];
      if (turn % 2 === 0) await step(me, () => me.do({ type: "flip", cards: [{ zone: `${seat}.bench`, pid: down.pid }], faceDown: false }));
      else await step(me, () => me.do({ type: "move", cards: [{ zone: `${seat}.bench`, pid: down.pid }], to: { zone: `${seat}.hand` } }));
    }
    // The opponent asks for a random card of this hand to be discarded; the owner approves.
    await step(foe, () => foe.do({ type: "request", action: { type: "move", cards: [{ zone: `${seat}.hand`, random: true }], to: { zone: `${seat}.discard` } } }));
    const prompt = [...me.state.prompts].find((p: any) => p.kind === "approve-action" && p.to === seat);
    await step(me, () => me.do({ type: "prompt.answer", prompt: prompt.id, accept: true }));
    // A prize, and a judge correction that puts a hand card under the prizes.
    await step(me, () => me.do({ type: "prize.take" }));
    const hidden = cardsIn(judge, `${seat}.hand`)[0]!;
    await step(judge, () => judge.do({ type: "move", cards: [{ zone: `${seat}.hand`, pid: hidden.pid }], to: { zone: `${seat}.prize` } }, seat));
    await step(me, () => me.do({ type: "coin", count: 2 }));
    await step(me, () => me.do({ type: "counter", stack: { zone: `${foeSeat}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 }));
    await step(me, () => me.do({ type: "turn.end" }));
  }
}

beforeAll(async () => {
  server = await startPlaymat(2572);
  for (const seat of ["p1", "p2"] as const) for (const m of decks[seat].markers) entitled.get(seat)!.add(m);
  await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
  clients.p1 = await createTable(server, { roomName: "Leak", seed: 5, judgeCode: "leak-judge" }, { label: "p1", name: "Alice" });
  roomId = clients.p1.welcome.roomId;
  clients.p2 = await joinTable(server, roomId, { label: "p2", name: "Bob" });
  clients.spectator = await joinTable(server, roomId, { label: "spectator", role: "spectator" });
  clients.judge = await joinTable(server, roomId, { label: "judge", role: "judge", judgeCode: "leak-judge" });
  await playScript();
  // Late arrivals get a full snapshot: a new spectator, and player 1 from a fresh connection.
  entitled.set("late-spectator", new Set(entitled.get("spectator")));
  entitled.set("p1-again", new Set(entitled.get("p1")));
  clients["late-spectator"] = await joinTable(server, roomId, { label: "late-spectator", role: "spectator" });
  clients["p1-again"] = await joinTable(server, roomId, { label: "p1-again", seatToken: clients.p1.welcome.seatToken });
  // The newer connection takes the seat over; the old one is closed by the server.
  await Promise.all([clients["late-spectator"], clients["p1-again"], clients.p2].map((c) => c!.settle()));
  noteEntitlements(["late-spectator", "p1-again"]);
}, 120_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("secret information on the wire", () => {
  for (const label of LABELS) {
    it(`${label} receives no marker of a card it was never entitled to see`, () => {
      const bytes = received(label);
      expect(bytes.length).toBeGreaterThan(1000);
      const all = [...decks.p1.markers, ...decks.p2.markers];
      const leaked = all.filter((m) => bytes.includes(m) && !entitled.get(label)!.has(m));
      expect(leaked).toEqual([]);
    });
  }

  it("the oracle is not vacuous: every screen knows some cards, none but the judge's knows all", () => {
    expect(entitled.get("judge")!.size).toBe(120);
    for (const label of ["p1", "p2", "spectator", "late-spectator"] as const) {
      expect(entitled.get(label)!.size).toBeGreaterThan(10);
      expect(entitled.get(label)!.size).toBeLessThan(120);
    }
    // Cards of player 1 that its opponent never saw exist, and reached the judge's screen.
    const secretToP2 = decks.p1.markers.filter((m) => !entitled.get("p2")!.has(m));
    expect(secretToP2.length).toBeGreaterThan(20);
    for (const m of secretToP2) expect(received("judge")).toContain(m);
  });

  it("the reconnected player sees its own hand again, and the opponent's hand only as backs", () => {
    const again = clients["p1-again"]!;
    expect(cardsIn(again, "p1.hand").every((c) => c.face?.name)).toBe(true);
    expect(cardsIn(again, "p2.hand").every((c) => c.face === undefined)).toBe(true);
    expect(again.welcome.seat).toBe("p1");
  });
});
