/**
 * The card list format: the demo set reads through it, every field the seed's cards need comes
 * back (kind, cost, attack, defence, HP, keywords, abilities with their kind, highlight, text),
 * and a list with problems is refused whole, each problem named by entry and field.
 */
import { describe, expect, it } from "vitest";
import { CARD_LIST_FORMAT, describeCardListIssue, parseCardList } from "./card-list";
import { DEMO_CARDS } from "./demo-set";
import { readCard } from "./read";

const list = (cards: unknown[]) => JSON.stringify({ format: CARD_LIST_FORMAT, cards });
const problems = (text: string) => {
  const result = parseCardList(text, "t-");
  return result.ok ? [] : result.issues.map(describeCardListIssue);
};

describe("the card list format", () => {
  it("reads the demo set with the seed's examples: 유토 김 and its passive ability 비의 자", () => {
    const yuto = DEMO_CARDS.find((c) => c.name === "유토 김")!;
    expect(yuto.id).toBe("cs-demo-yuto-kim");
    expect(readCard(yuto)).toEqual({
      kind: "sorcerer", cost: 4, attack: 3, defence: 1, hp: 4, keywords: [], highlight: true,
      abilities: [{ name: "비의 자", kind: "passive", text: "이 저주술사가 필드에 진입할 때, 상대의 저주물 1개를 파괴한다." }],
    });
    for (const name of ["메이", "카운터 주술", "신비한 보호막", "대알", "검", "갑옷"]) expect(DEMO_CARDS.some((c) => c.name === name)).toBe(true);
    expect(readCard(DEMO_CARDS.find((c) => c.name === "사야")).keywords).toEqual(["piercing"]);
    expect(readCard(DEMO_CARDS.find((c) => c.name === "대알")).kind).toBe("spell");
    // §3.1: defence is 0 unless printed.
    expect(readCard(DEMO_CARDS.find((c) => c.name === "불꽃 견습생")).defence).toBe(0);
  });

  it("refuses a list that is not JSON, or not in the format", () => {
    expect(problems("{ cards: ")[0]).toMatch(/^The card list is not JSON/);
    expect(problems(JSON.stringify({ cards: [] }))).toEqual(['The card list\'s "format" must be "curse-sorcerers/1" (found none).']);
    expect(problems(JSON.stringify({ format: CARD_LIST_FORMAT, cards: [] }))).toEqual(['The card list\'s "cards" must be a non-empty array.']);
  });

  it("names every broken entry by number, name and field, and keeps none of the list", () => {
    const text = list([
      { id: "ok", name: "메이", kind: "sorcerer", attack: 2, hp: 4 },
      { id: "no-hp", name: "유토 김", kind: "sorcerer", attack: 3 },
      { id: "bad kind", name: "검", kind: "weapon" },
      { id: "sword", name: "검", kind: "cursed-object", keywords: ["piercing"] },
      { id: "ok", name: "메이 2", kind: "spell" },
      { id: "mei-2", name: "메이", kind: "spell" },
    ]);
    const found = problems(text);
    expect(found).toHaveLength(5);
    expect(found[0]).toBe("card 2 (유토 김): hp: a sorcerer needs HP");
    expect(found[1]).toMatch(/^card 3 \(검\): id: an id is 1–40 lower-case letters, digits and hyphens; kind: /);
    expect(found.slice(2)).toEqual([
      "card 4 (검): kind: only a sorcerer has attack, HP and keywords, not a cursed-object",
      'card 5 (메이 2): id "ok" is already card 1\'s',
      "card 6 (메이): the name is already card 1's: deck lists name cards by name",
    ]);
  });

  it("keeps an ability's kind and the rules text", () => {
    const result = parseCardList(list([{ id: "a", name: "A", kind: "reaction", cost: 1, text: "막는다.", highlight: true }]), "t-");
    expect(result.ok && result.cards[0]).toMatchObject({ id: "t-a", subtypes: ["reaction", "highlight"], rules: ["막는다."], stats: { cost: 1, defence: 0 } });
  });
});
