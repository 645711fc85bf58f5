/**
 * The deck-building rules, as advice: each broken rule is a warning with a stable code and the
 * rule's text; a deck that breaks them can still be played. Options carry the numbers so a
 * variant (Pocket: 20 cards, 2 copies) reuses the same checks.
 */
import { isBasicEnergy, isBasicPokemon, nameKey, rulesName } from "../cards/identity";
import type { DeckWarning, ResolvedDeck } from "./types";

export interface DeckRules {
  size: number;
  maxCopies: number;
  maxAceSpec: number;
}

export const STANDARD_DECK_RULES: Readonly<DeckRules> = { size: 60, maxCopies: 4, maxAceSpec: 1 };

export const DECK_RULE_TEXT = {
  "deck.size": (rules: DeckRules) => `A deck has exactly ${rules.size} cards.`,
  "deck.copies": (rules: DeckRules) =>
    `A deck may have at most ${rules.maxCopies} copies of a card with the same name, except Basic Energy.`,
  "deck.ace-spec": (rules: DeckRules) => `A deck may have at most ${rules.maxAceSpec} ACE SPEC card${rules.maxAceSpec === 1 ? "" : "s"}.`,
  "deck.no-basic": () => "A deck must have at least 1 Basic Pokémon.",
} as const;

export function validateDeck(deck: ResolvedDeck, options: Partial<DeckRules> = {}): DeckWarning[] {
  const rules: DeckRules = { ...STANDARD_DECK_RULES, ...options };
  const warnings: DeckWarning[] = [];
  // Placeholders count toward the size, but their names and types are unknown to the rules.
  const known = deck.cards.filter((card) => !card.def.placeholder);
  const unknownCopies = deck.total - known.reduce((sum, card) => sum + card.count, 0);

  if (deck.total !== rules.size) {
    warnings.push({
      code: "deck.size",
      message: `This deck has ${deck.total} cards.`,
      rule: DECK_RULE_TEXT["deck.size"](rules),
    });
  }

  const copiesByName = new Map<string, { name: string; count: number; line: number }>();
  for (const card of known.filter((card) => !isBasicEnergy(card.def))) {
    const key = nameKey(card.def.name);
    const seen = copiesByName.get(key);
    if (seen) seen.count += card.count;
    else copiesByName.set(key, { name: rulesName(card.def.name), count: card.count, line: card.line });
  }
  for (const { name, count, line } of copiesByName.values()) {
    if (count > rules.maxCopies) {
      warnings.push({
        code: "deck.copies",
        message: `This deck has ${count} copies of ${name}.`,
        rule: DECK_RULE_TEXT["deck.copies"](rules),
        line,
      });
    }
  }

  const aceSpecs = known.filter((card) => card.def.subtypes.includes("ACE SPEC"));
  const aceSpecCount = aceSpecs.reduce((sum, card) => sum + card.count, 0);
  if (aceSpecCount > rules.maxAceSpec) {
    const names = [...new Set(aceSpecs.map((card) => card.def.name))].join(", ");
    warnings.push({
      code: "deck.ace-spec",
      message: `This deck has ${aceSpecCount} ACE SPEC cards (${names}).`,
      rule: DECK_RULE_TEXT["deck.ace-spec"](rules),
    });
  }

  // With every card a placeholder nothing is known about Basics: deck.unchecked says so.
  if (known.length > 0 && !known.some((card) => isBasicPokemon(card.def))) {
    const unchecked = unknownCopies > 0 ? ` (${unknownCopies} unidentified cards could not be checked)` : "";
    warnings.push({
      code: "deck.no-basic",
      message: `This deck has no Basic Pokémon${unchecked}.`,
      rule: DECK_RULE_TEXT["deck.no-basic"](),
    });
  }

  if (unknownCopies > 0) {
    warnings.push({
      code: "deck.unchecked",
      message: `${unknownCopies} unidentified card${unknownCopies === 1 ? " was" : "s were"} not checked for copies or Basic Pokémon.`,
    });
  }

  return warnings;
}
