/** The legacy demo decks: 60 cards each that resolve fully in the Pokémon card data beside ptcg's demo cards, with Poké-Powers and Poké-Bodies. */
import { describe, expect, it } from "vitest";
import { DEMO_CARDS } from "../../../cards/demo";
import { createCardLookup } from "../../../cards/lookup";
import { ptcgLegacy } from "../definition";
import { isPokeBody, isPokePower } from "../cards";

const decks = ptcgLegacy.decks!;
// The card store holds both games' demo cards under the same card data ("ptcg").
const lookup = createCardLookup([...DEMO_CARDS, ...decks.demoCards]);

describe.each(decks.demoDecks)("the legacy demo deck $name", ({ list }) => {
  it("parses, resolves with no placeholder and follows the deck rules", async () => {
    const parsed = decks.parse(list);
    expect(parsed.issues).toEqual([]);
    const deck = await decks.resolve(parsed.entries, lookup);
    expect([deck.total, deck.placeholders, deck.warnings, decks.validate(deck)]).toEqual([60, [], [], []]);
  });

  it("plays a Poké-Power and a Poké-Body", async () => {
    const deck = await decks.resolve(decks.parse(list).entries, lookup);
    const abilities = deck.cards.flatMap((c) => c.def.abilities ?? []);
    expect(abilities.some(isPokePower)).toBe(true);
    expect(abilities.some(isPokeBody)).toBe(true);
  });
});

describe("the legacy game's card data", () => {
  it("is Pokémon's, its invented cards in a set of their own whose ids no Pokémon demo card has", () => {
    expect(decks.cardData).toBe("ptcg");
    const ptcgIds = new Set(DEMO_CARDS.map((c) => c.id));
    expect(decks.demoCards.filter((c) => ptcgIds.has(c.id))).toEqual([]);
    expect(new Set(decks.demoCards.map((c) => c.set))).toEqual(new Set(["PML"]));
  });
});
