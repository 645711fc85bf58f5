/**
 * The Pocket game's card data as installed from npm (`pokemon-tcg-pocket-database`, a dependency
 * of the server): every card of its `dist/cards.json` imports into the card store's `ptcg-pocket`
 * column, and ten deck lists written from the data the way players post them (set and number,
 * promos as `P-A 7`, plain apostrophes, no accents, "2x", bare names, headers, `Energy:` lines)
 * resolve with no placeholder. The command an operator types is cards-import-cli.test.ts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameById, type ResolvedDeck } from "@playmat/shared";
import { CardStore, type GameCards } from "../../../src/cards/card-store";
import { directorySource, importCardData } from "../../../src/cards/import";
import { openDatabase, type Database } from "../../../src/store/database";

const POCKET = gameById("ptcg-pocket")!;
const DECKS = POCKET.decks!;
const DIST = path.join(path.dirname(createRequire(import.meta.url).resolve("pokemon-tcg-pocket-database/package.json")), "dist");
const ALL_CARDS = JSON.parse(readFileSync(path.join(DIST, "cards.json"), "utf8")) as { set: string; number: number; name: string }[];
const EXTRA_IDS = new Set(
  (JSON.parse(readFileSync(path.join(DIST, "cards.extra.json"), "utf8")) as { set: string; number: number; type?: string | null }[])
    .filter((card) => card.type)
    .map((card) => `${card.set}-${card.number}`),
);

let db: Kysely<Database>;
let store: GameCards;
let summary: Awaited<ReturnType<typeof importCardData>>;
beforeAll(async () => {
  db = await openDatabase(":memory:");
  store = (await CardStore.open(db)).of(DECKS.cardData!);
  summary = await importCardData(directorySource(DIST), DECKS.cardDataFormat!, store);
}, 20_000);
afterAll(() => db.destroy());

async function resolved(list: string): Promise<{ deck: ResolvedDeck; issues: unknown[] }> {
  const parsed = DECKS.parse(list);
  return { deck: await DECKS.resolve(parsed.entries, store), issues: parsed.issues };
}

describe("pokemon-tcg-pocket-database as installed", () => {
  it("imports every card of cards.json, set by set", async () => {
    const sets = new Set(ALL_CARDS.map((card) => card.set));
    expect(summary).toEqual({ sets: sets.size, cards: ALL_CARDS.length, missingSets: [] });
    const ids = ALL_CARDS.map((card) => `${card.set}-${card.number}`);
    const stored = await store.get(ids);
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
    // A card the extra file gives a type has a kind; the others are of unknown kind, never dropped.
    const kinds = ids.map((id) => [id, stored.get(id)!.supertype] as const);
    expect(kinds.filter(([id, kind]) => EXTRA_IDS.has(id) && kind === "Unknown")).toEqual([]);
    expect(kinds.filter(([id, kind]) => !EXTRA_IDS.has(id) && kind !== "Unknown")).toEqual([]);
  });

  it("reads Pikachu ex A1 96 as a Basic Pokémon ex of the Lightning type, its image a file name", async () => {
    const pikachu = (await store.get(["A1-96"])).get("A1-96");
    expect(pikachu).toMatchObject({ name: "Pikachu ex", supertype: "Pokémon", subtypes: ["Basic", "ex"], types: ["Lightning"], set: "A1", number: "96" });
    expect(pikachu?.image?.small).toMatch(/^[\w.-]+\.webp$/);
    expect((await store.get(["PROMO-A-7"])).get("PROMO-A-7")).toMatchObject({ name: "Professor’s Research", supertype: "Trainer", subtypes: ["Supporter"] });
  });

  const LISTS: Record<string, string> = {
    "Pikachu ex, with headers and promos as P-A": `Pokémon: 8
2 Pikachu ex A1 96
2 Zapdos ex A1 104
2 Pikachu A1 94
2 Magnemite A1 97
Trainer: 12
2 Professor's Research P-A 7
2 Poké Ball P-A 5
2 X Speed P-A 2
2 Potion P-A 1
2 Sabrina A1 225
2 Giovanni A1 223
Energy: Lightning`,
    "Mewtwo ex and Gardevoir, Poke Ball without its accent": `2 Mewtwo ex A1 129
2 Ralts A1 130
2 Kirlia A1 131
2 Gardevoir A1 132
2 Professor's Research P-A 7
2 Poke Ball P-A 5
2 Sabrina A1 225
2 Giovanni A1 223
2 X Speed P-A 2
1 Potion P-A 1
1 Red Card P-A 6
Energy: Psychic`,
    "Charizard ex, with bare headers": `Pokemon
2 Charmander A1 33
2 Charmeleon A1 34
2 Charizard ex A1 36
2 Moltres ex A1 47
Trainers
2 Professor's Research P-A 7
2 Poké Ball P-A 5
2 Blaine A1 221
2 Giovanni A1 223
2 Potion P-A 1
1 X Speed P-A 2
1 Red Card P-A 6
Energy: Fire`,
    "Starmie ex and Articuno ex": `2 Staryu A1 74
2 Starmie ex A1 76
2 Articuno ex A1 84
2 Misty A1 220
2 Professor's Research P-A 7
2 Poké Ball P-A 5
2 X Speed P-A 2
2 Sabrina A1 225
2 Potion P-A 1
2 Red Card P-A 6
Energy: Water`,
    "Celebi ex and Serperior": `2 Celebi ex A1a 3
2 Snivy A1a 4
2 Servine A1a 5
2 Serperior A1a 6
2 Exeggcute A1a 1
2 Erika A1 219
2 Professor's Research P-A 7
2 Poké Ball P-A 5
2 Leaf A1a 68
2 X Speed P-A 2
Energy: Grass`,
    "Darkrai ex and Weavile ex, counts as 2x and headers with counts": `Pokémon (6)
2x Darkrai ex A2 110
2x Sneasel A2 98
2x Weavile ex A2 99
Trainer (14)
2x Cyrus A2 150
2x Dawn A2 154
2x Giant Cape A2 147
2x Rocky Helmet A2 148
2x Pokemon Communication A2 146
2x Professor's Research P-A 7
2x Poke Ball P-A 5
Energy: Darkness`,
    "Lucario and Dialga ex, Farfetch'd with a plain apostrophe": `2 Riolu A2 91
2 Lucario A2 92
2 Marshadow A1a 47
1 Farfetch'd A1 198
2 Dialga ex A2 119
1 Potion P-A 1
2 Professor's Research P-A 7
2 Poké Ball P-A 5
2 Giovanni A1 223
2 Sabrina A1 225
2 Red Card P-A 6
Energy: Fighting, Metal`,
    "Florges and Mew ex, Flabebe without accents and no Energy line": `2 Flabebe A1a 36
2 Floette A1a 37
2 Florges A1a 38
2 Mew ex A1a 32
2 Ralts A1 130
2 Kirlia A1 131
2 Gardevoir A1 132
2 Professor's Research P-A 7
2 Poke Ball P-A 5
2 Leaf A1a 68`,
    "Solgaleo ex and Arceus ex, some cards by name alone": `2 Arceus ex
2 Crobat A2a 50
2 Iono A2b 69
2 Lillie A3 155
2 Guzma A3 151
2 Solgaleo ex A3 122
2 Cosmog A3 85
2 Cosmoem A3 86
2 Professor's Research
2 Poké Ball
Energy: Psychic, Metal`,
    "Mega Blaziken ex and Mega Altaria ex, with a card of the newest sets": `2 Torchic B1 33
2 Combusken B1 34
2 Mega Blaziken ex B1 36
2 Swablu B1 196
2 Mega Altaria ex B1 102
2 Mega Gardevoir ex B2 66
2 Professor's Research P-A 7
2 Poké Ball P-A 5
2 Rare Candy A3 144
2 Hau A3b 68
Energy: Fire, Psychic`,
  };

  it("resolves ten deck lists as players post them with no placeholder, 20 cards each", async () => {
    expect(Object.keys(LISTS)).toHaveLength(10);
    for (const [title, list] of Object.entries(LISTS)) {
      const { deck, issues } = await resolved(list);
      expect(issues, title).toEqual([]);
      expect(deck.cards.filter((card) => card.def.placeholder).map((card) => card.def.name), title).toEqual([]);
      // Notes only: a bare name's printing, or Energy types taken from the Pokémon.
      expect(deck.notes.filter((note) => note.code !== "deck.energy-inferred" && note.code !== "deck.matched-by-name"), title).toEqual([]);
      // The Energy types travel with the deck and count toward no rule: no deck rule is broken.
      const warnings = DECKS.validate(deck).filter((warning) => warning.code !== "deck.unknown-kind");
      expect(warnings, title).toEqual([]);
    }
  });

  it("finds the data's printing for a promo, a curly apostrophe and an accent", async () => {
    const { deck } = await resolved(LISTS["Lucario and Dialga ex, Farfetch'd with a plain apostrophe"]!);
    const ids = deck.cards.map((card) => card.def.id);
    expect(ids).toEqual(expect.arrayContaining(["A1-198", "PROMO-A-7", "PROMO-A-5", "A2-119"]));
    expect(deck.cards.find((card) => card.def.id === "A1-198")?.def.name).toBe("Farfetch’d");
    const flabebe = (await resolved(LISTS["Florges and Mew ex, Flabebe without accents and no Energy line"]!)).deck;
    expect(flabebe.cards.find((card) => card.def.id === "A1a-36")?.def.name).toBe("Flabébé");
  });

  it("takes the Energy types from the Pokémon with a note when a list names none", async () => {
    const { deck } = await resolved(LISTS["Florges and Mew ex, Flabebe without accents and no Energy line"]!);
    expect(deck.notes).toContainEqual(expect.objectContaining({ code: "deck.energy-inferred", message: expect.stringContaining("Psychic") }));
  });

  it("flags a card of the newest sets, which the data knows only by name, as of unknown kind", async () => {
    const { deck } = await resolved(LISTS["Mega Blaziken ex and Mega Altaria ex, with a card of the newest sets"]!);
    expect(DECKS.validate(deck)).toEqual([expect.objectContaining({ code: "deck.unknown-kind", message: expect.stringContaining("Mega Gardevoir ex"), line: 6 })]);
  });
});
