import { describe, expect, it } from "vitest";
import { cardItem, nextSelection, selectionSource, stackItem } from "../../../table/selection";

const a = cardItem({ ref: { zone: "p1.hand", pid: "a" }, zone: "p1.hand", index: 0, name: "A" });
const b = cardItem({ ref: { zone: "p1.hand", pid: "b" }, zone: "p1.hand", index: 1, name: "B" });
const s = stackItem({ kind: "stack", zone: "p1.active", slot: 0, name: "P", cards: ["p"], attached: [] });

describe("selection", () => {
  it("click selects one, clicking it again clears", () => {
    expect(nextSelection([], a, false)).toEqual([a]);
    expect(nextSelection([a, b], a, false)).toEqual([a]);
    expect(nextSelection([a], a, false)).toEqual([]);
  });

  it("Ctrl-click adds and removes cards; a Pokémon in play is selected alone", () => {
    expect(nextSelection([a], b, true)).toEqual([a, b]);
    expect(nextSelection([a, b], a, true)).toEqual([b]);
    expect(nextSelection([a, b], s, true)).toEqual([s]);
    expect(nextSelection([s], a, true)).toEqual([a]);
  });

  it("turns a selection into one thing to move", () => {
    expect(selectionSource([])).toBeNull();
    expect(selectionSource([a, b])).toEqual({ kind: "cards", cards: [a.card, b.card] });
    expect(selectionSource([s])).toEqual(s.stack);
  });
});
