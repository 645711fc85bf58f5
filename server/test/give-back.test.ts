/**
 * A card dropped on the opponent's hand, and handed back (protocol.md, Authority): on the wire,
 * the player who dropped it sees one more face-down card and never the faces of the hand it
 * went into; the player holding it sees it and may give it back to its owner's hand, and
 * nowhere of its own; its face tells him it is Alice's (sync/project-owner.test.ts: nobody
 * else's bytes change). Checked with marker decks on the raw bytes each screen received.
 */
import { matchMaker } from "@colyseus/core";
import type { TableState } from "@playmat/shared";
import { PTCG_SECRECY } from "@playmat/shared/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { winnerGoesFirst } from "./support/demo-setup";
import { Entitlements } from "./support/leak-oracle";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

const PORT = 2594;
let server: TestServer;
const decks = { p1: markerDeck("GBA", "g"), p2: markerDeck("GBB", "h") };
const markers = [...decks.p1.markers, ...decks.p2.markers];
const entitled = new Entitlements(PTCG_SECRECY);
let roomId: string;
let alice: Seat, bob: Seat, judge: Seat;

const truth = (): TableState => (matchMaker.getLocalRoomById(roomId) as unknown as { session: { state: TableState } }).session.state;

/** Runs a step and notes what each screen may know before and after it. */
async function step(run: () => Promise<unknown>): Promise<void> {
  entitled.note(truth());
  await run();
  await Promise.all([alice, bob, judge].map((s) => s.settle()));
  entitled.note(truth());
}

const faces = (seat: Seat, key: string): string[] => [...seat.zone(key).cards].map((c: any) => c.face?.defId ?? "");
/** The markers of the cards in a hand, from the table itself. */
function markersIn(key: string): string[] {
  const zone = truth().zones[key]!;
  return zone.layout === "pile" ? zone.cards.map((c) => markerOf(c.defId)) : [];
}

beforeAll(async () => {
  server = await startPlaymat(PORT);
  await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
  alice = await createTable(server, { roomName: "Give back", seed: 11, judgeCode: "gb-judge" }, { label: "g-p1", name: "Alice" });
  roomId = alice.welcome.roomId;
  bob = await joinTable(server, roomId, { label: "g-p2", name: "Bob" });
  judge = await joinTable(server, roomId, { label: "g-judge", role: "judge", judgeCode: "gb-judge" });
  entitled.add("g-p1", "p1", decks.p1.markers);
  entitled.add("g-p2", "p2", decks.p2.markers);
  entitled.add("g-judge", "judge");
  await step(() => alice.deck({ list: decks.p1.list }));
  await step(() => bob.deck({ list: decks.p2.list }));
  await step(() => winnerGoesFirst(alice, bob));
  for (const [seat, me] of [["p1", alice], ["p2", bob]] as const) {
    const at = judge.hidden[`${seat}.deck`]!.findIndex((c) => c.name.startsWith("Basic"));
    await step(() => judge.do({ type: "move", cards: [{ zone: `${seat}.deck`, at }], to: { zone: `${seat}.active`, slot: 0 } }, seat));
    await step(() => me.do({ type: "setup.ready" }));
  }
});

afterAll(async () => {
  await server?.shutdown();
});

describe("a card dropped on the opponent's hand", () => {
  let dropped: string;

  it("is seen by the player holding it; its owner sees one more face-down card and no face of that hand", async () => {
    const card = [...alice.zone("p1.hand").cards][0];
    dropped = card.face.defId;
    const bobHad = bob.zone("p2.hand").cards.length;
    await step(() => alice.do({ type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p2.hand" } }));
    expect(faces(bob, "p2.hand")).toContain(dropped);
    expect(faces(alice, "p2.hand")).toEqual(Array(bobHad + 1).fill(""));
    // Bob's screen is told whose card it is (the face's owner), of that card only.
    expect([...bob.zone("p2.hand").cards].filter((c: any) => c.face?.owner).map((c: any) => [c.face.defId, c.face.owner])).toEqual([[dropped, "p1"]]);
  });

  it("can't be kept: to the holder's own discard pile it is refused, and stays where it is", async () => {
    const pid = [...bob.zone("p2.hand").cards].find((c: any) => c.face?.defId === dropped).pid;
    const reply = await bob.act({ type: "move", cards: [{ zone: "p2.hand", pid }], to: { zone: "p2.discard" } });
    expect(reply).toMatchObject({ ok: false, error: { code: "authority.give-back" } });
    expect(faces(bob, "p2.hand")).toContain(dropped);
  });

  it("is given back to its owner's hand by the player holding it", async () => {
    const pid = [...bob.zone("p2.hand").cards].find((c: any) => c.face?.defId === dropped).pid;
    await step(() => bob.do({ type: "move", cards: [{ zone: "p2.hand", pid }], to: { zone: "p1.hand" } }));
    expect(faces(alice, "p1.hand")).toContain(dropped);
    expect(faces(bob, "p2.hand")).not.toContain(dropped);
  });

  it("leaks nothing: the owner's screen never got a marker of the other hand, nor any screen one it was not entitled to", () => {
    const bobsHand = markersIn("p2.hand");
    expect(bobsHand.length).toBeGreaterThan(5);
    expect(bobsHand.filter((m) => received("g-p1").includes(m))).toEqual([]);
    for (const label of ["g-p1", "g-p2", "g-judge"]) expect(entitled.leaks(label, received(label), markers), label).toEqual([]);
  });
});
