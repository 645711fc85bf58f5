/**
 * A legacy table's setup (seed 002 §2–5) on a real server, judged by the bytes each screen
 * receives: the opponent's cut of Alice's deck tells Bob and Carol (a spectator) only that the
 * deck was cut — no card of it — and Alice reads "Bob cut your deck."; after the deal, Alice's
 * mulligan shows her hand to Bob and Carol (the proof there was no Basic), and nothing else of
 * her deck: not her Prize cards, which went back into it, nor the 7 cards she laid again.
 */
import "./support/record-websocket"; // first: the SDK picks globalThis.WebSocket when it loads
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2603;
const decks = { p1: markerDeck("LSA", "la"), p2: markerDeck("LSB", "lb") };

let server: TestServer;
let p1: Seat, p2: Seat, spectator: Seat;

const settled = () => Promise.all([p1, p2, spectator].map((s) => s.settle()));
const others = ["ls-p2", "ls-spectator"];
/** Alice's deck's markers that reached this screen's bytes. */
const alicesMarkersIn = (label: string) => decks.p1.markers.filter((m) => received(label).includes(m));

beforeAll(async () => {
  server = await startPlaymat(PORT);
  await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
  p1 = await createTable(server, { roomName: "Legacy setup", seed: 11, game: "ptcg-legacy" }, { label: "ls-p1", name: "Alice" });
  p2 = await joinTable(server, p1.welcome.roomId, { label: "ls-p2", name: "Bob" });
  spectator = await joinTable(server, p1.welcome.roomId, { label: "ls-spectator", role: "spectator", name: "Carol" });
  expect((await p1.deck({ list: decks.p1.list })).ok).toBe(true);
  expect((await p2.deck({ list: decks.p2.list })).ok).toBe(true);
  await settled();
}, 30_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("a legacy table's setup, by the bytes", () => {
  it("the opponent's cut names no card of the deck to anyone, and the log says who cut whose deck", async () => {
    await p2.do({ type: "legacy.cut" });
    await settled();
    for (const label of others) expect(alicesMarkersIn(label), label).toEqual([]);
    const line = p1.log.at(-1)!;
    expect(line).toMatchObject({ key: "note.legacy-cut", params: { player: "p1" }, seat: "p2" });
    expect(spectator.log.at(-1)).toMatchObject({ key: "note.legacy-cut", params: { player: "p1" } });
    // A second cut is refused, and changes nothing.
    expect(await p2.act({ type: "legacy.cut" })).toMatchObject({ ok: false, error: { code: "legacy.cut.again" } });
  });

  it("a mulligan shows the hand to the opponent and the spectator, and nothing else of the deck", async () => {
    await p1.do({ type: "legacy.first" });
    await settled();
    const hand = (p1.zone("p1.hand").cards as { face: { defId: string } }[]).map((c) => markerOf(c.face.defId));
    expect(hand).toHaveLength(7);
    expect(p2.zone("p1.prize").count).toBe(6);
    for (const label of others) expect(alicesMarkersIn(label), label).toEqual([]);

    await p1.do({ type: "setup.mulligan" });
    await settled();
    const newHand = (p1.zone("p1.hand").cards as { face: { defId: string } }[]).map((c) => markerOf(c.face.defId));
    expect(newHand).toHaveLength(7);
    expect(p2.zone("p1.prize").count).toBe(6);
    // Exactly the hand shown: not the Prize cards that went back, nor the new hand (a card of it may be one shown, dealt again).
    for (const label of others) expect(alicesMarkersIn(label).sort(), label).toEqual([...hand].sort());
    expect(p2.log.find((e) => e.key === "mulligan")).toMatchObject({ seat: "p1" });
    // Bob may draw one extra card for it; a second is refused.
    await p2.do({ type: "legacy.extra-draw" });
    expect(await p2.act({ type: "legacy.extra-draw" })).toMatchObject({ ok: false, error: { code: "legacy.extra-draw.none" } });
  });
});
