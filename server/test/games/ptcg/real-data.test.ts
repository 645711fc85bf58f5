/**
 * The importer and the deck pipeline against the real pokemon-tcg-data, which the project may
 * not commit: it lives next to the repository, in ../shared/fixtures. Without it the suite is
 * skipped, and says so.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameById, isBasicEnergy, parseDeckList, resolveDeck, validateDeck } from "@playmat/shared";
import { CardStore, type GameCards } from "../../../src/cards/card-store";
import { directorySource, importCardData, type ImportSummary } from "../../../src/cards/import";
import { openDatabase, type Database } from "../../../src/store/database";

const REPO_ROOT = path.resolve(fileURLToPath(import.meta.url), "../../../../..");
const SHARED_FIXTURES = path.resolve(REPO_ROOT, "..", "shared", "fixtures");
const CARD_DATA = path.join(SHARED_FIXTURES, "pokemon-tcg-data");
const DECK_LISTS = path.join(SHARED_FIXTURES, "decklists");

const exists = existsSync(path.join(CARD_DATA, "sets", "en.json")) && existsSync(DECK_LISTS);
if (!exists) console.log(`Shared fixtures not found at ${SHARED_FIXTURES}: the real card data suite was skipped.`);
const deckFiles = exists ? readdirSync(DECK_LISTS).filter((file) => file.endsWith(".txt")).sort() : [];

describe.skipIf(!exists)("the real card data in ../shared/fixtures", () => {
  let db: Kysely<Database>;
  let store: GameCards;
  let summary: ImportSummary;

  beforeAll(async () => {
    db = await openDatabase(":memory:");
    store = (await CardStore.open(db)).of("ptcg");
    summary = await importCardData(directorySource(CARD_DATA), gameById("ptcg")!.decks!.cardDataFormat!, store);
  }, 120_000);
  afterAll(() => db?.destroy());

  it("imports every set listed, each with its cards file", () => {
    const listed = JSON.parse(readFileSync(path.join(CARD_DATA, "sets", "en.json"), "utf8")) as unknown[];
    expect(summary.missingSets).toEqual([]);
    expect(summary.sets).toBe(listed.length);
    expect(summary.cards).toBeGreaterThan(10_000);
  });

  it("keeps the set code, hp and retreat cost players read", async () => {
    expect(await store.find({ name: "Gardevoir ex", set: "SVI", number: "86" })).toMatchObject({
      id: "sv1-86",
      set: "SVI",
      number: "86",
      hp: 310,
      retreatCost: 2,
      subtypes: ["Stage 2", "ex"],
    });
  });

  it("finds printings whose code another set reuses, gallery codes and digit-only promos", async () => {
    const idOf = async (name: string, set: string, number: string) => (await store.find({ name, set, number }))?.id;
    expect(await idOf("Eevee", "HIF", "49")).toBe("sm115-49");
    expect(await idOf("Charizard-GX", "HIF", "SV49")).toBe("sma-SV49");
    expect(await idOf("Mewtwo VSTAR", "CRZ", "GG44")).toBe("swsh12pt5gg-GG44");
    expect(await idOf("Flaaffy", "SIT", "TG3")).toBe("swsh12tg-TG03");
    expect(await idOf("Grookey", "PR-SW", "1")).toBe("swshp-SWSH001");
    const gallery = await resolveDeck(parseDeckList("1 Bibarel CRZ-GG 25").entries, store);
    expect(gallery.cards[0]?.def.id).toBe("swsh12pt5gg-GG25");
  });

  it("matches a bare name reprinted over the years to its newest printing, not the first id in text order", async () => {
    // Nest Ball: SUM 123 (2017), SVI 181 and 255 (2023), PAF 84 (2024); Iono: PR-SV 124, PAL 185…, PAF 80 and 237 (2024).
    const deck = await resolveDeck(parseDeckList("4 Nest Ball\n4 Iono").entries, store);
    expect(deck.cards.map((card) => card.def.id)).toEqual(["sv4pt5-84", "sv4pt5-80"]);
    expect(deck.notes.map((note) => note.message)).toEqual([
      "4 Nest Ball: matched by name to Nest Ball (PAF 84).",
      "4 Iono: matched by name to Iono (PAF 80).",
    ]);
  });

  it.each(deckFiles)("resolves every line of %s to a real card, and the deck follows the rules", async (file) => {
    const parsed = parseDeckList(readFileSync(path.join(DECK_LISTS, file), "utf8"));
    expect(parsed.issues).toEqual([]);
    const deck = await resolveDeck(parsed.entries, store);
    expect(deck.placeholders).toEqual([]);
    expect(deck.warnings).toEqual([]);
    expect(deck.notes).toEqual([]);
    expect(deck.cards.every((card) => !card.def.id.startsWith("demo-") && !card.def.placeholder)).toBe(true);
    expect(deck.total).toBe(60);
    expect(validateDeck(deck)).toEqual([]);
  });

  it.each(deckFiles)("resolves the lines of %s typed with a letter missing from each name to the card printed at their set code and number", async (file) => {
    const parsed = parseDeckList(readFileSync(path.join(DECK_LISTS, file), "utf8"));
    const exact = await resolveDeck(parsed.entries, store);
    // "Rare Candy" → "Rare Cndy": one slip of the keyboard in every name that is not basic energy.
    const slipped = parsed.entries.map((entry) => (/energy$/i.test(entry.name) ? entry : { ...entry, name: entry.name.slice(0, 6) + entry.name.slice(7) }));
    const deck = await resolveDeck(slipped, store);
    expect(deck.cards.map((card) => card.def.id)).toEqual(exact.cards.map((card) => card.def.id));
    expect(deck.warnings).toEqual([]);
    expect(deck.notes.length).toBe(slipped.filter((entry, i) => entry.name !== parsed.entries[i]!.name).length);
    for (const note of deck.notes) expect(note.code, note.message).toBe("deck.matched-by-print");
  });

  /**
   * The same lists written as players often paste them, with names only: the lines whose
   * name one card has (its printings all play alike) resolve, and so does basic energy; the
   * others stay placeholders that say why. The counts change only when the data does.
   */
  const RESOLVED_BY_NAME: Record<string, number> = {
    // Of 27 lines: Charmander (two lines), Charmeleon, Charizard ex, Pidgey, Pidgeotto, Drifloon, Mew ex,
    // Boss's Orders, Rare Candy, Ultra Ball, Super Rod, Counter Catcher, Pokémon Catcher are ambiguous.
    "charizard-pidgeot.ptcgl.txt": 13,
    // Of 21 lines: Ralts, Kirlia, Gardevoir ex, Drifloon, Mimikyu, Boss's Orders, Ultra Ball,
    // Rare Candy, Super Rod, Counter Catcher are ambiguous.
    "gardevoir-ex.ptcgl.txt": 11,
  };

  it.each(deckFiles)("resolves the lines of %s by name alone when the name settles the card", async (file) => {
    const parsed = parseDeckList(readFileSync(path.join(DECK_LISTS, file), "utf8"));
    const byName = parsed.entries.map(({ set: _set, number: _number, ...entry }) => entry);
    const deck = await resolveDeck(byName, store);
    const resolved = deck.cards.filter((card) => !card.def.placeholder);
    if (file in RESOLVED_BY_NAME) expect(resolved).toHaveLength(RESOLVED_BY_NAME[file]!);
    expect(deck.cards.filter((card) => isBasicEnergy(card.def))).toHaveLength(byName.filter((entry) => /energy$/i.test(entry.name)).length);
    for (const card of deck.cards) {
      const warned = deck.warnings.find((warning) => warning.line === card.line);
      const noted = deck.notes.find((note) => note.line === card.line);
      if (card.def.placeholder) expect(warned?.code, card.def.name).toBe("deck.ambiguous");
      else if (!isBasicEnergy(card.def)) expect([warned, noted?.message]).toEqual([undefined, expect.stringMatching(/: matched by name to .+ \(\S+ \S+\)\.$/)]);
    }
  });
});

