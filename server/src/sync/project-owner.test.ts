/**
 * Whose card a face says it is (projected-card.ts ownerMark), on the bytes each screen is sent.
 * A card Alice dropped on Bob's hand is marked as hers for Bob, who sees it in his hand, as he
 * would see its sleeve. Alice and spectators see neither its face nor that hand's: they are sent
 * exactly the bytes they would be sent were it one of Bob's own cards, in the patch of the drop
 * and in the full state a screen gets on joining.
 */
import { Decoder, Encoder, StateView } from "@colyseus/schema";
import type { TableState, Viewer } from "@playmat/shared";
import { TestTable } from "@playmat/shared/testing";
import { describe, expect, it } from "vitest";
import { TableProjector } from "./project";
import { TableSchema } from "./schema";

const VIEWERS: [string, Viewer][] = [
  ["alice", { role: "player", seat: "p1" }],
  ["bob", { role: "player", seat: "p2" }],
  ["spectator", { role: "spectator" }],
];

/** The bytes each viewer is sent: the patch from `before` to `after`, then the full state of `after`. */
function sent(table: TestTable, before: TableState, after: TableState): Record<string, { patch: Uint8Array; full: Uint8Array }> {
  const schema = new TableSchema();
  const encoder = new Encoder(schema);
  const projector = new TableProjector(table.definition, schema);
  const views = VIEWERS.map(([id, viewer]) => {
    const view = new StateView();
    projector.watch(id, view, viewer);
    return [id, view] as const;
  });
  projector.project(before);
  encoder.discardChanges();
  projector.project(after);
  const out: Record<string, { patch: Uint8Array; full: Uint8Array }> = {};
  const it = { offset: 0 };
  encoder.encode(it);
  const shared = it.offset;
  for (const [id, view] of views) out[id] = { patch: encoder.encodeView(view, shared, { ...it }).slice(), full: new Uint8Array() };
  encoder.discardChanges();
  const all = { offset: 0 };
  encoder.encodeAll(all);
  for (const [id, view] of views) out[id]!.full = encoder.encodeAllView(view, all.offset, { ...all }).slice();
  return out;
}

/** Alice drops the first card of her hand on Bob's hand; the same table with that card Bob's own, for comparison. */
function dropped() {
  const table = new TestTable().startGame("Sprout");
  const before = table.state;
  const card = table.hand("p1")[0]!;
  table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p2.hand" } });
  const after = table.state;
  const hand = after.zones["p2.hand"]!;
  if (hand.layout !== "pile") throw new Error("a hand is a pile");
  const asBobs: TableState = { ...after, zones: { ...after.zones, "p2.hand": { ...hand, cards: hand.cards.map((c) => (c.uid === card.uid ? { ...c, owner: "p2" } : c)) } } };
  const pid = hand.cards.find((c) => c.uid === card.uid)!.pid;
  return { table, before, after, asBobs, pid };
}

/** The table as it would be were every card of `seat`'s zones that seat's own. */
function allOwnedBy(state: TableState, seat: "p1" | "p2"): TableState {
  const zones = Object.fromEntries(
    Object.entries(state.zones).map(([key, zone]) => {
      if (zone.owner !== seat) return [key, zone];
      if (zone.layout === "pile") return [key, { ...zone, cards: zone.cards.map((c) => ({ ...c, owner: seat })) }];
      return [key, { ...zone, slots: zone.slots.map((s) => s && { ...s, cards: s.cards.map((c) => ({ ...c, owner: seat })), attached: s.attached.map((c) => ({ ...c, owner: seat })) }) }];
    }),
  );
  return { ...state, zones } as TableState;
}

describe("a card in the opponent's hand says whose it is, to the player holding it only", () => {
  it("Alice's and spectators' bytes are the same as for one of Bob's own cards; Bob's differ", () => {
    const { table, before, after, asBobs } = dropped();
    const marked = sent(table, before, after);
    const plain = sent(table, before, asBobs);
    for (const id of ["alice", "spectator"]) {
      expect(marked[id]!.patch, id).toEqual(plain[id]!.patch);
      expect(marked[id]!.full, id).toEqual(plain[id]!.full);
    }
    expect(marked.bob!.patch).not.toEqual(plain.bob!.patch);
  });

  it("Bob decodes the card as Alice's, and every other card of his hand as nobody else's", () => {
    const { table, before, after, pid } = dropped();
    const state = new TableSchema();
    new Decoder(state).decode(sent(table, before, after).bob!.full);
    const owners = [...state.zones.get("p2.hand")!.cards].map((c) => [c.pid, c.face?.owner ?? ""]);
    expect(owners.filter(([, owner]) => owner !== "")).toEqual([[pid, "p1"]]);
  });
});

describe("a card of Alice's in one of Bob's public zones says nothing of whose it is, to anyone", () => {
  const cases: [string, (table: TestTable, pid: string) => void][] = [
    ["put into Bob's discard pile", (table, pid) => table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid }], to: { zone: "p2.discard" } })],
    ["attached to the stack in Bob's first slot", (table, pid) => table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid }], to: { zone: "p2.active", slot: 0, as: "attach" } })],
  ];
  for (const [how, act] of cases) {
    it(`${how}: every screen's bytes are the same as for one of Bob's own cards`, () => {
      const table = new TestTable().startGame("Sprout");
      const before = table.state;
      act(table, table.hand("p1")[0]!.pid);
      const marked = sent(table, before, table.state);
      const plain = sent(table, before, allOwnedBy(table.state, "p2"));
      for (const [id] of VIEWERS) {
        expect(marked[id]!.patch, id).toEqual(plain[id]!.patch);
        expect(marked[id]!.full, id).toEqual(plain[id]!.full);
      }
    });
  }
});
