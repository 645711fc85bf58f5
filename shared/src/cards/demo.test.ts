import { describe, expect, it } from "vitest";
import { parseDeckList } from "../decks/parse";
import { resolveDeck } from "../decks/resolve";
import { validateDeck } from "../decks/validate";
import { DEMO_CARDS, DEMO_DECKS } from "./demo";
import { createCardLookup } from "./lookup";

const byName = (name: string) => DEMO_CARDS.filter((card) => card.name === name);

describe("the demo cards", () => {
  it("have unique ids, all invented (demo-...)", () => {
    const ids = DEMO_CARDS.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith("demo-"))).toBe(true);
  });

  it("hold a Stage 2 line, an ex giving 2 prizes and a Mega ex giving 3", () => {
    expect(byName("Pyrowl")[0]?.evolvesFrom).toBe("Cindle");
    expect(byName("Infernowl ex")[0]).toMatchObject({ evolvesFrom: "Pyrowl", subtypes: ["Stage 2", "ex"] });
    expect(byName("Infernowl ex")[0]?.rules?.[0]).toMatch(/takes 2 Prize cards/);
    expect(byName("Mega Lanternghast ex")[0]?.subtypes).toContain("MEGA");
    expect(byName("Mega Lanternghast ex")[0]?.rules?.[0]).toMatch(/takes 3 Prize cards/);
  });

  it("hold every kind of Trainer and Energy", () => {
    const subtypes = new Set(DEMO_CARDS.flatMap((card) => card.subtypes.map((subtype) => `${card.supertype}/${subtype}`)));
    for (const kind of ["Trainer/Item", "Trainer/Supporter", "Trainer/Stadium", "Trainer/Pokémon Tool", "Trainer/ACE SPEC", "Energy/Basic", "Energy/Special"]) {
      expect(subtypes).toContain(kind);
    }
  });

  it("reuse the PMA code in a gallery set numbered GG", () => {
    expect(DEMO_CARDS.filter((card) => card.set === "PMA" && card.number?.startsWith("GG")).length).toBeGreaterThan(0);
  });
});

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
