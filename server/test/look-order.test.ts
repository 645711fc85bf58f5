/**
 * Reordering the cards being looked at (look.order) tells the opponent that they were reordered
 * and nothing else: the bytes its client receives from then on hold no name or marker of those
 * cards, and the ids it sees in the looking area are all new, so it can't follow a card from its
 * old place to its new one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { winnerGoesFirst } from "./support/demo-setup";
import { markerDeck, markerOf } from "./support/marker-decks";
import { createTable, joinTable, startPlaymat, type Seat, type TestServer } from "./support/playmat";
import { received } from "./support/record-websocket";

let server: TestServer;
let alice: Seat, bob: Seat;
/** The three cards Alice looks at, in deck order, as her client reads them. */
let looked: { pid: string; marker: string; name: string }[] = [];
const decks = { p1: markerDeck("LOA", "o"), p2: markerDeck("LOB", "r") };

beforeAll(async () => {
  server = await startPlaymat(2593);
  await server.cards.importSet([...decks.p1.cards, ...decks.p2.cards]);
  alice = await createTable(server, { roomName: "Reorder", seed: 7 }, { label: "order-p1", name: "Alice" });
  bob = await joinTable(server, alice.welcome.roomId, { label: "order-p2", name: "Bob" });
  await alice.deck({ list: decks.p1.list });
  await bob.deck({ list: decks.p2.list });
  await winnerGoesFirst(alice, bob);
  await alice.do({ type: "look", zone: "p1.deck", from: "top", count: 3 });
  await Promise.all([alice.settle(), bob.settle()]);
}, 60_000);

afterAll(async () => {
  await server?.shutdown();
});

describe("reordering the cards looked at, as the opponent receives it", () => {
  it("Bob learns only that Alice reordered the cards: no name, no marker, no id he saw before", async () => {
    looked = [...alice.zone("p1.looking").cards].map((c: any) => ({ pid: c.pid as string, marker: markerOf(c.face.defId), name: c.face.name as string }));
    expect(looked).toHaveLength(3);
    const idsBobSaw = bob.pids("p1.looking");
    expect(bob.faces("p1.looking")).toEqual(["", "", ""]);
    const bytesBefore = received("order-p2").length;

    await alice.do({ type: "look.order", order: [looked[2]!.pid, looked[0]!.pid, looked[1]!.pid] });
    await Promise.all([alice.settle(), bob.settle()]);

    const bytes = received("order-p2").slice(bytesBefore);
    expect(bytes.length).toBeGreaterThan(0);
    for (const card of looked) {
      expect(bytes).not.toContain(card.marker);
      expect(bytes).not.toContain(card.name);
    }
    expect(bob.faces("p1.looking")).toEqual(["", "", ""]);
    expect(bob.pids("p1.looking").filter((pid) => idsBobSaw.includes(pid))).toEqual([]);
    expect(bob.log.at(-1)).toMatchObject({ key: "look.reordered", params: { zone: "p1.looking", count: 3 } });
  });

  it("Alice sees her cards in the order she chose", () => {
    expect(alice.faces("p1.looking")).toEqual([looked[2]!.name, looked[0]!.name, looked[1]!.name]);
    expect(alice.log.at(-1)).toMatchObject({ key: "look.reordered" });
  });

  it("a bad order is refused with a clear error, and the table does not change", async () => {
    const before = alice.pids("p1.looking");
    const reply = await alice.act({ type: "look.order", order: [before[0]!, before[0]!, before[1]!] });
    expect(reply).toMatchObject({ ok: false, error: { code: "look.order" } });
    const byBob = await bob.act({ type: "look.order", order: [...before].reverse() });
    expect(byBob).toMatchObject({ ok: false, error: { code: "looking.none" } });
    await alice.settle();
    expect(alice.pids("p1.looking")).toEqual(before);
  });
});
