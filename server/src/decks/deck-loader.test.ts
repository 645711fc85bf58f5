/**
 * The deck loader reads a list the way the table's game does (its definition's `decks`), and
 * refuses a list at a game that takes none. Each game's own formats are its tests' (for example
 * test/games/ptcg/deck-lists.test.ts).
 */
import { createCardLookup, GAMES, gameById, type GameDecks } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { DeckInputError, decksOf, listFor, parseList, resolveList as resolveWith } from "./deck-loader";

const lookup = createCardLookup([]);
/** A registered game that reads deck lists and refuses some line as unparsable. */
const other = Object.values(GAMES).find((game) => game.decks?.unparsable?.("****x"))!;

describe("a list read by the table's game", () => {
  it("is refused, saying so, by a game whose definition declares no deck handling", () => {
    expect(() => decksOf(gameById("sandbox")!)).toThrow(new DeckInputError("Sandbox takes no deck lists: its tables are set up without a deck."));
  });

  it("goes to that game's parser, refusals, rules and demo decks, not another game's", async () => {
    // A game whose lists are "name xN", one a line, with a ten-card rule.
    const tiny: GameDecks = {
      cardData: "tiny",
      demoCards: [],
      demoDecks: [{ id: "tiny-demo", name: "Tiny", list: "Pebble x10" }],
      exampleLine: "Pebble x3",
      parse: (text) => ({
        format: "tiny",
        entries: text.split("\n").map((line, index) => ({ count: Number(line.split(" x")[1]), name: line.split(" x")[0]!, line: index + 1, text: line })),
        issues: [],
      }),
      unparsable: (line) => line.includes("!"),
      resolve: async (entries) => ({
        cards: entries.map((entry) => ({ def: { id: `tiny-${entry.name}`, name: entry.name, supertype: "Unknown", subtypes: [] }, count: entry.count, line: entry.line })),
        placeholders: [],
        warnings: [],
        notes: [],
        total: entries.reduce((sum, entry) => sum + entry.count, 0),
      }),
      validate: (deck) => (deck.total === 10 ? [] : [{ code: "tiny.size", message: `${deck.total} cards, not 10.` }]),
    };
    const { report } = await resolveWith("Pebble x4", tiny, lookup);
    expect([report.format, report.cards[0]?.defId, report.warnings]).toEqual(["tiny", "tiny-Pebble", [{ code: "tiny.size", message: "4 cards, not 10." }]]);
    expect(listFor({ demo: "tiny-demo" }, tiny)).toBe("Pebble x10");
    expect(() => listFor({ demo: other.decks!.demoDecks[0]!.id }, tiny)).toThrow(`There is no demo deck "${other.decks!.demoDecks[0]!.id}"; try one of: tiny-demo.`);
    expect(() => parseList("Pebble x4\n!!!", tiny)).toThrow("Line 2 is not a deck list line.");
    // Another game's refusal of a line its parser must never see is its own: this one reads it.
    expect(() => parseList("****x", decksOf(other))).toThrow(DeckInputError);
    expect(() => parseList("****x", tiny)).not.toThrow();
  });
});
