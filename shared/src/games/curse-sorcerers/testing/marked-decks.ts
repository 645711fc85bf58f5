/**
 * Curse Sorcerers decks in which every card is unique and carries a marker in its id and name
 * (`leak-<marker>`), so a test can search the bytes a client received for a card it should not
 * know. 40 cards (§8.1's least): 14 sorcerers (with abilities and each keyword), 14 spells, 8
 * cursed objects, 4 reactions; the list is one "1 <name>" line a card, as players paste it.
 */
import type { CardDef } from "../../../cards/types";
import type { MarkedDeck } from "../../../testing/game-kit";
import { CardEntrySchema, entryToCard } from "../cards/card-list";
import { KEYWORDS } from "../cards/read";

/** Card `n` in the card list format (validated by its schema, as an uploaded list is). */
function entry(n: number, marker: string): Record<string, unknown> {
  const base = { id: `x${n}`, cost: n % 4, defence: n % 2 };
  if (n <= 14) {
    return {
      ...base, name: `Sorcerer ${marker}`, kind: "sorcerer", attack: 1 + (n % 5), hp: 2 + (n % 4),
      keywords: n <= 8 ? [KEYWORDS[n % KEYWORDS.length]] : [],
      abilities: n % 3 === 0 ? [{ name: `Rite ${n}`, kind: n % 2 ? "passive" : "player", text: "Draw a card." }] : [],
    };
  }
  if (n <= 28) return { ...base, name: `Spell ${marker}`, kind: "spell", text: "Deal 2 damage." };
  if (n <= 36) return { ...base, name: `Object ${marker}`, kind: "cursed-object" };
  return { ...base, name: `Reaction ${marker}`, kind: "reaction" };
}

export function sorcererMarkedDeck(salt: string): MarkedDeck {
  const cards: CardDef[] = [];
  for (let n = 1; n <= 40; n++) {
    const marker = `MK${salt}${n.toString().padStart(2, "0")}X`;
    const card = entryToCard(CardEntrySchema.parse(entry(n, marker)), "");
    cards.push({ ...card, id: `leak-${marker}` });
  }
  const list = cards.map((c) => `1 ${c.name}`).join("\n");
  return { cards, list, markers: cards.map((c) => c.id.slice("leak-".length)) };
}
