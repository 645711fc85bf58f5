/**
 * A warning about a Pokémon in play sits beside its spot while that Pokémon is there: knocked
 * out, moved away or replaced (a Benched one promoted after a Knock Out), the warning was about
 * another Pokémon and goes, rather than telling the new one it is Knocked Out.
 */
import { describe, expect, it } from "vitest";
import type { SlotSnap, ZoneSnap } from "../../../net/snapshot";
import type { AdvisoryNote } from "../../../table/advisories";
import { notesOnTheirStacks } from "../../../table/slotNotes";

const slot = (sid: string): SlotSnap => ({ sid, cards: sid ? [{ pid: `${sid}c`, faceDown: false, revealed: false }] : [], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 0, toppedTurn: -1 });
const zones = (active: string, bench: string[] = []): Record<string, ZoneSnap> => ({
  "p1.active": { key: "p1.active", owner: "p1", spec: "active", count: active ? 1 : 0, cards: [], slots: [slot(active)] },
  "p1.bench": { key: "p1.bench", owner: "p1", spec: "bench", count: bench.filter(Boolean).length, cards: [], slots: bench.map(slot) },
});
const note = (id: number, target: string, extra: Partial<AdvisoryNote> = {}): AdvisoryNote => ({ id, code: "ptcg.damage.knocked-out", target, params: {}, at: 1000, ...extra });

describe("warnings beside a Pokémon in play", () => {
  it("learn which Pokémon they are about when first shown, and stay while it is there", () => {
    const shown = notesOnTheirStacks([note(1, "p1.active:0"), note(2, "p1.bench:1", { code: "ptcg.bench.full" }), note(3, "p1.hand")], zones("s1", ["s2", "s3"]));
    expect(shown.map((n) => [n.id, n.sid])).toEqual([
      [1, "s1"],
      [2, "s3"],
      [3, undefined],
    ]);
    expect(notesOnTheirStacks(shown, zones("s1", ["s2", "s3"]))).toBe(shown);
  });

  it("go when their Pokémon leaves the spot or another takes it, as after a Knock Out and a promotion", () => {
    const shown = notesOnTheirStacks([note(1, "p1.active:0"), note(3, "p1.hand")], zones("s1", ["s2"]));
    expect(notesOnTheirStacks(shown, zones("", ["s2"])).map((n) => n.id)).toEqual([3]);
    expect(notesOnTheirStacks(shown, zones("s2", [""])).map((n) => n.id)).toEqual([3]);
  });

  it("about an empty spot, or a spot the table does not show, wait for nothing and stay", () => {
    const list = [note(1, "p1.active:0"), note(2, "p1.bench:4")];
    expect(notesOnTheirStacks(list, zones("", ["s2"]))).toBe(list);
  });
});
