/**
 * The game's own invented demo set, so a fresh install plays at once: seed 004's examples (유토
 * 김 and its passive ability 비의 자, 메이, 카운터 주술, 신비한 보호막, 대알, a sword and an
 * armour, the piercing 5-attack and lifelink 3-attack sorcerers of §3.2, the looping pair of
 * §5.2) and enough more for two 40-card decks. Names and rules text in Korean, as the seed
 * writes its cards: a card's printed words are card data, like a Japanese card in a Pokémon
 * deck, not interface strings (docs/games/curse-sorcerers.md gives each an English gloss).
 * Written in the card list format (card-list.ts) and read through it, so the demo set is a
 * list a player could have uploaded.
 */
import type { CardDef } from "../../../cards/types";
import { CARD_LIST_FORMAT, describeCardListIssue, parseCardList } from "./card-list";

export const DEMO_ID_PREFIX = "cs-demo-";

const DEMO_ENTRIES = [
  // Sorcerers (저주술사)
  {
    id: "yuto-kim", name: "유토 김", kind: "sorcerer", cost: 4, attack: 3, defence: 1, hp: 4, highlight: true,
    abilities: [{ name: "비의 자", kind: "passive", text: "이 저주술사가 필드에 진입할 때, 상대의 저주물 1개를 파괴한다." }],
  },
  {
    id: "mei", name: "메이", kind: "sorcerer", cost: 3, attack: 2, defence: 1, hp: 4,
    abilities: [{ name: "은빛 실", kind: "player", text: "저주력 1: 아군 저주술사 1명의 손상을 2 회복한다." }],
  },
  { id: "flame-apprentice", name: "불꽃 견습생", kind: "sorcerer", cost: 1, attack: 2, hp: 2 },
  { id: "shadow-stalker", name: "그림자 추적자", kind: "sorcerer", cost: 2, attack: 2, hp: 2, keywords: ["evasion"] },
  { id: "steel-warden", name: "강철 수호자", kind: "sorcerer", cost: 3, attack: 1, defence: 2, hp: 2, keywords: ["indestructible"] },
  { id: "saya", name: "사야", kind: "sorcerer", cost: 4, attack: 5, hp: 3, keywords: ["piercing"] },
  { id: "blood-noble", name: "흡혈 귀족", kind: "sorcerer", cost: 3, attack: 3, hp: 3, keywords: ["lifelink"] },
  {
    id: "storm-maiden", name: "폭풍 무녀", kind: "sorcerer", cost: 2, attack: 1, hp: 3,
    abilities: [{ name: "바람 읽기", kind: "player", text: "저주력 1: 카드 1장을 뽑는다." }],
  },
  { id: "stone-giant", name: "바위 거인", kind: "sorcerer", cost: 5, attack: 4, defence: 1, hp: 6 },
  {
    id: "echo-twins", name: "메아리 쌍둥이", kind: "sorcerer", cost: 2, attack: 1, hp: 2,
    abilities: [{ name: "메아리", kind: "passive", text: "이 저주술사가 뽑힐 때마다 저주력 1을 회복한다." }],
  },
  {
    id: "grave-keeper", name: "무덤지기", kind: "sorcerer", cost: 2, attack: 2, defence: 1, hp: 3,
    abilities: [{ name: "망자의 기억", kind: "passive", text: "저주력이 회복될 때마다 카드 1장을 뽑는다." }],
  },
  // Spells (주술)
  { id: "daeal", name: "대알", kind: "spell", cost: 2, text: "상대 저주술사 1명에게 3 손상을 준다. (주술은 방어할 수 없다.)" },
  { id: "curse-arrow", name: "저주 화살", kind: "spell", cost: 1, text: "저주술사 1명에게 1 손상을 준다." },
  { id: "purify", name: "정화", kind: "spell", cost: 2, text: "저주물 1개를 파괴한다." },
  { id: "curse-spring", name: "저주력 샘", kind: "spell", cost: 0, text: "저주력 2를 회복한다." },
  { id: "black-flame", name: "흑염", kind: "spell", cost: 3, text: "모든 저주술사에게 2 손상을 준다." },
  { id: "recollection", name: "기억 회수", kind: "spell", cost: 2, text: "무덤의 카드 1장을 손패로 되돌린다." },
  { id: "foresight", name: "예지", kind: "spell", cost: 1, text: "카드 2장을 뽑는다." },
  // Cursed objects (저주물)
  { id: "sword", name: "검", kind: "cursed-object", cost: 1, text: "장착한 저주술사의 공격력 +1." },
  { id: "armour", name: "갑옷", kind: "cursed-object", cost: 2, text: "장착한 저주술사의 방어력 +1." },
  { id: "blood-ring", name: "피의 반지", kind: "cursed-object", cost: 2, text: "장착한 저주술사는 생명력 흡수를 얻는다." },
  { id: "cursed-mask", name: "저주의 가면", kind: "cursed-object", cost: 1, text: "장착한 저주술사의 HP +2." },
  // Reactions and events (사건/반응)
  { id: "counter-spell", name: "카운터 주술", kind: "reaction", cost: 1, text: "상대가 방금 사용한 능력으로부터 저주물 1개를 보호한다." },
  { id: "mystic-barrier", name: "신비한 보호막", kind: "reaction", cost: 1, highlight: true, text: "한 저주물을 이번 턴 파괴당할 수 없게 한다." },
  { id: "ambush", name: "매복", kind: "reaction", cost: 1, text: "공격하는 저주술사 1명에게 2 손상을 준다." },
  { id: "blood-moon", name: "붉은 달", kind: "event", cost: 2, text: "이번 턴 모든 저주술사의 공격력 +1." },
];

/** The demo set as a player would upload it. */
export const DEMO_CARD_LIST = JSON.stringify({ format: CARD_LIST_FORMAT, cards: DEMO_ENTRIES }, null, 2);

function readDemoSet(): CardDef[] {
  const result = parseCardList(DEMO_CARD_LIST, DEMO_ID_PREFIX);
  // The game's own data: a broken demo set is a bug in this file, caught by the first test that imports it.
  if (!result.ok) throw new Error(`The demo card list is invalid: ${result.issues.map(describeCardListIssue).join("; ")}`);
  return result.cards;
}

export const DEMO_CARDS: readonly CardDef[] = readDemoSet();
