/**
 * Pokémon decks in which every card is unique and carries a marker string in its id and name,
 * so a test can search the raw bytes a client received for any card it should not know.
 */
import type { CardDef } from "../../../cards/types";
import type { MarkedDeck } from "../../../testing/game-kit";

/** A 60-card deck of unique cards: 14 Basics, 4 Stage 1, 22 Trainers, 20 Energy. */
export function ptcgMarkedDeck(setCode: string, salt: string): MarkedDeck {
  const cards: CardDef[] = [];
  for (let n = 1; n <= 60; n++) {
    const marker = `MK${salt}${n.toString().padStart(2, "0")}X`;
    const base = { id: `leak-${marker}`, set: setCode, number: String(n) };
    if (n <= 14) cards.push({ ...base, name: `Basic ${marker}`, supertype: "Pokémon", subtypes: ["Basic"], hp: 70 });
    else if (n <= 18) cards.push({ ...base, name: `Evolved ${marker}`, supertype: "Pokémon", subtypes: ["Stage 1"], hp: 100, evolvesFrom: `Basic MK${salt}0${n - 14}X` });
    else if (n <= 30) cards.push({ ...base, name: `Item ${marker}`, supertype: "Trainer", subtypes: ["Item"] });
    else if (n <= 40) cards.push({ ...base, name: `Supporter ${marker}`, supertype: "Trainer", subtypes: ["Supporter"] });
    else cards.push({ ...base, name: `Energy ${marker}`, supertype: "Energy", subtypes: ["Special"] });
  }
  const list = cards.map((c) => `1 ${c.name} ${setCode} ${c.number}`).join("\n");
  return { cards, list, markers: cards.map((c) => c.id.slice("leak-".length)) };
}
