/**
 * Playmat's own invented Pocket cards (set "PM1"), so a fresh clone plays the Pocket game at
 * once without importing anyone's card data; the demo decks (demo-decks.ts) are built from
 * them. They have what Pocket cards have: a type, a stage, HP, attacks with Energy costs,
 * Weakness (+20, no Resistance), a retreat cost; a Pokémon ex and a Mega ex among them.
 */
import type { CardDef } from "../../../cards/types";

const SET = "PM1";

interface PokemonSpec {
  number: number;
  name: string;
  type: string;
  stage: "Basic" | "Stage 1" | "Stage 2";
  hp: number;
  evolvesFrom?: string;
  attack: { name: string; cost: string[]; damage: string; text?: string };
  weakness: string;
  retreat: number;
}

function pokemon(spec: PokemonSpec): CardDef {
  const ex = /\bex$/.test(spec.name);
  const mega = /^Mega /.test(spec.name);
  return {
    id: `pocket-demo-${spec.number}`,
    name: spec.name,
    supertype: "Pokémon",
    subtypes: [spec.stage, ...(ex ? ["ex"] : []), ...(mega ? ["MEGA"] : [])],
    hp: spec.hp,
    types: [spec.type],
    ...(spec.evolvesFrom !== undefined && { evolvesFrom: spec.evolvesFrom }),
    attacks: [{ name: spec.attack.name, cost: spec.attack.cost, damage: spec.attack.damage, text: spec.attack.text ?? "" }],
    weaknesses: [{ type: spec.weakness, value: "+20" }],
    retreatCost: spec.retreat,
    set: SET,
    number: String(spec.number),
  };
}

function trainer(number: number, name: string, kind: "Supporter" | "Item" | "Pokémon Tool", text: string): CardDef {
  return { id: `pocket-demo-${number}`, name, supertype: "Trainer", subtypes: [kind], rules: [text], set: SET, number: String(number) };
}

export const POCKET_DEMO_CARDS: readonly CardDef[] = [
  pokemon({
    number: 1, name: "Sparkit", type: "Lightning", stage: "Basic", hp: 60,
    attack: { name: "Zap", cost: ["Lightning"], damage: "20" },
    weakness: "Fighting", retreat: 1,
  }),
  pokemon({
    number: 2, name: "Surgehound", type: "Lightning", stage: "Stage 1", hp: 100, evolvesFrom: "Sparkit",
    attack: { name: "Thunder Fang", cost: ["Lightning", "Lightning"], damage: "60" },
    weakness: "Fighting", retreat: 1,
  }),
  pokemon({
    number: 3, name: "Stormlynx ex", type: "Lightning", stage: "Basic", hp: 140,
    attack: { name: "Static Lance", cost: ["Lightning", "Lightning", "Colorless"], damage: "90" },
    weakness: "Fighting", retreat: 2,
  }),
  pokemon({
    number: 4, name: "Glimmoth", type: "Psychic", stage: "Basic", hp: 70,
    attack: { name: "Dust Veil", cost: ["Psychic"], damage: "30" },
    weakness: "Darkness", retreat: 1,
  }),
  pokemon({
    number: 5, name: "Mega Glimmoth ex", type: "Psychic", stage: "Stage 1", hp: 190, evolvesFrom: "Glimmoth",
    attack: { name: "Prism Storm", cost: ["Psychic", "Psychic", "Colorless"], damage: "130" },
    weakness: "Darkness", retreat: 2,
  }),
  pokemon({
    number: 6, name: "Cindermole", type: "Fire", stage: "Basic", hp: 70,
    attack: { name: "Ember Dig", cost: ["Fire"], damage: "30" },
    weakness: "Water", retreat: 1,
  }),
  pokemon({
    number: 7, name: "Magmole", type: "Fire", stage: "Stage 1", hp: 110, evolvesFrom: "Cindermole",
    attack: { name: "Lava Burrow", cost: ["Fire", "Fire"], damage: "70" },
    weakness: "Water", retreat: 2,
  }),
  pokemon({
    number: 8, name: "Pyrewyrm ex", type: "Fire", stage: "Basic", hp: 150,
    attack: { name: "Blaze Coil", cost: ["Fire", "Fire", "Colorless"], damage: "100" },
    weakness: "Water", retreat: 2,
  }),
  pokemon({
    number: 9, name: "Wispkin", type: "Psychic", stage: "Basic", hp: 60,
    attack: { name: "Flicker", cost: ["Psychic"], damage: "20" },
    weakness: "Darkness", retreat: 1,
  }),
  trainer(10, "Field Researcher", "Supporter", "Draw 2 cards."),
  trainer(11, "Coach Ren", "Supporter", "Switch out your opponent's Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)"),
  trainer(12, "Quick Pouch", "Item", "Put a random Basic Pokémon from your deck into your hand."),
  trainer(13, "Trail Mix", "Item", "Heal 20 damage from 1 of your Pokémon."),
  trainer(14, "Sturdy Band", "Pokémon Tool", "The Pokémon this card is attached to gets +20 HP."),
];
