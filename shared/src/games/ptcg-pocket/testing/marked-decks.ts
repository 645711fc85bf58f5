/**
 * Pocket decks in which every card is unique and carries a marker string in its id and name,
 * so a test can search the raw bytes a client received for any card it should not know.
 */
import type { CardDef } from "../../../cards/types";
import type { MarkedDeck } from "../../../testing/game-kit";

/** A 20-card deck of unique cards: 8 Basics, 3 Stage 1, 5 Items, 4 Supporters, all Lightning; its list names its Energy type. */
export function pocketMarkedDeck(setCode: string, salt: string): MarkedDeck {
  const cards: CardDef[] = [];
  for (let n = 1; n <= 20; n++) {
    const marker = `MK${salt}${n.toString().padStart(2, "0")}X`;
    const base = { id: `leak-${marker}`, set: setCode, number: String(n), types: ["Lightning"] };
    if (n <= 8) cards.push({ ...base, name: `Basic ${marker}`, supertype: "Pokémon", subtypes: ["Basic"], hp: 70 });
    else if (n <= 11) cards.push({ ...base, name: `Evolved ${marker}`, supertype: "Pokémon", subtypes: ["Stage 1"], hp: 100, evolvesFrom: `Basic MK${salt}0${n - 8}X` });
    else if (n <= 16) cards.push({ ...base, name: `Item ${marker}`, supertype: "Trainer", subtypes: ["Item"], types: [] });
    else cards.push({ ...base, name: `Supporter ${marker}`, supertype: "Trainer", subtypes: ["Supporter"], types: [] });
  }
  const list = [...cards.map((c) => `1 ${c.name} ${setCode} ${c.number}`), "Energy: Lightning"].join("\n");
  return { cards, list, markers: cards.map((c) => c.id.slice("leak-".length)) };
}
