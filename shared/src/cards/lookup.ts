/**
 * Finding a card for a deck line. The contract (CardLookup) is async because the real card
 * database lives on the server; the choosing rules are pure functions here so the server's
 * store and the in-memory lookup below pick exactly the same card.
 */
import {
  basicEnergyNameKeys,
  basicEnergyType,
  gameplayKey,
  isBasicEnergy,
  nameKey,
  numberDigits,
  numberKey,
} from "./identity";
import { newestPrinting, newestPrintingFirst } from "./printing-order";
import type { CardDef } from "./types";

export interface CardQuery {
  name: string;
  set?: string;
  number?: string;
  /**
   * With `set` and `number`: the card printed there whatever its name (a line whose name is
   * mistyped), when the code and number mean one card only. The caller decides whether the
   * names are alike enough (games/ptcg/decks/resolve.ts).
   */
  anyName?: boolean;
}

/**
 * With `set` and `number`: the printing with that set code and collector number whose name
 * agrees with `name` (older eras reuse a code across sets, so code + number is the key and
 * the name only confirms it). With only `name`: the card of that name if exactly one distinct
 * card has it, or a basic energy, as its newest printing (printing-order.ts). Undefined otherwise; never guesses.
 */
export interface CardLookup {
  find(query: CardQuery): Promise<CardDef | undefined>;
  /**
   * What a bare name could mean when find() would not choose: one printing of each distinct
   * card stored under that name (distinctCards), so the import report can say why the line
   * stayed a placeholder and which set codes and numbers would settle it. Asked only for the
   * first names of a list find() left unresolved (it reads every printing; games/ptcg/decks/resolve.ts);
   * without it, the report cannot tell an unknown name from a shared one.
   */
  namesakes?(name: string): Promise<CardDef[]>;
}

/**
 * Chooses among the cards of one set code that might be `number` (the caller may pass the
 * whole set, or only those with the same digits). The name must agree: it tells apart the
 * cards an old set code + number can mean, and catches a mistyped number. A plain number
 * that no card of the code carries may stand for a prefixed one with the same digits
 * ("PR-SW 1" for the data's "SWSH001").
 */
export function matchPrinting(candidates: readonly CardDef[], query: CardQuery): CardDef | undefined {
  if (query.set === undefined || query.number === undefined) return undefined;
  const wantedSet = query.set.toUpperCase();
  const wantedName = nameKey(query.name);
  const wantedNumber = numberKey(query.number);
  const inSet = candidates.filter((card) => card.set?.toUpperCase() === wantedSet && card.number !== undefined);
  // Newest first, as a bare name picks (printing-order.ts), should an old code + number mean two printings of one name.
  const named = inSet.filter((card) => nameKey(card.name) === wantedName).sort(newestPrintingFirst);
  const exactNumber = inSet.filter((card) => numberKey(card.number!) === wantedNumber);
  if (query.anyName) {
    // Printings of one card (one name) at this code + number are one card; two names are two cards an old code reuses.
    const names = new Set(exactNumber.map((card) => nameKey(card.name)));
    return names.size === 1 ? [...exactNumber].sort(newestPrintingFirst)[0] : undefined;
  }
  if (exactNumber.length > 0) return named.find((card) => exactNumber.includes(card));
  if (!/^\d+$/.test(query.number.trim())) return undefined;
  const digits = numberDigits(query.number);
  return named.find((card) => numberDigits(card.number!) === digits);
}

/** The name keys under which `name` may be stored: a basic energy has two spellings. */
export function nameKeysFor(name: string): string[] {
  const energyType = basicEnergyType(name);
  return energyType === undefined ? [nameKey(name)] : basicEnergyNameKeys(energyType);
}

/**
 * Chooses among every card stored under `nameKeysFor(name)`, read one at a time in any order:
 * the card's newest printing (printing-order.ts) when all its printings play the same, else
 * nothing. A name with many printings (Pikachu has over a hundred) is nearly always refused by
 * its first two distinct cards, so a caller that parses cards as they are read (the server's
 * store) stops there instead of parsing and comparing every printing. A basic energy's name
 * reads every printing, since any basic one stands for them all and the newest is wanted.
 */
export function pickByName(candidates: Iterable<CardDef>, name: string): CardDef | undefined {
  const keys = nameKeysFor(name);
  const energyName = basicEnergyType(name) !== undefined;
  const basics: CardDef[] = [];
  const alike: CardDef[] = [];
  let firstKey: string | undefined;
  let distinct = false;
  for (const card of candidates) {
    if (!keys.includes(nameKey(card.name))) continue;
    // Any printing of a basic energy plays the same, whatever special energy shares its name.
    if (energyName && isBasicEnergy(card)) basics.push(card);
    if (energyName && (isBasicEnergy(card) || distinct)) continue;
    const key = gameplayKey(card);
    firstKey ??= key;
    if (key === firstKey) alike.push(card);
    else if (energyName) distinct = true; // only a basic printing can still settle it
    else return undefined;
  }
  if (basics.length > 0) return newestPrinting(basics);
  return distinct ? undefined : newestPrinting(alike);
}

/**
 * One printing of each distinct card among the candidates whose name is `name`, newest first:
 * "distinct" is gameplayKey (identity.ts), so reprints and alternate arts collapse into their
 * newest printing (printing-order.ts), the one a bare name would pick, and only cards that play
 * differently are listed apart.
 */
export function distinctCards(candidates: readonly CardDef[], name: string): CardDef[] {
  const keys = nameKeysFor(name);
  const seen = new Map<string, CardDef>();
  for (const card of [...candidates].sort(newestPrintingFirst)) {
    if (!keys.includes(nameKey(card.name))) continue;
    const key = gameplayKey(card);
    if (!seen.has(key)) seen.set(key, card);
  }
  return [...seen.values()];
}

/** A lookup over cards already in memory: the demo cards, tests, a client-side preview. */
export function createCardLookup(cards: readonly CardDef[]): CardLookup {
  const bySet = new Map<string, CardDef[]>();
  const byName = new Map<string, CardDef[]>();
  const add = (index: Map<string, CardDef[]>, key: string, card: CardDef) => {
    const bucket = index.get(key);
    if (bucket) bucket.push(card);
    else index.set(key, [card]);
  };
  for (const card of cards) {
    if (card.set !== undefined) add(bySet, card.set.toUpperCase(), card);
    add(byName, nameKey(card.name), card);
  }
  const named = (name: string) => nameKeysFor(name).flatMap((key) => byName.get(key) ?? []);
  return {
    async find(query) {
      if (query.set !== undefined && query.number !== undefined) {
        return matchPrinting(bySet.get(query.set.toUpperCase()) ?? [], query);
      }
      return pickByName(named(query.name), query.name);
    },
    async namesakes(name) {
      return distinctCards(named(name), name);
    },
  };
}
