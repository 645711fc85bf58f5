/**
 * Seed 002's setup, step by step: the decks shuffled as they load, the opponent's cut, a coin
 * (or a die) for who starts, 7 cards and 6 Prize cards, Basics face down revealed together, and
 * a mulligan shown to the opponent, who may draw one card for it.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../engine/actions";
import { otherSeat } from "../../engine/types";
import { dealt, lines, player, put, seated } from "./testing/scene";

const cut = { type: "legacy.cut" } as Action;
const first = { type: "legacy.first" } as Action;

describe("setting up a legacy table (seed 002)", () => {
  it("waits with both decks shuffled and nobody holding a card until it is decided who starts", () => {
    const t = seated();
    expect(t.state.phase).toBe("setup");
    expect(t.pile("p1.deck").cards).toHaveLength(60);
    expect(t.hand("p1")).toHaveLength(0);
    expect(t.state.turn.first).toBeNull();
    // Nothing touches a card before the deal: a draw is refused, and so is getting ready.
    expect(t.refuse("p1", { type: "draw", count: 1 }).code).toBe("legacy.setup.undecided");
    expect(t.refuse("p1", { type: "setup.ready" }).code).toBe("legacy.setup.undecided");
  });

  it("lets the opponent cut a deck once: the server cuts it, the order changes, and the log says who cut whose deck", () => {
    const t = seated();
    const uids = () => t.pile("p1.deck").cards.map((c) => c.uid);
    const before = uids();
    t.do("p2", cut);
    const after = uids();
    expect(after).not.toEqual(before);
    // A cut: the same cards in the same cycle, the top part put under the rest.
    const at = after.length - after.indexOf(before[0]!);
    expect(at).toBeGreaterThan(0);
    expect(after).toEqual([...before.slice(at), ...before.slice(0, at)]);
    expect(lines(t.lastEvents, player("p1"))).toEqual(["Olek cut your deck."]);
    expect(lines(t.lastEvents, player("p2"))).toEqual(["You cut Ala's deck."]);
    expect(t.refuse("p2", cut).code).toBe("legacy.cut.again");
  });

  it("decides who starts by a coin: its winner starts, and both get 7 cards and 6 Prize cards", () => {
    const t = seated().do("p2", cut).do("p1", cut).do("p2", first);
    const won = t.state.turn.first!;
    expect(won).toBe(t.state.turn.won);
    expect(lines(t.lastEvents, player(won))[0]).toMatch(/^The coin came up (heads|tails): you won the coin flip and go first\.$/);
    for (const seat of ["p1", "p2"] as const) {
      expect(t.hand(seat)).toHaveLength(7);
      expect(t.pile(`${seat}.prize`).cards).toHaveLength(6);
      expect(t.pile(`${seat}.deck`).cards).toHaveLength(47);
    }
    // The cut comes before the deal, never after it.
    expect(t.refuse("p1", cut).code).toBe("legacy.cut.dealt");
    expect(t.refuse("p1", first).code).toBe("legacy.first.decided");
  });

  it("rolls a die at a table that decides by the die, the higher starting, a tie rolled again", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const t = dealt({ firstPlayerBy: "die" }, seed);
      const rolls = t.lastEvents.filter((e) => e.type === "note" && e.key === "legacy-die");
      expect(rolls).toHaveLength(1);
      const { p1, p2, seat } = (rolls[0] as unknown as { params: { p1: number; p2: number; seat: string } }).params;
      expect(seat).toBe(p1 > p2 ? "p1" : "p2");
      expect(t.state.turn.first).toBe(seat);
      expect(t.lastEvents.some((e) => e.type === "coins.flipped")).toBe(false);
      expect(lines(t.lastEvents, player(otherSeat(seat as "p1")))[0]).toBe(
        `Dice for who starts: player 1 rolled ${p1}, player 2 rolled ${p2}: ${seat === "p1" ? "Ala" : "Olek"} starts.`,
      );
    }
  });

  it("deals to a Sudden Death table's one Prize card", () => {
    const t = dealt({ prizes: 1 });
    expect(t.pile("p1.prize").cards).toHaveLength(1);
    expect(t.pile("p2.prize").cards).toHaveLength(1);
  });

  it("puts Basics down face down and reveals both players' together once both are ready", () => {
    const t = dealt();
    put(t, "p1", "Voltmite", "active", 0);
    put(t, "p1", "Leafling", "bench", 0);
    put(t, "p2", "Emberpup", "active", 0);
    expect(t.stack("p1.active").cards[0]!.faceDown).toBe(true);
    t.do("p1", { type: "setup.ready" });
    expect(t.stack("p1.active").cards[0]!.faceDown).toBe(true);
    t.do("p2", { type: "setup.ready" });
    expect(t.state.phase).toBe("playing");
    expect([t.stack("p1.active"), t.stack("p1.bench"), t.stack("p2.active")].every((s) => !s.cards[0]!.faceDown)).toBe(true);
    expect(t.state.turn.current).toBe(t.state.turn.first);
  });

  it("shows a mulligan's hand to the opponent, lays 7 cards and the Prize cards again, and lets the opponent draw one card for it", () => {
    const t = dealt();
    const shown = t.hand("p1").map((c) => t.nameOf(c));
    t.do("p1", { type: "setup.mulligan" });
    expect(lines(t.lastEvents, player("p2"))[0]).toBe(`Ala took a mulligan, revealing ${shown.slice(0, -1).join(", ")}, and ${shown.at(-1)}.`);
    expect(t.hand("p1")).toHaveLength(7);
    expect(t.pile("p1.prize").cards).toHaveLength(6);
    expect(t.pile("p1.deck").cards).toHaveLength(47);
    t.do("p2", { type: "legacy.extra-draw" } as Action);
    expect(t.hand("p2")).toHaveLength(8);
    expect(lines(t.lastEvents, player("p1"))).toContain("Olek drew an extra card for the opponent's mulligans (1 of 1).");
    // One card per mulligan, and none for one's own.
    expect(t.refuse("p2", { type: "legacy.extra-draw" } as Action).code).toBe("legacy.extra-draw.none");
    expect(t.refuse("p1", { type: "legacy.extra-draw" } as Action).code).toBe("legacy.extra-draw.none");
  });

  it("gives no extra card when both players laid again", () => {
    const t = dealt().do("p1", { type: "setup.mulligan" }).do("p2", { type: "setup.mulligan" });
    expect(t.refuse("p1", { type: "legacy.extra-draw" } as Action).code).toBe("legacy.extra-draw.none");
    expect(t.refuse("p2", { type: "legacy.extra-draw" } as Action).code).toBe("legacy.extra-draw.none");
  });
});
