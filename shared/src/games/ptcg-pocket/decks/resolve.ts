/**
 * Finds each line's card in the Pocket card data with the Pokémon TCG's resolver (by import:
 * set code and number first, then the name alone, placeholders with a warning, never an error),
 * after writing promo codes as the data does (`P-A 7` → `PROMO-A 7`). Names typed with a plain
 * apostrophe or without accents match already (cards/identity.ts nameKey).
 *
 * The `Energy:` line's types become one Energy-type card each (energy.ts), which the table lays
 * out in the Energy Zone as the deck loads (setup.ts); a list without one gets its Pokémon's
 * types, with a note. They count toward no rule and no total.
 */
import type { CardLookup, DeckEntry, DeckNote, ResolvedCard, ResolvedDeck } from "../../../decks/types";
import { resolveDeck } from "../../ptcg/decks/resolve";
import { energyDef, energyTypeOf, inferredEnergyTypes, type EnergyType } from "../energy";
import { ENERGY_TYPES_SECTION } from "./parse";

/** "P-A" → "PROMO-A": players write the app's short promo code. */
export function dataSetCode(set: string): string {
  const promo = /^P-([A-Z])$/i.exec(set);
  return promo ? `PROMO-${promo[1]!.toUpperCase()}` : set;
}

export async function resolvePocketDeck(entries: readonly DeckEntry[], lookup: CardLookup): Promise<ResolvedDeck> {
  const energyEntries = entries.filter((entry) => entry.section === ENERGY_TYPES_SECTION);
  const cardEntries = entries
    .filter((entry) => entry.section !== ENERGY_TYPES_SECTION)
    .map((entry) => (entry.set !== undefined ? { ...entry, set: dataSetCode(entry.set) } : entry));
  const resolved = await resolveDeck(cardEntries, lookup);
  const notes: DeckNote[] = [...resolved.notes];
  let types: { type: EnergyType; line: number }[] = [];
  for (const entry of energyEntries) {
    const type = energyTypeOf(entry.name);
    if (type && !types.some((t) => t.type === type)) types.push({ type, line: entry.line });
  }
  if (types.length === 0) {
    const inferred = inferredEnergyTypes(resolved.cards.map((card) => card.def));
    const line = entries[0]?.line ?? 1;
    types = inferred.map((type) => ({ type, line }));
    notes.push({
      code: "deck.energy-inferred",
      message:
        inferred.length > 0
          ? `The list names no Energy types; its Pokémon's types were taken: ${inferred.join(", ")}. ` +
            `Add a line like "Energy: ${inferred.join(", ")}" to choose them.`
          : 'The list names no Energy types and its Pokémon name none: add a line like "Energy: Lightning".',
      line,
    });
  }
  const typeCards: ResolvedCard[] = types.map(({ type, line }) => ({ def: energyDef(type), count: 1, line }));
  return { ...resolved, cards: [...resolved.cards, ...typeCards], notes };
}
