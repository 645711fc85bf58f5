import { describe, expect, it } from "vitest";
import type { CardDef } from "../../../cards/types";
import { placeholderCard } from "../../../decks/placeholder";
import type { ResolvedDeck } from "../../../decks/types";
import { validateDeck } from "./validate";

const basic: CardDef = { id: "t-1", name: "Cindle", supertype: "Pokémon", subtypes: ["Basic"] };
const stage1: CardDef = { id: "t-2", name: "Pyrowl", supertype: "Pokémon", subtypes: ["Stage 1"] };
const supporter: CardDef = { id: "t-3", name: "Boss's Orders (Ghetsis)", supertype: "Trainer", subtypes: ["Supporter"] };
const supporterReprint: CardDef = { ...supporter, id: "t-4", name: "Boss's Orders" };
const aceSpec: CardDef = { id: "t-5", name: "Crown Compass", supertype: "Trainer", subtypes: ["Item", "ACE SPEC"] };
const otherAceSpec: CardDef = { id: "t-6", name: "Secret Satchel", supertype: "Trainer", subtypes: ["Item", "ACE SPEC"] };
const basicEnergy: CardDef = { id: "t-7", name: "Basic Fire Energy", supertype: "Energy", subtypes: ["Basic"] };
const specialEnergy: CardDef = { id: "t-8", name: "Echo Psychic Energy", supertype: "Energy", subtypes: ["Special"] };

function deckOf(...cards: [CardDef, number][]): ResolvedDeck {
  const resolved = cards.map(([def, count], index) => ({ def, count, line: index + 1 }));
  return {
    cards: resolved,
    placeholders: resolved.filter((card) => card.def.placeholder).map((card) => ({ line: card.line, text: card.def.name })),
    warnings: [],
    notes: [],
    total: resolved.reduce((sum, card) => sum + card.count, 0),
  };
}

const codes = (deck: ResolvedDeck, options?: Parameters<typeof validateDeck>[1]) =>
  validateDeck(deck, options).map((warning) => warning.code);

describe("the deck rules", () => {
  it("are all met by a legal 60-card deck", () => {
    expect(validateDeck(deckOf([basic, 4], [stage1, 4], [supporter, 4], [aceSpec, 1], [basicEnergy, 47]))).toEqual([]);
  });

  it("want exactly 60 cards", () => {
    const [warning] = validateDeck(deckOf([basic, 4], [basicEnergy, 55]));
    expect(warning).toEqual({ code: "deck.size", message: "This deck has 59 cards.", rule: "A deck has exactly 60 cards." });
    expect(codes(deckOf([basic, 4], [basicEnergy, 57]))).toEqual(["deck.size"]);
  });

  it("allow at most 4 copies of a name, counting every printing of it", () => {
    const warnings = validateDeck(deckOf([basic, 4], [supporter, 3], [supporterReprint, 2], [basicEnergy, 51]));
    expect(warnings).toEqual([
      {
        code: "deck.copies",
        message: "This deck has 5 copies of Boss's Orders.",
        rule: "A deck may have at most 4 copies of a card with the same name, except Basic Energy.",
        line: 2,
      },
    ]);
  });

  it("let Basic Energy go past 4 copies, but not Special Energy", () => {
    expect(codes(deckOf([basic, 4], [basicEnergy, 51], [specialEnergy, 5]))).toEqual(["deck.copies"]);
  });

  it("allow at most one ACE SPEC card", () => {
    expect(codes(deckOf([basic, 4], [aceSpec, 1], [otherAceSpec, 1], [basicEnergy, 54]))).toEqual(["deck.ace-spec"]);
    expect(codes(deckOf([basic, 4], [aceSpec, 2], [basicEnergy, 54]))).toEqual(["deck.ace-spec"]);
  });

  it("need at least one Basic Pokémon", () => {
    const [warning] = validateDeck(deckOf([stage1, 4], [basicEnergy, 56]));
    expect(warning).toMatchObject({ code: "deck.no-basic", rule: "A deck must have at least 1 Basic Pokémon." });
  });

  it("count placeholders toward the size but check them for nothing else, and say so", () => {
    const mystery = placeholderCard("Mystery Card", "XYZ", "9");
    const warnings = validateDeck(deckOf([mystery, 7], [stage1, 4], [basicEnergy, 49]));
    expect(warnings.map((warning) => warning.code)).toEqual(["deck.no-basic", "deck.unchecked"]);
    expect(warnings[0]?.message).toMatch(/7 unidentified cards could not be checked/);
    expect(codes(deckOf([mystery, 7], [basic, 4], [basicEnergy, 49]))).toEqual(["deck.unchecked"]);
  });

  it("say nothing about Basic Pokémon when every card is a placeholder: nothing is known of them", () => {
    const mystery = placeholderCard("Mystery Card", "XYZ", "9");
    const other = placeholderCard("Other Card", "XYZ", "10");
    const warnings = validateDeck(deckOf([mystery, 30], [other, 30]));
    expect(warnings.map((warning) => warning.message)).toEqual(["60 unidentified cards were not checked for copies or Basic Pokémon."]);
  });

  it("take other numbers for another format (Pocket: 20 cards, 2 copies)", () => {
    const pocket = { size: 20, maxCopies: 2 };
    expect(codes(deckOf([basic, 2], [stage1, 2], [supporter, 2], [aceSpec, 1], [basicEnergy, 13]), pocket)).toEqual([]);
    const tooMany = validateDeck(deckOf([basic, 3], [stage1, 2], [basicEnergy, 15]), pocket);
    expect(tooMany).toEqual([expect.objectContaining({ code: "deck.copies", rule: expect.stringContaining("at most 2 copies") })]);
  });
});
