import { describe, expect, it } from "vitest";
import type { KeyValueStore } from "../net/storage";
import { deleteDeck, loadDecks, saveDeck, suggestDeckName } from "./deckStorage";

function memory(): KeyValueStore {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("saved decks", () => {
  it("saves, lists newest first, replaces by name and deletes", () => {
    const s = memory();
    expect(loadDecks(s)).toEqual([]);
    saveDeck("Owls", "4 Cindle PMA 1", s, 1);
    saveDeck("Moths", "4 Mothlet PMA 6", s, 2);
    expect(loadDecks(s).map((d) => d.name)).toEqual(["Moths", "Owls"]);
    saveDeck("owls", "3 Cindle PMA 1", s, 3);
    expect(loadDecks(s).map((d) => [d.name, d.list])).toEqual([
      ["owls", "3 Cindle PMA 1"],
      ["Moths", "4 Mothlet PMA 6"],
    ]);
    expect(deleteDeck("Moths", s).map((d) => d.name)).toEqual(["owls"]);
  });

  it("ignores empty names and lists", () => {
    const s = memory();
    saveDeck("  ", "4 Cindle PMA 1", s);
    saveDeck("Empty", "   ", s);
    expect(loadDecks(s)).toEqual([]);
  });

  it("ignores data of another shape", () => {
    const s = memory();
    s.setItem("playmat.decks", JSON.stringify([{ name: "old" }]));
    expect(loadDecks(s)).toEqual([]);
    s.setItem("playmat.decks", JSON.stringify({ version: 1, decks: [{ name: "ok", list: "x", savedAt: 1 }, { name: 3 }] }));
    expect(loadDecks(s).map((d) => d.name)).toEqual(["ok"]);
  });

  it("suggests a name from the first Pokémon line", () => {
    expect(suggestDeckName("Pokémon: 12\n4 Ralts SVI 84\n3 Kirlia SVI 85")).toBe("Ralts deck");
    expect(suggestDeckName("* 1 Oranguru SUM 113")).toBe("Oranguru deck");
    expect(suggestDeckName("8 Basic {P} Energy SVE 5")).toBe("Deck");
  });
});
