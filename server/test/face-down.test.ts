/**
 * A card asked to go face down into a pile that shows its cards (the discard pile, the Lost
 * Zone, the resolving area, the Stadium, the hand) is refused with `move.face-down`, and the
 * opponent and a spectator receive nothing of it: their tables and logs stay as they were, and
 * the card's marker never reaches their bytes (issue 36, item 1: it used to land face up).
 * Into play, a face-down card stays hidden from them.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { winnerGoesFirst } from "./support/demo-setup";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2581;
const decks = { p1: markerDeck("FDA", "fa"), p2: markerDeck("FDB", "fb") };

let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat;

const hand = () => [...p1.zone("p1.hand").cards] as { pid: string; face: { defId: string; name: string } }[];
const settled = () => Promise.all([p1, p2, spectator].map((s) => s.settle()));
/** What the opponent's and the spectator's screens show, log included. */
const screens = () => [p2, spectator].map((s) => ({ table: s.screen(), log: s.log.length }));

beforeAll(async () => {
  server = await startPlaymat(PORT);
  await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
  p1 = await createTable(server, { roomName: "Face down", seed: 7 }, { label: "fd-p1", name: "Alice" });
  p2 = await joinTable(server, p1.welcome.roomId, { label: "fd-p2", name: "Bob" });
  spectator = await joinTable(server, p1.welcome.roomId, { label: "fd-spectator", role: "spectator", name: "Carol" });
  expect((await p1.deck({ list: decks.p1.list })).ok).toBe(true);
  expect((await p2.deck({ list: decks.p2.list })).ok).toBe(true);
  await winnerGoesFirst(p1, p2, spectator);
}, 30_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("a face-down move into a pile that shows its cards", () => {
  it("is refused, and the opponent's and the spectator's screens, logs and bytes show nothing of it", async () => {
    const card = hand()[0]!;
    const marker = markerOf(card.face.defId);
    const before = screens();
    for (const zone of ["p1.discard", "p1.lost", "p1.resolving", "stadium", "p1.hand"]) {
      const reply = await p1.act({ type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone, faceDown: true } });
      expect(reply, zone).toMatchObject({ ok: false, error: { code: "move.face-down" } });
    }
    await settled();
    expect(screens()).toEqual(before);
    expect(hand().map((c) => c.pid)).toContain(card.pid);
    for (const label of ["fd-p2", "fd-spectator"]) expect(received(label).includes(marker), `${label} received ${marker}`).toBe(false);

    // Not vacuous: the same card discarded face up reaches both.
    await p1.do({ type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.discard" } });
    await settled();
    for (const label of ["fd-p2", "fd-spectator"]) expect(received(label)).toContain(marker);
  });

  it("into play, a face-down Pokémon is accepted and stays hidden from the opponent and the spectator", async () => {
    const basic = hand().find((c) => c.face.name.startsWith("Basic"))!;
    const marker = markerOf(basic.face.defId);
    await p1.do({ type: "move", cards: [{ zone: "p1.hand", pid: basic.pid }], to: { zone: "p1.bench", slot: 0, faceDown: true } });
    await settled();
    expect(p1.zone("p1.bench").slots[0].cards[0].face.defId).toBe(basic.face.defId);
    expect(p2.zone("p1.bench").slots[0].cards[0].face).toBeUndefined();
    for (const label of ["fd-p2", "fd-spectator"]) expect(received(label).includes(marker), `${label} received ${marker}`).toBe(false);
  });
});
