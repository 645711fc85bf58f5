/**
 * How two spellings of a card name, or two printings of a card, are recognised as the same.
 * Deck lists, the card data and the deck rules all compare through these keys, so a player's
 * "Pokemon Catcher" finds the data's "Pokémon Catcher" and "Boss’s Orders" counts with
 * "Boss's Orders (Ghetsis)" toward the 4-copy limit.
 */
import type { CardDef } from "./types";

/** The energy symbols deck lists write in braces ("Basic {P} Energy"). */
export const ENERGY_SYMBOLS: Readonly<Record<string, string>> = {
  G: "Grass",
  R: "Fire",
  W: "Water",
  L: "Lightning",
  P: "Psychic",
  F: "Fighting",
  D: "Darkness",
  M: "Metal",
};

const BASIC_ENERGY_TYPES = ["grass", "fire", "water", "lightning", "psychic", "fighting", "darkness", "metal", "fairy"];

/** "Basic {P} Energy" -> "Basic Psychic Energy". Unknown symbols are left as written. */
export function expandEnergySymbols(name: string): string {
  return name.replace(/\{([A-Z])\}/g, (symbol, letter: string) => ENERGY_SYMBOLS[letter] ?? symbol);
}

/**
 * The name the rules know a card by: "Boss's Orders (Ghetsis)" is a "Boss's Orders"; the
 * note in parentheses only tells printings apart.
 */
export function rulesName(name: string): string {
  return name.replace(/\s*\([^()]*\)\s*$/, "");
}

/**
 * The name as compared: the rules name with symbols expanded, accents and case folded and
 * typographic quotes straightened.
 */
export function nameKey(name: string): string {
  return expandEnergySymbols(rulesName(name.trim()))
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * The energy type when a name can only mean a basic energy ("Basic Psychic Energy",
 * "Psychic Energy", "Basic {P} Energy"), else undefined. Older sets also printed a *special*
 * "Darkness Energy", so callers still check the card's subtypes.
 */
export function basicEnergyType(name: string): string | undefined {
  const match = /^(?:basic )?(\w+) energy$/.exec(nameKey(name));
  const type = match?.[1];
  return type !== undefined && BASIC_ENERGY_TYPES.includes(type) ? type : undefined;
}

/** Both names the data uses for a basic energy of this type, as name keys. */
export function basicEnergyNameKeys(type: string): string[] {
  return [`basic ${type} energy`, `${type} energy`];
}

export function isBasicEnergy(card: CardDef): boolean {
  return card.supertype === "Energy" && card.subtypes.includes("Basic");
}

export function isBasicPokemon(card: CardDef): boolean {
  return card.supertype === "Pokémon" && card.subtypes.includes("Basic");
}

/**
 * A collector number as compared: upper case, leading zeros of the digits dropped, so
 * "GG025", "GG25" and "gg25" agree, and "015" equals "15".
 */
export function numberKey(number: string): string {
  const match = /^([A-Za-z]*)0*(\d+)([A-Za-z]*)$/.exec(number.trim());
  if (!match) return number.trim().toUpperCase();
  return `${match[1]}${match[2]}${match[3]}`.toUpperCase();
}

/**
 * Only the digits of a collector number ("SWSH001" -> "1"), for lists that write a promo
 * as "PR-SW 1" while the data numbers it "SWSH001". Undefined when there are no digits.
 */
export function numberDigits(number: string): string | undefined {
  const digits = /(\d+)/.exec(number)?.[1];
  return digits === undefined ? undefined : String(Number(digits));
}

/**
 * The reminders a Trainer prints of the rules for its kind ("You may play only 1 Supporter card
 * during your turn.", "This card stays in play when you play it…"): the same for every card of
 * that kind, told by its subtypes, and reworded from era to era, so they never tell two cards apart.
 */
const KIND_REMINDERS = [
  /^You may play (?:only 1|as many|any number of) (?:Supporter|Item|Stadium) cards?\b/,
  /^You can play only one Supporter card each turn\b/,
  /^Attach a Pokémon Tool to 1 of your Pokémon\b/,
  /^You may attach any number of Pokémon Tools\b/,
  /^This (?:card|Stadium) stays in play when you play it\b/,
  /^(?:ACE SPEC: )?You can't have more than 1 ACE SPEC card in your deck\b/,
];

/** Card text as compared: runs of spaces and line breaks are one space. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();

/** A card's own rule text, as one string: a Trainer's effect, a rule box, a special Energy's text. */
function ownRulesText(card: CardDef): string {
  const rules = (card.rules ?? []).map(plain);
  const own = card.supertype === "Trainer" ? rules.filter((rule) => !KIND_REMINDERS.some((reminder) => reminder.test(rule))) : rules;
  return own.join(" ");
}

/**
 * Everything that makes a card play differently. Two printings with the same key are the same
 * card for a deck (a reprint, an alternate art); two with different keys are distinct cards
 * that merely share a name, and a bare name cannot choose between them.
 *
 * "Same" is every gameplay field of the card data: name (as compared), supertype, subtypes,
 * HP, types, "Evolves from", the card's own rule text (a Trainer's effect, a rule box), its
 * abilities (name, text) and attacks (name, cost, damage, text), weakness, resistance and
 * retreat cost. Text is compared with its spacing evened out and, on a Trainer, without the
 * reminder of its kind's rules (KIND_REMINDERS), which printings word differently; an effect
 * worded anew ("Switch 1 of your opponent's Benched Pokémon with their Active Pokémon" and
 * "Switch in 1 of your opponent's Benched Pokémon to the Active Spot") still counts as another
 * card, since telling rewordings from changes would be a ruling. Left out is what tells
 * printings apart and nothing else: id, set code, collector number, regulation mark, images
 * (and the data's rarity, artist and flavour text, which the card model does not keep).
 */
export function gameplayKey(card: CardDef): string {
  return JSON.stringify([
    nameKey(card.name),
    card.supertype,
    [...card.subtypes].sort(),
    card.hp ?? null,
    card.types ?? [],
    card.evolvesFrom ?? null,
    ownRulesText(card),
    (card.abilities ?? []).map((ability) => [ability.name, plain(ability.text)]),
    (card.attacks ?? []).map((attack) => [attack.name, attack.cost, attack.damage, plain(attack.text)]),
    card.weaknesses ?? [],
    card.resistances ?? [],
    card.retreatCost ?? null,
  ]);
}
