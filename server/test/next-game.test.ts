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
import { winnerGoesFirst } from "./support/demo-setup";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { truthOf } from "./support/truth";

const PORT = 2596;
let server: TestServer;
let alice: Seat, bob: Seat, watcher: Seat;
let roomId: string;

const askNextGame = (seat: Seat): Promise<NextGameReply> => seat.room.request(MESSAGES.nextGame);
const tables = async () => (await matchMaker.query({ name: "table" })).length;

/** Each seat's cards, wherever they lie, as sorted card ids. */
function cardsOwned(state: TableState, seat: "p1" | "p2"): string[] {
  const ids: string[] = [];
  for (const zone of Object.values(state.zones)) {
    const cards = zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : []));
    for (const card of cards) if (card.owner === seat) ids.push(card.defId);
  }
  return ids.sort();
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
  });

  it("seats each player in the same seat by the seat token their browser holds, and no stranger", async () => {
    const stranger = joinTable(server, nextId, { label: "ng-stranger", name: "Eve", password: "owls" });
    await expect(stranger).rejects.toThrow(/Both seats are taken/);
    await expect(joinTable(server, nextId, { label: "ng-no-password", name: "Eve", seatToken: alice.welcome.seatToken })).rejects.toThrow(/password/);
    const nextAlice = await joinTable(server, nextId, { label: "ng-p1-next", name: "Alice", password: "owls", seatToken: alice.welcome.seatToken });
    const nextBob = await joinTable(server, nextId, { label: "ng-p2-next", name: "Bob", password: "owls", seatToken: bob.welcome.seatToken });
    expect(nextAlice.welcome).toMatchObject({ role: "player", seat: "p1", roomId: nextId });
    expect(nextBob.welcome).toMatchObject({ role: "player", seat: "p2", roomId: nextId });
    // The server keeps only a hash of a seat token: the new table sends none back.
    expect(nextAlice.welcome.seatToken).toBe(alice.welcome.seatToken);
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
