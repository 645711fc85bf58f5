import { describe, expect, it } from "vitest";
import { Scene } from "../testing/advisory-scene";

describe("drawing from an empty deck (seed 001 §6.1, §10)", () => {
  it("drawing from an empty deck at the start of the turn draws a warning (and a 'won?' question)", () => {
    const table = new Scene().start().toTurn(2);
    const { me } = table;
    const deck = table.pile(`${me}.deck`).cards.length;
    table.do(me, { type: "move", cards: Array.from({ length: deck }, () => ({ zone: `${me}.deck`, at: "top" as const })), to: { zone: `${me}.discard` } }, true);
    table.do(me, { type: "draw", count: 1 });
    expect(table.codes()).toEqual(["ptcg.deck.empty-draw"]);
    expect(table.lastAdvisories[0]!.target).toBe(`${me}.deck`);
    expect(table.state.prompts.some((p) => p.kind === "confirm-win")).toBe(true);
  });

  it("drawing from a deck with cards draws no warning", () => {
    const table = new Scene().start().toTurn(2);
    const hand = table.hand(table.me).length;
    table.do(table.me, { type: "draw", count: 1 });
    expect(table.codes()).toEqual([]);
    expect(table.hand(table.me)).toHaveLength(hand + 1);
  });
});
