/** Tiny invented cards for engine tests: enough kinds to exercise every rule. */
import type { CardDef } from "../cards/types";

const pokemon = (id: string, name: string, subtypes: string[], hp: number, extra: Partial<CardDef> = {}): CardDef => ({
  id, name, supertype: "Pokémon", subtypes, hp, types: ["Psychic"], retreatCost: 1,
  attacks: [{ name: "Tackle", cost: ["Colorless"], damage: "20", text: "" }], ...extra,
});
const trainer = (id: string, name: string, subtype: string): CardDef => ({ id, name, supertype: "Trainer", subtypes: [subtype] });

export const T = {
  sprout: pokemon("t-sprout", "Sprout", ["Basic"], 60),
  bloom: pokemon("t-bloom", "Bloom", ["Stage 1"], 90, { evolvesFrom: "Sprout" }),
  blossom: pokemon("t-blossom", "Blossom ex", ["Stage 2", "ex"], 280, {
    evolvesFrom: "Bloom",
    rules: ["Pokémon ex rule: When your Pokémon ex is Knocked Out, your opponent takes 2 Prize cards."],
  }),
  pebble: pokemon("t-pebble", "Pebble", ["Basic"], 70),
  megaRock: pokemon("t-mega-rock", "Mega Rock ex", ["Basic", "MEGA", "ex"], 300, {
    rules: ["Mega Evolution ex Rule: When your Mega Evolution Pokémon ex is Knocked Out, your opponent takes 3 Prize cards."],
  }),
  professor: trainer("t-professor", "Field Professor", "Supporter"),
  ball: trainer("t-ball", "Quick Ball", "Item"),
  candy: trainer("t-candy", "Rare Candy", "Item"),
  tool: trainer("t-tool", "Lucky Charm", "Pokémon Tool"),
  tool2: trainer("t-tool2", "Sturdy Band", "Pokémon Tool"),
  park: trainer("t-park", "Sunny Park", "Stadium"),
  energy: { id: "t-energy", name: "Basic Psychic Energy", supertype: "Energy", subtypes: ["Basic"] } as CardDef,
} satisfies Record<string, CardDef>;

/** A 60-card deck: 12 Basics, 4+2 evolutions, trainers and energy. */
export function testDeck(): { def: CardDef; count: number }[] {
  return [
    { def: T.sprout, count: 8 }, { def: T.pebble, count: 4 }, { def: T.bloom, count: 4 }, { def: T.blossom, count: 2 },
    { def: T.megaRock, count: 1 }, { def: T.professor, count: 4 }, { def: T.ball, count: 4 }, { def: T.candy, count: 4 },
    { def: T.tool, count: 2 }, { def: T.tool2, count: 2 }, { def: T.park, count: 2 }, { def: T.energy, count: 23 },
  ];
}
