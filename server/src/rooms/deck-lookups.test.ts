import { describe, expect, it } from "vitest";
import { DeckLookups } from "./deck-lookups";

describe("the deck-list lines a client may have looked up", () => {
  it("a few lists at once, then so many lines a second; each client its own", () => {
    let now = 0;
    const lookups = new DeckLookups(() => ({ burst: 600, perSecond: 60 }), () => now);
    const alice = {};
    const bob = {};
    expect([200, 200, 200, 20].map((lines) => lookups.take(alice, lines))).toEqual([true, true, true, false]);
    expect(lookups.take(bob, 200)).toBe(true);
    now += 500; // 30 lines back
    expect(lookups.take(alice, 20)).toBe(true);
    expect(lookups.take(alice, 20)).toBe(false);
  });

  it("a list longer than the whole allowance can still be looked up once the allowance is full", () => {
    let now = 0;
    const lookups = new DeckLookups(() => ({ burst: 10, perSecond: 1 }), () => now);
    const client = {};
    expect(lookups.take(client, 200)).toBe(true);
    expect(lookups.take(client, 1)).toBe(false);
    now += 10_000;
    expect(lookups.take(client, 200)).toBe(true);
  });
});
