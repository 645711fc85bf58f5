/**
 * A game words its own events (its GameLog, asked first) and its places (its strings, looked up
 * first); at a table of a game that brings neither, the same events read as every game's lines,
 * with no Pokémon word in them.
 */
import { describe, expect, it } from "vitest";
import type { CardMention, TableEvent } from "../engine/events";
import type { Viewer } from "../engine/types";
import { formatLogEntry } from "../i18n";
import { describeEvent } from "./entry";

const names = { p1: "Alice", p2: "Bob" };
const P2: Viewer = { role: "player", seat: "p2" };
const card = (name: string): CardMention => ({ defId: name, name, seenBy: "all" });
const read = (game: string, event: TableEvent) => {
  const entry = describeEvent(game, event, P2);
  return entry && formatLogEntry(game, entry, P2, names);
};

const retreat: TableEvent = {
  type: "stacks.swapped", a: { zone: "p1.active", slot: 0 }, b: { zone: "p1.bench", slot: 1 }, aTop: card("Sprout"), bTop: card("Voltkit"), retreat: true, by: { seat: "p1" },
};
const attack: TableEvent = { type: "attack.declared", place: { zone: "p1.active", slot: 0 }, top: card("Sprout"), attack: "Tackle", by: { seat: "p1" } };
const prize: TableEvent = {
  type: "cards.moved", via: "prize", cards: [card("Spark")], from: { zone: "p1.prize" }, to: { zone: "p1.hand" }, owner: "p1", by: { seat: "p1" },
};
const marked: TableEvent = { type: "marker.changed", place: { zone: "p1.bench", slot: 1 }, seat: "p1", top: card("Voltkit"), marker: "ability-used", on: true, by: { seat: "p1" } };

describe("a game's own log lines", () => {
  it("read the Pokémon TCG's way at a Pokémon table", () => {
    expect(read("ptcg", retreat)).toBe("Alice retreated Sprout to their bench and moved Voltkit into their Active Spot.");
    expect(read("ptcg", attack)).toBe("Alice used Tackle with their Active Sprout.");
    expect(read("ptcg", prize)).toBe("Alice took Spark from their prizes.");
    expect(read("ptcg", marked)).toBe("Alice put the “Ability used” marker on their Benched Voltkit.");
  });

  it("read as every game's at a table of a game without words of its own", () => {
    expect(read("another", retreat)).toBe("Alice swapped Sprout in their active with Voltkit in their bench.");
    // Another game's move event is no line of this one's.
    expect(read("another", attack)).toBeNull();
    expect(read("another", prize)).toBe("Alice moved Spark from their prize to their hand.");
    expect(read("another", marked)).toBe("Alice put the “ability-used” marker on their Voltkit (bench).");
  });
});
