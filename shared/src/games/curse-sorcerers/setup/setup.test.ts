/**
 * Setup with the table's options (what seed 004 leaves to its rulebook): both decks in, a coin
 * for the first player, hands of the table's size, life and curse power at their start, one
 * free mulligan by default, and play beginning once both players keep.
 */
import { describe, expect, it } from "vitest";
import { SorcererTable } from "../testing/scene";

describe("setup", () => {
  it("deals the table's hand, sets life and curse power, and waits in setup for both to keep", () => {
    const t = SorcererTable.dealt({ handSize: 6, startingLife: 15, startingCurse: 2 });
    expect(t.state.phase).toBe("setup");
    expect(t.hand("p1")).toHaveLength(6);
    expect(t.pile("p2.deck").cards).toHaveLength(34);
    expect(t.state.players.p1.counters).toEqual({ life: 15, curse: 2 });
    t.do("p1", { type: "curse-sorcerers.keep" });
    expect(t.state.phase).toBe("setup");
    t.do("p2", { type: "curse-sorcerers.keep" });
    expect(t.state.phase).toBe("playing");
    expect(t.state.turn).toMatchObject({ number: 1, current: t.state.turn.first, markers: [] });
  });

  it("allows one free mulligan by default: the hand goes back, shuffled, and a new one of the same size comes", () => {
    const t = SorcererTable.dealt();
    const before = t.hand("p1").map((c) => c.uid);
    t.do("p1", { type: "curse-sorcerers.mulligan" });
    expect(t.hand("p1")).toHaveLength(5);
    expect(t.pile("p1.deck").cards).toHaveLength(35);
    expect(t.hand("p1").map((c) => c.uid)).not.toEqual(before);
    expect(t.state.players.p1.counters.mulligans).toBe(1);
    expect(t.try("p1", { type: "curse-sorcerers.mulligan" })).toMatchObject({ ok: false, error: { code: "mulligan.used" } });
  });

  it("deals a card fewer each time on a 'one-fewer' table, and refuses a mulligan on a 'none' table", () => {
    const fewer = SorcererTable.dealt({ mulligan: "one-fewer" });
    fewer.do("p2", { type: "curse-sorcerers.mulligan" }).do("p2", { type: "curse-sorcerers.mulligan" });
    expect(fewer.hand("p2")).toHaveLength(3);
    const none = SorcererTable.dealt({ mulligan: "none" });
    expect(none.try("p1", { type: "curse-sorcerers.mulligan" })).toMatchObject({ ok: false, error: { code: "mulligan.none" } });
  });
});
