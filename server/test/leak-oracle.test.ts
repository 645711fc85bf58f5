/**
 * The leak oracle can fail for a game that deals its own cards: at a dealt sandbox table, a
 * screen whose bytes hold the other player's hand is caught, card by card, while one that holds
 * only its own hand and the public row is not; and a plain card id inside a longer one
 * (`sandbox-1` in `sandbox-12`) is neither a leak nor hides one. The random-game soak judges
 * every sandbox game by this oracle (random-games-leak.test.ts).
 */
import { gameById } from "@playmat/shared";
import { SANDBOX_SECRECY, sandboxKit, TestTable, TEST_KITS } from "@playmat/shared/testing";
import { describe, expect, it } from "vitest";
import { Entitlements, holds } from "./support/leak-oracle";

const markers = sandboxKit.start.by === "moves" ? sandboxKit.start.markers : [];

function dealtTable(): TestTable {
  const t = new TestTable(gameById("sandbox")!, { handSize: 5 }, 11);
  t.do("p1", { type: "sandbox.deal" });
  const card = t.hand("p1")[0]!;
  t.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "row" } });
  return t;
}

/** What a screen received, as the oracle reads it: the card ids among other bytes. */
const bytesWith = (ids: readonly string[]) => ids.map((id) => `\u00a9${id}\u0001`).join("xx");

describe("the leak oracle at a sandbox table", () => {
  it("is the kit the suites play, with every numbered card as a marker", () => {
    expect(TEST_KITS.sandbox).toBe(sandboxKit);
    expect(markers).toEqual(Array.from({ length: 30 }, (_, i) => `sandbox-${i + 1}`));
  });

  it("catches a screen that received the other player's hand, and passes one that received what it may know", () => {
    const t = dealtTable();
    const oracle = new Entitlements(SANDBOX_SECRECY, sandboxKit.markerOf);
    oracle.add("p1", "p1");
    oracle.add("spectator", "spectator");
    oracle.note(t.state);
    const ids = (key: string) => t.pile(key).cards.map((c) => c.defId);
    const own = [...ids("p1.hand"), ...ids("row")];
    const theirs = ids("p2.hand");
    expect(theirs).toHaveLength(5);
    expect(oracle.leaks("p1", bytesWith(own), markers)).toEqual([]);
    // The deliberate leak: p2's hand in p1's bytes, every card named.
    expect(oracle.leaks("p1", bytesWith([...own, ...theirs]), markers).sort()).toEqual([...theirs].sort());
    // The shared deck is nobody's: one of its cards is a leak to anyone.
    const deckCard = ids("deck")[0]!;
    expect(oracle.leaks("spectator", bytesWith([...ids("row"), deckCard]), markers)).toEqual([deckCard]);
    // A spectator sees the row, and a hand only once both players agree to show hands.
    expect(oracle.leaks("spectator", bytesWith(ids("p1.hand")), markers).sort()).toEqual([...ids("p1.hand")].sort());
  });

  it("tells a card id from a longer one that holds it", () => {
    expect(holds(bytesWith(["sandbox-12"]), "sandbox-1", markers)).toBe(false);
    expect(holds(bytesWith(["sandbox-12"]), "sandbox-12", markers)).toBe(true);
    expect(holds(bytesWith(["sandbox-12", "sandbox-1"]), "sandbox-1", markers)).toBe(true);
    expect(holds(bytesWith(["sandbox-30"]), "sandbox-3", markers)).toBe(false);
  });
});
