import type { LogEntry } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { counterOf, hasMarker, snapshotTable } from "./snapshot";
import { mergeLog } from "./useTable";

/** A stand-in for a decoded Colyseus MapSchema: iterated with forEach. */
class FakeMap<V> {
  constructor(private readonly entries: [string, V][]) {}
  forEach(fn: (v: V, k: string) => void) {
    for (const [k, v] of this.entries) fn(v, k);
  }
}

describe("snapshotTable", () => {
  it("copies the synced state into plain data, parsing JSON fields", () => {
    const snap = snapshotTable({
      game: "ptcg",
      name: "Friday",
      phase: "playing",
      seq: 12,
      options: '{"benchSize":5}',
      winner: "",
      turn: { number: 3, current: "p2", first: "p1", markers: '["attacked"]' },
      players: new FakeMap([["p1", { seat: "p1", name: "Alice", connected: true, deckSubmitted: true, ready: true, counters: '{"mulligans":2}', markers: '["vstar-used"]', conceded: false, looking: "" }]]),
      zones: new FakeMap([
        ["p1.hand", { key: "p1.hand", owner: "p1", spec: "hand", count: 2, cards: [{ pid: "c1", faceDown: false, revealed: false, face: { defId: "demo-pma-1", name: "Cindle" } }, { pid: "c2", faceDown: false, revealed: false }], slots: [] }],
        ["p1.active", { key: "p1.active", owner: "p1", spec: "active", count: 1, cards: [], slots: [{ sid: "s1", cards: [{ pid: "c3", faceDown: true, revealed: false }], attached: [], counters: '{"damage":30}', conditions: '["asleep"]', markers: "", enteredTurn: 0, toppedTurn: -1 }] }],
      ]),
      prompts: [{ id: "q1", kind: "take-prizes", to: "p2", from: "p1", data: '{"count":2,"name":"Cindle"}' }],
      spectators: 1,
      judges: 0,
      hasPassword: false,
      paused: true,
      handsShown: false,
    });
    expect(snap.paused).toBe(true);
    expect(snap.handsShown).toBe(false);
    expect(snap.options).toEqual({ benchSize: 5 });
    expect(snap.turn.tally).toEqual({}); // not synced any more
    expect(snap.players.p1?.markers).toEqual(["vstar-used"]);
    // A game's counters and markers, per holder, read the same way whatever the game.
    expect(counterOf(snap.players.p1, "mulligans")).toBe(2);
    expect(counterOf(snap.zones["p1.active"]?.slots[0], "damage")).toBe(30);
    expect(counterOf(snap.zones["p1.active"]?.slots[0], "medals")).toBe(0);
    expect(hasMarker(snap.turn, "attacked")).toBe(true);
    expect(hasMarker(snap.players.p1, "gx-used")).toBe(false);
    expect(snap.zones["p1.hand"]?.cards.map((c) => c.face?.name ?? null)).toEqual(["Cindle", null]);
    expect(snap.zones["p1.active"]?.slots[0]).toMatchObject({ sid: "s1", counters: { damage: 30 }, conditions: ["asleep"], toppedTurn: -1 });
    expect(snap.prompts[0]?.data).toEqual({ count: 2, name: "Cindle" });
  });

  it("still reads conditions and markers synced as arrays", () => {
    const snap = snapshotTable({ players: new FakeMap([["p1", { seat: "p1", markers: ["a", "b"] }]]) });
    expect(snap.players.p1?.markers).toEqual(["a", "b"]);
  });

  it("gives an empty table for no state yet", () => {
    expect(snapshotTable(undefined)).toMatchObject({ phase: "waiting", zones: {}, players: {}, prompts: [] });
  });
});

describe("mergeLog", () => {
  const e = (seq: number, key = "x"): LogEntry => ({ seq, key, params: {}, seat: null, judge: false });
  it("merges by sequence number, in order, without duplicates", () => {
    expect(mergeLog([e(1), e(3)], [e(2), e(3, "y"), e(5)]).map((x) => `${x.seq}${x.key}`)).toEqual(["1x", "2x", "3y", "5x"]);
  });
});
