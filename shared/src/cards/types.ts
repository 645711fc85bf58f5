/**
 * The card model Playmat plays with: what a player needs to read a card, and what
 * advisories need to recognise it (a Supporter, a Basic Pokémon, a rule box).
 * Imported from the pokemon-tcg-data layout (cards/pokemon-tcg-data.ts) or invented (demo decks).
 */
export type Supertype = "Pokémon" | "Trainer" | "Energy" | "Unknown";

export interface CardAttack {
  name: string;
  cost: string[];
  damage: string;
  text: string;
}

export interface CardAbility {
  name: string;
  type: string;
  text: string;
}

export interface CardTypeValue {
  type: string;
  value: string;
}

export interface CardDef {
  /** Stable id: the data's id ("sv1-84"), "demo-..." for invented cards, "placeholder:..." otherwise. */
  id: string;
  name: string;
  supertype: Supertype;
  /** "Basic", "Stage 1", "Stage 2", "ex", "MEGA", "ACE SPEC", "Item", "Supporter", "Stadium", "Pokémon Tool", "Special", ... */
  subtypes: string[];
  hp?: number;
  types?: string[];
  evolvesFrom?: string;
  /** Rule-box text ("Pokémon ex rule: When your Pokémon ex is Knocked Out, ..."). */
  rules?: string[];
  abilities?: CardAbility[];
  attacks?: CardAttack[];
  weaknesses?: CardTypeValue[];
  resistances?: CardTypeValue[];
  retreatCost?: number;
  /** Set code as players write it ("SVI") and collector number. */
  set?: string;
  number?: string;
  regulationMark?: string;
  /**
   * When the card's set was released, as "YYYY-MM-DD" (the data's sets list): tells which of a
   * card's printings is the newest, the one a bare name in a deck list stands for (cards/lookup.ts).
   */
  released?: string;
  image?: { small?: string; large?: string };
  /**
   * Numbers a game prints on its cards beyond HP, by the game's own names (a curse sorcerer's
   * cost, attack and defence: games/curse-sorcerers/cards/read.ts). Absent on Pokémon cards, whose
   * numbers have fields of their own above.
   */
  stats?: Record<string, number>;
  /** True when a deck line did not resolve: the card carries only the name the player wrote. */
  placeholder?: boolean;
}
