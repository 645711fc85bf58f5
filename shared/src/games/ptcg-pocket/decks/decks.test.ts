/**
 * Pocket deck lists as players post them (issue 29): set code and number, promos written
 * `P-A 7`, plain apostrophes and missing accents, an `Energy:` line or types inferred with a
 * note, unknown lines kept as placeholders with a warning, and the deck rules as warnings.
 */
import { describe, expect, it } from "vitest";
import { createCardLookup } from "../../../cards/lookup";
import type { CardDef } from "../../../cards/types";
import { isZoneEnergy } from "../energy";
import { POCKET_DECKS } from ".";

/** A few cards as the Pocket data has them, beside the demo cards. */
const DATA: CardDef[] = [
  { id: "A1-96", name: "Pikachu ex", supertype: "Pokémon", subtypes: ["Basic", "ex"], types: ["Lightning"], set: "A1", number: "96" },
  { id: "PROMO-A-7", name: "Professor’s Research", supertype: "Trainer", subtypes: ["Supporter"], set: "PROMO-A", number: "7" },
  { id: "A1a-75", name: "Flabébé", supertype: "Pokémon", subtypes: ["Basic"], types: ["Psychic"], set: "A1a", number: "75" },
];
const lookup = createCardLookup([...POCKET_DECKS.demoCards, ...DATA]);

async function load(list: string) {
  const parsed = POCKET_DECKS.parse(list);
  const deck = await POCKET_DECKS.resolve(parsed.entries, lookup);
  return { parsed, deck, warnings: POCKET_DECKS.validate(deck) };
}

describe("Pocket deck lists", () => {
  it("resolve lines as players post them: set and number, P-A promos, plain apostrophes, no accents", async () => {
    const { deck } = await load("Pokémon: 2\n2 Pikachu ex A1 96\n2 Flabebe A1a 75\nTrainer: 2\n2 Professor's Research P-A 7\nEnergy: Lightning, Psychic\n");
    expect(deck.placeholders).toEqual([]);
    expect(deck.cards.filter((c) => !isZoneEnergy(c.def.id)).map((c) => c.def.id)).toEqual(["A1-96", "A1a-75", "PROMO-A-7"]);
    expect(deck.cards.filter((c) => isZoneEnergy(c.def.id)).map((c) => c.def.name)).toEqual(["Lightning Energy", "Psychic Energy"]);
    expect(deck.total).toBe(6);
  });

  it("infer the Energy types from the Pokémon when no Energy line is given, with a note", async () => {
    const { deck } = await load("2 Pikachu ex A1 96\n2 Flabébé A1a 75");
    expect(deck.notes.map((n) => n.code)).toContain("deck.energy-inferred");
    expect(deck.cards.filter((c) => isZoneEnergy(c.def.id)).map((c) => c.def.name)).toEqual(["Lightning Energy", "Psychic Energy"]);
  });

  it("keep an unknown line as a placeholder with a warning, never an error", async () => {
    const { deck } = await load("2 Pikachu ex A1 96\n1 Mewtwo of Tomorrow A9 999\nEnergy: Lightning");
    expect(deck.placeholders).toEqual([{ line: 2, text: "1 Mewtwo of Tomorrow A9 999" }]);
    expect(deck.warnings.map((w) => w.code)).toContain("deck.unresolved");
  });

  it("say an Energy line's unknown type and Pocket's deck rules as warnings", async () => {
    const { parsed, warnings } = await load("3 Pikachu ex A1 96\n1 Lightning Energy\nEnergy: Lightning, Dragon");
    expect(parsed.issues.map((i) => i.code)).toEqual(["deck.unreadable-line"]);
    expect(warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["deck.size", "deck.copies", "deck.unchecked"]));
  });

  it("resolve both demo decks to 20 cards with no placeholder and no broken rule", async () => {
    for (const demo of POCKET_DECKS.demoDecks) {
      const { parsed, deck, warnings } = await load(demo.list);
      expect(parsed.issues, demo.id).toEqual([]);
      expect(deck.placeholders, demo.id).toEqual([]);
      expect(deck.total, demo.id).toBe(20);
      expect(warnings, demo.id).toEqual([]);
    }
  });
});
