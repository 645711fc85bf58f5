import { describe, expect, it } from "vitest";
import alphaCards from "../../fixtures/pokemon-tcg-data/cards/en/demo-pma.json";
import { fromPokemonTcgData, fromPokemonTcgDataSet, releasedOf, type PokemonTcgDataCard } from "./pokemon-tcg-data";

const raw = (name: string): PokemonTcgDataCard => {
  const card = alphaCards.find((candidate) => candidate.name === name);
  if (!card) throw new Error(`no demo card ${name}`);
  return card;
};

describe("converting a pokemon-tcg-data card", () => {
  it("keeps what a player reads on a Stage 2 ex, with hp as a number and the set's code", () => {
    const card = fromPokemonTcgData(raw("Infernowl ex"), "PMA");
    expect(card).toMatchObject({
      id: "demo-pma-3",
      name: "Infernowl ex",
      supertype: "Pokémon",
      subtypes: ["Stage 2", "ex"],
      hp: 320,
      types: ["Fire"],
      evolvesFrom: "Pyrowl",
      retreatCost: 2,
      set: "PMA",
      number: "3",
      regulationMark: "A",
      weaknesses: [{ type: "Water", value: "×2" }],
    });
    expect(card.rules?.[0]).toMatch(/opponent takes 2 Prize cards/);
    expect(card.abilities).toEqual([expect.objectContaining({ name: "Kindling Gaze", type: "Ability" })]);
    expect(card.attacks?.[0]).toEqual({
      name: "Blazing Talon",
      cost: ["Fire", "Fire", "Colorless"],
      damage: "180+",
      text: expect.stringContaining("100 more damage"),
    });
  });

  it("counts the retreat cost, and a Pokémon without one retreats for free", () => {
    expect(fromPokemonTcgData(raw("Cindle"), "PMA").retreatCost).toBe(1);
    expect(fromPokemonTcgData(raw("Duskmoth"), "PMA").retreatCost).toBe(0);
  });

  it("keeps resistances and an attack without damage", () => {
    const duskmoth = fromPokemonTcgData(raw("Duskmoth"), "PMA");
    expect(duskmoth.resistances).toEqual([{ type: "Fighting", value: "-30" }]);
    expect(duskmoth.attacks?.[0]?.damage).toBe("");
  });

  it("keeps a Trainer's text in rules and gives it no hp or retreat cost", () => {
    const card = fromPokemonTcgData(raw("Crown Compass"), "PMA");
    expect(card.subtypes).toEqual(["Item", "ACE SPEC"]);
    expect(card.rules).toContain("Search your deck for up to 3 cards and put them into your hand. Then, shuffle your deck.");
    expect(card).not.toHaveProperty("hp");
    expect(card).not.toHaveProperty("retreatCost");
  });

  it("leaves out what Playmat does not read (artist, rarity, flavour text, legalities)", () => {
    const card = fromPokemonTcgData(raw("Cindle"), "PMA");
    for (const field of ["artist", "rarity", "flavorText", "legalities", "convertedRetreatCost"]) {
      expect(card).not.toHaveProperty(field);
    }
  });

  it("keeps the image URLs when the data has them", () => {
    const withImages = { ...raw("Cindle"), images: { small: "https://cards.example/1.png", large: "https://cards.example/1_hires.png" } };
    expect(fromPokemonTcgData(withImages, "PMA").image).toEqual({
      small: "https://cards.example/1.png",
      large: "https://cards.example/1_hires.png",
    });
    expect(fromPokemonTcgData(raw("Cindle"), "PMA")).not.toHaveProperty("image");
  });

  it("gives no set code to a card whose set has none", () => {
    expect(fromPokemonTcgData(raw("Cindle"))).not.toHaveProperty("set");
  });

  it("reads an unknown supertype as Unknown and a non-numeric hp as no hp", () => {
    const odd = { id: "x-1", name: "Odd", supertype: "Mystery", hp: "??", number: "1" };
    expect(fromPokemonTcgData(odd)).toEqual({ id: "x-1", name: "Odd", supertype: "Unknown", subtypes: [], number: "1" });
  });

  it("uses the data's converted retreat cost when the symbols are missing", () => {
    const { retreatCost: _symbols, ...withoutSymbols } = raw("Burrowmole");
    expect(fromPokemonTcgData({ ...withoutSymbols, convertedRetreatCost: 2 }).retreatCost).toBe(2);
  });

  it("converts a whole set file with the set's code and release date", () => {
    const cards = fromPokemonTcgDataSet({ id: "demo-pma", name: "Playmat Alpha", ptcgoCode: "PMA", releaseDate: "2025/01/01" }, alphaCards);
    expect(cards).toHaveLength(alphaCards.length);
    expect(new Set(cards.map((card) => card.set))).toEqual(new Set(["PMA"]));
    expect(new Set(cards.map((card) => card.released))).toEqual(new Set(["2025-01-01"]));
  });

  it("reads a set's release date only when it is a date, so a malformed one never passes for the newest set", () => {
    const set = (releaseDate?: string) => ({ id: "s", name: "S", ...(releaseDate !== undefined && { releaseDate }) });
    expect(releasedOf(set("2023/03/31"))).toBe("2023-03-31");
    expect(releasedOf(set("2023-03-31"))).toBe("2023-03-31");
    for (const odd of [undefined, "", "soon", "2023/3/31", "31/03/2023"]) expect(releasedOf(set(odd))).toBeUndefined();
    expect(fromPokemonTcgDataSet(set("soon"), [raw("Cindle")])[0]).not.toHaveProperty("released");
  });
});
