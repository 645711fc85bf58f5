/**
 * "Play again" (protocol.md, The next game): once a game is over, either player starts the next
 * one at a new table. Both players sit down in the seats they had, with their seat tokens, and
 * no stranger can; the password, the judge code, spectator chat and the room name stay the
 * table's; each deck goes in as the finished table held it, shuffled afresh, and the coin is
 * flipped again. Everyone at the finished table is shown where the next game is.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { matchMaker } from "@colyseus/core";
import { MESSAGES, type NextGameReply, type TableState } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeFirstBasic, winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { truthOf } from "./support/truth";

const PORT = 2596;
let server: TestServer;
let alice: Seat, bob: Seat, watcher: Seat;
let roomId: string;

const askNextGame = (seat: Seat): Promise<NextGameReply> => seat.room.request(MESSAGES.nextGame);
const tables = async () => (await matchMaker.query({ name: "table" })).length;

/** Each seat's cards on a table, wherever they lie, as sorted card ids. */
function cardsOwned(state: TableState, seat: "p1" | "p2"): string[] {
  const ids: string[] = [];
  for (const zone of Object.values(state.zones)) {
    const cards = zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : []));
    for (const card of cards) if (card.owner === seat) ids.push(card.defId);
  }
  return ids.sort();
}

/** The deck a seat loaded at a table, from its history: sorted card ids. */
function deckLoaded(roomId: string, seat: "p1" | "p2"): string[] {
  const load = truthOf(roomId).history.findLast((entry) => entry.actor.seat === seat && entry.action.type === "deck.load");
  if (!load || load.action.type !== "deck.load") throw new Error(`${seat} loaded no deck`);
  return load.action.cards.flatMap(({ def, count }) => Array<string>(count).fill(def.id)).sort();
}

/** A new table with a judge, both demo decks in and the opening hands dealt. */
async function dealtTable(label: string, seed: number): Promise<{ p1: Seat; p2: Seat; judge: Seat; id: string }> {
  const p1 = await createTable(server, { roomName: label, seed, judgeCode: `${label}-judge` }, { label: `${label}-p1`, name: "Dana" });
  const id = p1.welcome.roomId;
  const p2 = await joinTable(server, id, { label: `${label}-p2`, name: "Eli" });
  const judge = await joinTable(server, id, { label: `${label}-judge`, role: "judge", judgeCode: `${label}-judge` });
  expect((await p1.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
  expect((await p2.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
  await winnerGoesFirst(p1, p2);
  return { p1, p2, judge, id };
}

beforeAll(async () => {
  server = await startPlaymat(PORT);
  alice = await createTable(server, { roomName: "Friday night", seed: 5, password: "owls", judgeCode: "ng-judge", spectatorChat: true }, { label: "ng-p1", name: "Alice" });
  roomId = alice.welcome.roomId;
  bob = await joinTable(server, roomId, { label: "ng-p2", name: "Bob", password: "owls" });
  watcher = await joinTable(server, roomId, { label: "ng-watcher", name: "Carol", role: "spectator", password: "owls" });
  expect((await alice.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
  expect((await bob.deck({ demo: "demo-lantern-vigil" })).ok).toBe(true);
  await winnerGoesFirst(alice, bob);
});

afterAll(async () => {
  await server?.shutdown();
});

describe("the next game", () => {
  let nextId: string;
  let finished: TableState;

  it("can't start while the game is on, and nothing changes", async () => {
    const before = await tables();
    expect(await askNextGame(alice)).toEqual({ ok: false, error: { code: "next-game.not-over", message: "The next game starts once this one is over." } });
    await bob.settle();
    expect(bob.state.nextTable ?? "").toBe("");
    expect(await tables()).toBe(before);
  });

  it("is the players' to start: a spectator is told so", async () => {
    await bob.do({ type: "concede" });
    await Promise.all([alice.settle(), watcher.settle()]);
    expect(alice.state.phase).toBe("finished");
    const reply = await askNextGame(watcher);
    expect(reply).toMatchObject({ ok: false, error: { code: "next-game.players" } });
    await watcher.settle();
    expect(watcher.state.nextTable ?? "").toBe("");
  });

  it("is one new table whoever asks, both at once included, and everyone at the old one is shown it", async () => {
    finished = truthOf(roomId).state;
    const before = await tables();
    const [fromAlice, fromBob] = await Promise.all([askNextGame(alice), askNextGame(bob)]);
    expect(fromAlice.ok).toBe(true);
    nextId = (fromAlice as { roomId: string }).roomId;
    expect(fromBob).toEqual({ ok: true, roomId: nextId });
    expect(nextId).not.toBe(roomId);
    expect(await tables()).toBe(before + 1);
    // Asked again later, the same table.
    expect(await askNextGame(bob)).toEqual({ ok: true, roomId: nextId });
    await Promise.all([alice.settle(), bob.settle(), watcher.settle()]);
    for (const seat of [alice, bob, watcher]) {
      expect(seat.state.nextTable).toBe(nextId);
      expect(["p1", "p2"]).toContain(seat.state.nextTableBy);
    }
    // The room list names the table the next one follows: a browser that sat there uses its seat token for it.
    const { rooms } = (await (await fetch(`${server.url}/api/rooms`)).json()) as { rooms: { roomId: string; previousTable?: string }[] };
    expect(rooms.find((r) => r.roomId === nextId)?.previousTable).toBe(roomId);
    expect(rooms.find((r) => r.roomId === roomId)?.previousTable).toBeUndefined();
  });

  it("seats each player in the same seat by the seat token their browser holds, and no stranger", async () => {
    const stranger = joinTable(server, nextId, { label: "ng-stranger", name: "Eve", password: "owls" });
    await expect(stranger).rejects.toThrow(/Both seats are taken/);
    await expect(joinTable(server, nextId, { label: "ng-no-password", name: "Eve", seatToken: alice.welcome.seatToken })).rejects.toThrow(/password/);
    const nextAlice = await joinTable(server, nextId, { label: "ng-p1-next", name: "Alice", password: "owls", seatToken: alice.welcome.seatToken });
    const nextBob = await joinTable(server, nextId, { label: "ng-p2-next", name: "Bob", password: "owls", seatToken: bob.welcome.seatToken });
    expect(nextAlice.welcome).toMatchObject({ role: "player", seat: "p1", roomId: nextId });
    expect(nextBob.welcome).toMatchObject({ role: "player", seat: "p2", roomId: nextId });
    // The same token goes on working; the server keeps only its hash. Nobody is told the judge
    // code at the new table: the server never had it in clear there.
    expect(nextAlice.welcome.seatToken).toBe(alice.welcome.seatToken);
    expect([nextAlice.welcome.judgeCode, nextBob.welcome.judgeCode]).toEqual([undefined, undefined]);
    await nextBob.settle();
    expect(nextBob.state.players.get("p1").name).toBe("Alice");
    expect(nextBob.state.name).toBe("Friday night");
    expect(nextBob.state.hasPassword).toBe(true);
    expect(nextBob.state.spectatorChat).toBe(true);
  });

  it("loads each deck as the finished table held it, and flips the coin again before any hand is dealt", async () => {
    const next = truthOf(nextId).state;
    expect(next.phase).toBe("setup");
    expect(next.seq).toBe(2);
    for (const seat of ["p1", "p2"] as const) {
      expect(next.players[seat].deckSubmitted).toBe(true);
      expect(cardsOwned(next, seat)).toEqual(cardsOwned(finished, seat));
      expect(next.zones[`${seat}.hand`]).toMatchObject({ cards: [] });
    }
    expect(["p1", "p2"]).toContain(next.turn.won);
    const judge = await joinTable(server, nextId, { label: "ng-judge", role: "judge", judgeCode: "ng-judge", password: "owls" });
    expect(judge.welcome.role).toBe("judge");
    // Each deck loaded and shuffled, then a fresh coin flip whose winner chooses: nobody has drawn.
    expect(judge.log.map((line) => line.key)).toEqual(["deck.loaded", "shuffle", "deck.loaded", "shuffle", "first.won", "phase.setup"]);
  });

  it("is a game like any other: it can be played, and it has a next game of its own", async () => {
    const nextAlice = await joinTable(server, nextId, { label: "ng-p1-again", password: "owls", seatToken: alice.welcome.seatToken });
    const nextBob = await joinTable(server, nextId, { label: "ng-p2-again", password: "owls", seatToken: bob.welcome.seatToken });
    await winnerGoesFirst(nextAlice, nextBob);
    expect(nextAlice.zone("p1.hand").cards.length).toBe(7);
    await nextAlice.do({ type: "concede" });
    const third = await askNextGame(nextBob);
    expect(third.ok).toBe(true);
    expect((third as { roomId: string }).roomId).not.toBe(nextId);
  });
});

describe("the decks the next game starts with", () => {
  it("are the decks loaded at the finished table, wherever their cards lay when it ended", async () => {
    const { p1, p2, judge, id } = await dealtTable("nd", 9);
    await placeFirstBasic(p1);
    // Dana's cards: one in Eli's hand, one as the Stadium, one attached to her Active Pokémon and one under it.
    const top = { zone: "p1.deck", at: 0 };
    await judge.do({ type: "move", cards: [top], to: { zone: "p2.hand" } }, "p1");
    await judge.do({ type: "move", cards: [top], to: { zone: "stadium" } }, "p1");
    await judge.do({ type: "move", cards: [top], to: { zone: "p1.active", slot: 0, as: "attach" } }, "p1");
    await judge.do({ type: "move", cards: [top], to: { zone: "p1.active", slot: 0, as: "under" } }, "p1");
    // Eli is looking at three of his cards when he concedes.
    await p2.do({ type: "look", zone: "p2.deck", from: "top", count: 3 });
    await p2.do({ type: "concede" });
    const reply = await askNextGame(p1);
    expect(reply.ok).toBe(true);
    const next = truthOf((reply as { roomId: string }).roomId).state;
    for (const seat of ["p1", "p2"] as const) {
      expect(cardsOwned(next, seat)).toHaveLength(60);
      expect(cardsOwned(next, seat)).toEqual(deckLoaded(id, seat));
      expect(next.zones[`${seat}.deck`]).toMatchObject({ layout: "pile" });
      expect((next.zones[`${seat}.deck`] as { cards: unknown[] }).cards).toHaveLength(60);
    }
  });
});

describe("a game that ended before both players sat down with a deck", () => {
  it("has no next game: the empty seat would be a stranger's to take", async () => {
    const solo = await createTable(server, { roomName: "Alone", seed: 3 }, { label: "solo-p1", name: "Finn" });
    expect((await solo.deck({ demo: "demo-ember-owls" })).ok).toBe(true);
    await solo.do({ type: "concede" });
    await solo.settle();
    expect(solo.state.phase).toBe("finished");
    const before = await tables();
    expect(await askNextGame(solo)).toMatchObject({ ok: false, error: { code: "next-game.seats" } });
    expect(await tables()).toBe(before);
  });
});

describe("a finished game a judge rewinds into play", () => {
  it("loses its link to the next game, which plays on by itself; ended again, it gets a new one", async () => {
    const { p1, p2, judge, id } = await dealtTable("rw", 4);
    await p2.do({ type: "concede" });
    const first = (await askNextGame(p1)) as { ok: true; roomId: string };
    expect(first.ok).toBe(true);
    expect((await judge.rewind({ seq: truthOf(id).state.seq - 1 })).ok).toBe(true);
    await Promise.all([p1.settle(), p2.settle()]);
    expect(p2.state.phase).not.toBe("finished");
    expect(p2.state.nextTable).toBe("");
    expect(await askNextGame(p1)).toMatchObject({ ok: false, error: { code: "next-game.not-over" } });
    await p1.do({ type: "concede" });
    const second = (await askNextGame(p2)) as { ok: true; roomId: string };
    expect(second.ok).toBe(true);
    expect(second.roomId).not.toBe(first.roomId);
    await p1.settle();
    expect(p1.state.nextTable).toBe(second.roomId);
    expect(p1.state.nextTableBy).toBe("p2");
  });
});
