import { describe, expect, it } from "vitest";
import { DEMO_CARDS } from "../../../cards/demo";
import { createCardLookup } from "../../../cards/lookup";
import { ptcg } from "../definition";
import { DEMO_DECKS } from "./demo-decks";
import { parseDeckList } from "./parse";
import { resolveDeck } from "./resolve";
import { validateDeck } from "./validate";

describe.each(DEMO_DECKS)("the demo deck $name", ({ list }) => {
  it("parses, resolves fully against the demo cards and follows the deck rules", async () => {
    const parsed = parseDeckList(list);
    expect(parsed.format).toBe("ptcgl");
    expect(parsed.issues).toEqual([]);
    const deck = await resolveDeck(parsed.entries, createCardLookup(DEMO_CARDS));
    expect(deck.placeholders).toEqual([]);
    expect(deck.warnings).toEqual([]);
    expect(deck.total).toBe(60);
    expect(validateDeck(deck)).toEqual([]);
  });

  it("has enough Basic Pokémon to set up", async () => {
    const deck = await resolveDeck(parseDeckList(list).entries, createCardLookup(DEMO_CARDS));
    const basics = deck.cards
      .filter((card) => card.def.supertype === "Pokémon" && card.def.subtypes.includes("Basic"))
      .reduce((sum, card) => sum + card.count, 0);
    expect(basics).toBeGreaterThanOrEqual(8);
  });
});

describe("the Pokémon game's definition", () => {
  it("declares its deck handling: its parser, resolver and rules read its demo decks from its own demo cards", async () => {
    const decks = ptcg.decks!;
    expect(decks.demoDecks).toBe(DEMO_DECKS);
    for (const { list } of decks.demoDecks) {
      const deck = await decks.resolve(decks.parse(list).entries, createCardLookup(decks.demoCards));
      expect([deck.total, deck.placeholders, decks.validate(deck)]).toEqual([60, [], []]);
    }
  });
});
