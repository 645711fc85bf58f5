/**
 * Deck lists (seed 004 §8.1, §8.2): the demo decks read and resolve against the demo set with
 * no warning, an unknown line becomes a placeholder with a warning, and the deck rules are
 * warnings: 40 to 60 cards, at most 3 of a name, at most 1 of a highlight card, a sideboard of
 * up to 15.
 */
import { describe, expect, it } from "vitest";
import { createCardLookup } from "../../../cards/lookup";
import { DEMO_CARDS } from "../cards/demo-set";
import { SORCERER_DECKS, type ResolvedSorcererDeck } from "./index";

const lookup = createCardLookup(DEMO_CARDS);
async function read(list: string) {
  const parsed = SORCERER_DECKS.parse(list);
  const deck = await SORCERER_DECKS.resolve(parsed.entries, lookup);
  return { parsed, deck, warnings: [...deck.warnings, ...SORCERER_DECKS.validate(deck)] };
}

describe("deck lists", () => {
  it.each(SORCERER_DECKS.demoDecks.map((d) => [d.name, d.list]))("the demo deck %s is 40 cards within the rules", async (_, list) => {
    const { parsed, deck, warnings } = await read(list);
    expect(parsed.issues).toEqual([]);
    expect(deck.total).toBe(40);
    expect(deck.placeholders).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("keeps the sideboard out of the deck", async () => {
    const { deck } = await read(SORCERER_DECKS.demoDecks[1]!.list);
    expect((deck as ResolvedSorcererDeck).sideboard.reduce((n, c) => n + c.count, 0)).toBe(4);
  });

  it("turns an unknown name into a placeholder with a warning, and an unreadable line into an issue", async () => {
    const { parsed, deck, warnings } = await read("3 유토 김\n2 없는 카드\nthree 메이\n0 검");
    expect(parsed.issues.map((i) => [i.code, i.line])).toEqual([["deck.unreadable-line", 3], ["deck.zero-count", 4]]);
    expect(deck.placeholders).toEqual([{ line: 2, text: "2 없는 카드" }]);
    expect(deck.cards[1]!.def).toMatchObject({ name: "없는 카드", placeholder: true });
    expect(warnings.find((w) => w.code === "deck.unknown-card")).toMatchObject({ line: 2, message: "No card named 없는 카드 is in this table's card list; it is kept as a placeholder." });
  });

  it("warns of a deck under 40, a fourth copy, a second highlight card and a sideboard over 15", async () => {
    const list = "4 메이\n2 유토 김\n2 3x 대알\nSideboard\n8 검\n8 갑옷";
    const { warnings } = await read(list.replace("2 3x 대알", "3x 대알"));
    expect(warnings.map((w) => w.code).sort()).toEqual(["deck.copies", "deck.highlight", "deck.sideboard-size", "deck.size"]);
    expect(warnings.find((w) => w.code === "deck.highlight")).toMatchObject({ message: "This deck has 2 copies of the highlight card 유토 김.", rule: "At most 1 copy of a highlight card (seed 004 §8.1).", line: 2 });
    expect(warnings.find((w) => w.code === "deck.copies")).toMatchObject({ message: "This deck has 4 copies of 메이.", line: 1 });
    expect(warnings.find((w) => w.code === "deck.size")?.message).toBe("This deck has 9 cards.");
  });
});
