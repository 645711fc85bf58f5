import { describe, expect, it } from "vitest";
import { DEMO_CARDS } from "../../../cards/demo";
import { createCardLookup } from "../../../cards/lookup";
import type { CardDef } from "../../../cards/types";
import { placeholderCard } from "../../../decks/placeholder";
import type { CardLookup, CardQuery } from "../../../decks/types";
import { parseDeckList } from "./parse";
import { resolveDeck } from "./resolve";

const demoLookup = createCardLookup(DEMO_CARDS);
const resolveText = (text: string, lookup: CardLookup = demoLookup) => resolveDeck(parseDeckList(text).entries, lookup);

describe("resolving a deck list", () => {
  it("finds each line's card by set code and number, keeping count and line", async () => {
    const deck = await resolveText("4 Cindle PMA 1\n2 Pyrowl PMA 2");
    expect(deck.cards.map((card) => [card.def.id, card.count, card.line])).toEqual([
      ["demo-pma-1", 4, 1],
      ["demo-pma-2", 2, 2],
    ]);
    expect(deck).toMatchObject({ placeholders: [], warnings: [], notes: [], total: 6 });
  });

  it("tells apart the sets sharing a code, by number", async () => {
    const deck = await resolveText("3 Wispling PMA 6\n1 Wispling PMA GG01 PH");
    expect(deck.cards.map((card) => card.def.id)).toEqual(["demo-pma-6", "demo-pmagg-GG01"]);
  });

  it("reads a sub-set code with a plain number (CRZ-GG 25 style)", async () => {
    const deck = await resolveText("1 Infernowl ex PMA-GG 2");
    expect(deck.cards[0]?.def.id).toBe("demo-pmagg-GG02");
    expect(deck.warnings).toEqual([]);
  });

  it("resolves brace energy names, basic and special", async () => {
    const deck = await resolveText("10 Basic {R} Energy PMA 24\n4 Echo {P} Energy PMA 23\n3 Basic {L} Energy");
    expect(deck.cards.map((card) => [card.def.name, card.def.subtypes])).toEqual([
      ["Basic Fire Energy", ["Basic"]],
      ["Echo Psychic Energy", ["Special"]],
      ["Basic Lightning Energy", ["Basic"]],
    ]);
  });

  it("matches a bare line to the one card of that name, and says so in a note, not a warning: nothing needs fixing", async () => {
    const deck = await resolveText("4 Tinker's Gear: Overdrive\n2 Cindle");
    expect(deck.cards.map((card) => card.def.id)).toEqual(["demo-pma-21", "demo-pma-1"]);
    expect(deck.warnings).toEqual([]);
    expect(deck.notes).toEqual([
      { code: "deck.matched-by-name", message: "4 Tinker's Gear: Overdrive: matched by name to Tinker's Gear: Overdrive (PMA 21).", line: 1 },
      { code: "deck.matched-by-name", message: "2 Cindle: matched by name to Cindle (PMA 1).", line: 2 },
    ]);
  });

  it("matches a bare name whose printings all play the same to one of them, the main set's before its gallery's", async () => {
    // Archivist Mabel is PMA 11 and, in another art, PMA GG03: the same card, printed the same day.
    const deck = await resolveText("2 Archivist Mabel\n3 wispling");
    expect(deck.cards.map((card) => card.def.id)).toEqual(["demo-pma-11", "demo-pma-6"]);
    expect(deck.notes.map((note) => note.message)).toEqual([
      "2 Archivist Mabel: matched by name to Archivist Mabel (PMA 11).",
      "3 wispling: matched by name to Wispling (PMA 6).",
    ]);
    expect(deck.placeholders).toEqual([]);
  });

  it("matches a bare name reprinted over the years to its newest printing", async () => {
    const nestBall = (id: string, set: string, number: string, released: string): CardDef => ({
      id, name: "Nest Ball", supertype: "Trainer", subtypes: ["Item"], rules: ["Search your deck for a Basic Pokémon and put it onto your Bench."], set, number, released,
    });
    const lookup = createCardLookup([nestBall("sm1-123", "SUM", "123", "2017-02-03"), nestBall("sv4pt5-84", "PAF", "84", "2024-01-26"), nestBall("sv1-181", "SVI", "181", "2023-03-31")]);
    const deck = await resolveText("4 Nest Ball", lookup);
    expect(deck.notes.map((note) => note.message)).toEqual(["4 Nest Ball: matched by name to Nest Ball (PAF 84)."]);
  });

  it("forgives case and accents in a bare name", async () => {
    const lookup = createCardLookup([...DEMO_CARDS, { id: "x-1", name: "Pokémon Lantern", supertype: "Trainer", subtypes: ["Item"], set: "XPL", number: "1" }]);
    const deck = await resolveText("1 POKEMON LANTERN", lookup);
    expect(deck.cards[0]?.def.id).toBe("x-1");
  });

  it("resolves bare basic energy names, however a list writes them, without a word", async () => {
    const deck = await resolveText("10 Lightning Energy\n3 Basic {P} Energy\n2 basic fighting energy\n1 Basic Fire Energy");
    expect(deck.cards.map((card) => card.def.id)).toEqual(["demo-pma-25", "demo-pma-26", "demo-pma-27", "demo-pma-24"]);
    expect(deck.warnings).toEqual([]);
    expect(deck.notes).toEqual([]);
  });

  it("falls back to the name, with a note, when the data lacks that set code or number (a set newer than the data)", async () => {
    const deck = await resolveText("4 Cindle PMA 99");
    expect(deck.cards[0]?.def.id).toBe("demo-pma-1");
    expect(deck.warnings).toEqual([]);
    expect(deck.notes).toEqual([
      { code: "deck.matched-by-name", message: 'No card "Cindle" (PMA 99) is known; using the only card of that name (PMA 1).', line: 1 },
    ]);
  });

  it("takes any printing of a basic energy from a set it does not know, silently", async () => {
    const deck = await resolveText("4 Basic {F} Energy MEE 6");
    expect(deck.cards[0]?.def.id).toBe("demo-pma-27");
    expect(deck.warnings).toEqual([]);
    expect(deck.notes).toEqual([]);
  });

  it("asks the card lookup once for each distinct line, however often a list repeats it", async () => {
    const asked: CardQuery[] = [];
    const counting: CardLookup = { find: (query) => (asked.push(query), demoLookup.find(query)) };
    const deck = await resolveText([...Array(50).fill("1 Cindle PMA 99"), ...Array(50).fill("1 Nobody XYZ 1"), "2 Pyrowl PMA 2"].join("\n"), counting);
    expect(deck.total).toBe(102);
    expect(deck.cards.filter((card) => card.def.id === "demo-pma-1")).toHaveLength(50);
    expect(deck.placeholders).toHaveLength(50);
    // Cindle PMA 99 by printing, then by name; Nobody XYZ 1 likewise; Pyrowl PMA 2 by printing.
    expect(asked).toEqual([
      { name: "Cindle", set: "PMA", number: "99" },
      { name: "Nobody", set: "XYZ", number: "1" },
      { name: "Pyrowl", set: "PMA", number: "2" },
      { name: "Cindle" },
      { name: "Nobody" },
      { name: "Nobody", set: "XYZ", number: "1", anyName: true },
    ]);
  });

  it("matches a mistyped name to the card printed at its set code and number, and says so in a note", async () => {
    const deck = await resolveText("4 Cindel PMA 1\n2 pyrowel PMA 2");
    expect(deck.cards.map((card) => card.def.id)).toEqual(["demo-pma-1", "demo-pma-2"]);
    expect(deck.warnings).toEqual([]);
    expect(deck.notes).toEqual([
      { code: "deck.matched-by-print", message: "4 Cindel (PMA 1): no card of that name is printed there; matched to the card that is, Cindle (PMA 1).", line: 1 },
      { code: "deck.matched-by-print", message: "2 pyrowel (PMA 2): no card of that name is printed there; matched to the card that is, Pyrowl (PMA 2).", line: 2 },
    ]);
  });

  it("keeps a name far from the card printed at that number a placeholder: more likely a wrong number than a typo", async () => {
    const deck = await resolveText("4 Mystery Card PMA 1");
    expect(deck.cards[0]?.def.placeholder).toBe(true);
    expect(deck.warnings).toEqual([expect.objectContaining({ code: "deck.unresolved", line: 1 })]);
    expect(deck.notes).toEqual([]);
  });

  it("matches no mistyped name to a code and number two different cards share (an old code reused)", async () => {
    const card = (id: string, name: string): CardDef => ({ id, name, supertype: "Pokémon", subtypes: ["Basic"], hp: 60, set: "XV", number: "1" });
    const cards = [card("old-1", "Alpha"), card("new-1", "Omega")];
    const deck = await resolveText("1 Alphaa XV 1", createCardLookup(cards));
    expect(deck.cards[0]?.def.placeholder).toBe(true);
    expect(deck.notes).toEqual([]);
    // The same slip at a code and number only Alpha carries is matched.
    expect((await resolveText("1 Alphaa XV 1", createCardLookup(cards.slice(0, 1)))).cards[0]?.def.id).toBe("old-1");
  });

  it("keeps an unknown card as a named placeholder with a warning, never an error", async () => {
    const deck = await resolveText("4 Cindle PMA 1\n2 Mystery Card XYZ 9");
    expect(deck.cards[1]).toEqual({ def: placeholderCard("Mystery Card", "XYZ", "9"), count: 2, line: 2 });
    expect(deck.placeholders).toEqual([{ line: 2, text: "2 Mystery Card XYZ 9" }]);
    expect(deck.warnings).toEqual([expect.objectContaining({ code: "deck.unresolved", line: 2 })]);
    expect(deck.total).toBe(6);
  });

  it("keeps a name shared by different cards as a placeholder, and lists them", async () => {
    // Voltkit PMA 4 has 60 HP, Voltkit PMA GG04 70: two different cards.
    const deck = await resolveText("2 Voltkit");
    expect(deck.cards[0]?.def).toMatchObject({ name: "Voltkit", placeholder: true, supertype: "Unknown" });
    expect(deck.placeholders).toEqual([{ line: 1, text: "2 Voltkit" }]);
    expect(deck.warnings).toEqual([
      {
        code: "deck.ambiguous",
        message: "Voltkit is ambiguous: 2 different cards have this name (Voltkit PMA 4, Voltkit PMA GG04); add the set code and number. It is kept as a placeholder.",
        line: 1,
      },
    ]);
  });

  it("lists a few of many different cards sharing a name, and says how many more", async () => {
    const voltkit = (n: number): CardDef => ({ id: `x-${n}`, name: "Voltkit", supertype: "Pokémon", subtypes: ["Basic"], hp: 50 + n * 10, set: "XV", number: String(n) });
    const deck = await resolveText("1 Voltkit PMA 99", createCardLookup([...DEMO_CARDS, voltkit(1), voltkit(3), voltkit(4)]));
    expect(deck.warnings[0]?.message).toBe(
      "Voltkit is ambiguous: 5 different cards have this name (Voltkit PMA 4, Voltkit PMA GG04, Voltkit XV 1 and 2 more); " +
        "no card is known at PMA 99; check the set code and number. It is kept as a placeholder.",
    );
  });

  it("lists the cards sharing a name for the first 16 such names of a list only, as counting them reads every printing", async () => {
    const twins = Array.from({ length: 20 }, (_, n) => [60, 70].map((hp): CardDef => ({ id: `tw-${n}-${hp}`, name: `Twin ${n}`, supertype: "Pokémon", subtypes: ["Basic"], hp })));
    const inMemory = createCardLookup(twins.flat());
    const asked: string[] = [];
    const counting: CardLookup = { find: (query) => inMemory.find(query), namesakes: (name) => (asked.push(name), inMemory.namesakes!(name)) };
    const deck = await resolveText(["1 Twin 0", ...twins.map((_, n) => `1 Twin ${n}`)].join("\n"), counting);
    expect(asked).toEqual(Array.from({ length: 16 }, (_, n) => `Twin ${n}`));
    expect(deck.warnings.map((warning) => warning.code)).toEqual([...Array(17).fill("deck.ambiguous"), ...Array(4).fill("deck.unresolved")]);
    expect(deck.warnings.at(-1)?.message).toBe('"Twin 19" matches no single known card (unknown, or several different cards share the name); it is kept as a placeholder.');
  });

  it("says a name no card has is unknown", async () => {
    const deck = await resolveText("1 Nobody");
    expect(deck.warnings).toEqual([{ code: "deck.unresolved", message: '"Nobody" matches no known card; it is kept as a placeholder.', line: 1 }]);
  });

  it("asks by set code and number first, and by name only if that fails", async () => {
    const queries: CardQuery[] = [];
    const recording: CardLookup = {
      find: (query) => {
        queries.push(query);
        return demoLookup.find(query);
      },
    };
    await resolveText("1 Cindle PMA 1\n1 Pyrowl PMA 77", recording);
    expect(queries).toEqual([
      { name: "Cindle", set: "PMA", number: "1" },
      { name: "Pyrowl", set: "PMA", number: "77" },
      { name: "Pyrowl" },
    ]);
  });
});

describe("a placeholder card", () => {
  it("carries the name, set and number the player wrote", () => {
    expect(placeholderCard("Mystery Card", "XYZ", "9")).toEqual({
      id: "placeholder:Mystery Card|XYZ|9",
      name: "Mystery Card",
      supertype: "Unknown",
      subtypes: [],
      set: "XYZ",
      number: "9",
      placeholder: true,
    });
    expect(placeholderCard("Mystery Card").id).toBe("placeholder:Mystery Card||");
  });
});
