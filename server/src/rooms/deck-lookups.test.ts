import { describe, expect, it } from "vitest";
import { DEFAULT_DECK_LOOKUPS, DeckLookups } from "./deck-lookups";

describe("the deck-list lines a client may have looked up, by default", () => {
  it("are three of the largest lists a table takes at once, then two real decks a second", () => {
    let now = 0;
    const lookups = new DeckLookups(() => DEFAULT_DECK_LOOKUPS, () => now);
    const player = {};
    expect([200, 200, 200].map((lines) => lookups.take(player, lines))).toEqual([true, true, true]);
    const realDeck = 30;
    expect(lookups.take(player, realDeck)).toBe(false);
    now += 1_000;
    expect([realDeck, realDeck, realDeck].map((lines) => lookups.take(player, lines))).toEqual([true, true, false]);
    // Someone else at the table has an allowance of their own.
    expect(lookups.take({}, 200)).toBe(true);
  });
});
