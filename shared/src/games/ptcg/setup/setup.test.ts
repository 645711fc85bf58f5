import { describe, expect, it } from "vitest";
import { TestTable } from "../../../testing/table";

describe("setup (seed 001 §5)", () => {
  it("loading a deck shuffles it and deals a hand of 7", () => {
    const table = new TestTable().loadDecks();
    expect(table.hand("p1")).toHaveLength(7);
    expect(table.pile("p1.deck").cards).toHaveLength(53);
    expect(table.state.phase).toBe("setup");
    expect(table.state.turn.first).toMatch(/p1|p2/);
  });

  it("setup Pokémon go down face down, prizes are set, and both sides flip at once", () => {
    const table = new TestTable().loadDecks();
    const basic = table.fetch("p1", "Sprout");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: basic.pid }], to: { zone: "p1.active", slot: 0 } });
    expect(table.slots("p1.active").slots[0]!.cards[0]!.faceDown).toBe(true);
    table.do("p1", { type: "setup.ready" });
    expect(table.pile("p1.prize").cards).toHaveLength(6);
    expect(table.slots("p1.active").slots[0]!.cards[0]!.faceDown).toBe(true);
    const other = table.fetch("p2", "Pebble");
    table.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: other.pid }], to: { zone: "p2.active", slot: 0 } });
    table.do("p2", { type: "setup.ready" });
    expect(table.state.phase).toBe("playing");
    expect(table.slots("p1.active").slots[0]!.cards[0]!.faceDown).toBe(false);
    expect(table.state.turn.current).toBe(table.state.turn.first);
    expect(table.state.turn.number).toBe(1);
  });

  it("a mulligan shows the hand to everyone, reshuffles and redraws 7", () => {
    const table = new TestTable().loadDecks();
    table.do("p1", { type: "setup.mulligan" });
    const shown = table.lastEvents.find((e) => e.type === "mulligan");
    expect(shown && shown.type === "mulligan" && shown.hand.every((c) => c.seenBy === "all")).toBe(true);
    expect(table.hand("p1")).toHaveLength(7);
    expect(table.state.players.p1.counters).toEqual({ mulligans: 1 });
  });

  it("the same seed and actions give the same table", () => {
    const a = new TestTable(undefined, {}, 7).startGame();
    const b = new TestTable(undefined, {}, 7).startGame();
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });
});
