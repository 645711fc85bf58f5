/**
 * The pokemon-tcg-data layout (github.com/PokemonTCG/pokemon-tcg-data): `sets/en.json` lists
 * the sets, `cards/en/<setId>.json` holds one set's cards. Only the fields Playmat reads are
 * typed; the rest (artist, legalities, flavour text...) pass through untouched and unread.
 */
import type { CardDef, CardTypeValue, Supertype } from "./types";

export interface PokemonTcgDataSet {
  id: string;
  name: string;
  /** The code players write in deck lists ("SVI"). Absent for some old sets and promos. */
  ptcgoCode?: string;
  /** "2023/03/31". Absent from some copies of the data. */
  releaseDate?: string;
}

export interface PokemonTcgDataCard {
  id: string;
  name: string;
  supertype: string;
  subtypes?: string[];
  /** A string in the data ("310"). */
  hp?: string;
  types?: string[];
  evolvesFrom?: string;
  rules?: string[] | null;
  abilities?: { name: string; type: string; text: string }[];
  attacks?: { name: string; cost?: string[]; damage?: string; text?: string }[];
  weaknesses?: CardTypeValue[];
  resistances?: CardTypeValue[];
  /** One entry per Colorless symbol; absent when the Pokémon retreats for free. */
  retreatCost?: string[];
  convertedRetreatCost?: number;
  number: string;
  regulationMark?: string | null;
  images?: { small?: string; large?: string };
}

const SUPERTYPES: readonly Supertype[] = ["Pokémon", "Trainer", "Energy"];

function toSupertype(value: string): Supertype {
  return SUPERTYPES.find((supertype) => supertype === value) ?? "Unknown";
}

function toHp(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

function toRetreatCost(raw: PokemonTcgDataCard, supertype: Supertype): number | undefined {
  if (raw.retreatCost) return raw.retreatCost.length;
  if (raw.convertedRetreatCost !== undefined) return raw.convertedRetreatCost;
  // The data leaves the field out for free retreat; for a Pokémon that means 0, not unknown.
  return supertype === "Pokémon" ? 0 : undefined;
}

/** Drops undefined fields, so a converted card stores and compares cleanly. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * A set's release date as CardDef.released ("2023/03/31" -> "2023-03-31"); undefined unless it is
 * a date, so a malformed one is never taken for a newer set.
 */
export function releasedOf(set: PokemonTcgDataSet): string | undefined {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(set.releaseDate?.trim() ?? "");
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** One raw card plus its set's ptcgoCode and release date (releasedOf), as the CardDef Playmat plays with. */
export function fromPokemonTcgData(raw: PokemonTcgDataCard, ptcgoCode?: string, released?: string): CardDef {
  const supertype = toSupertype(raw.supertype);
  const image = raw.images && compact({ small: raw.images.small, large: raw.images.large });
  return compact<CardDef>({
    id: raw.id,
    name: raw.name,
    supertype,
    subtypes: raw.subtypes ?? [],
    hp: toHp(raw.hp),
    types: raw.types,
    evolvesFrom: raw.evolvesFrom,
    rules: raw.rules ?? undefined,
    abilities: raw.abilities?.map((ability) => ({ name: ability.name, type: ability.type, text: ability.text })),
    attacks: raw.attacks?.map((attack) => ({
      name: attack.name,
      cost: attack.cost ?? [],
      damage: attack.damage ?? "",
      text: attack.text ?? "",
    })),
    weaknesses: raw.weaknesses?.map((weakness) => ({ type: weakness.type, value: weakness.value })),
    resistances: raw.resistances?.map((resistance) => ({ type: resistance.type, value: resistance.value })),
    retreatCost: toRetreatCost(raw, supertype),
    set: ptcgoCode,
    number: raw.number,
    regulationMark: raw.regulationMark ?? undefined,
    released,
    image: image && Object.keys(image).length > 0 ? image : undefined,
  });
}

/** Every card of one set file, converted, with its set's code and release date. */
export function fromPokemonTcgDataSet(set: PokemonTcgDataSet, cards: readonly PokemonTcgDataCard[]): CardDef[] {
  const released = releasedOf(set);
  return cards.map((card) => fromPokemonTcgData(card, set.ptcgoCode, released));
}
