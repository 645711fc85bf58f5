/**
 * The deck-building rules, as advice: each broken rule is a warning with a stable code and the
 * rule's text; a deck that breaks them can still be played. Options carry the numbers so a
 * variant (Pocket: 20 cards, 2 copies) reuses the same checks.
 */
import { isBasicEnergy, isBasicPokemon, nameKey, rulesName } from "../../../cards/identity";
import type { DeckWarning, ResolvedDeck } from "../../../decks/types";

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

/**
 * A broken deck rule, as facts: the import report words them for the deck's owner, and the
 * table's advisories (../advisories/deck-rules.ts) tell the opponent and judges what
 * each may know of them.
 */
export type DeckRuleBreak =
  | { rule: "deck.size"; total: number; size: number }
  | { rule: "deck.copies"; name: string; count: number; line: number; maxCopies: number }
  | { rule: "deck.ace-spec"; count: number; names: string[]; maxAceSpec: number }
  | { rule: "deck.no-basic"; unknownCopies: number };

/** The deck as the rules read it: its cards (placeholders included) and how many copies in all. */
export type RuledDeck = Pick<ResolvedDeck, "cards" | "total">;

export function deckRuleBreaks(deck: RuledDeck, options: Partial<DeckRules> = {}): DeckRuleBreak[] {
  const rules: DeckRules = { ...STANDARD_DECK_RULES, ...options };
  const breaks: DeckRuleBreak[] = [];
  // Placeholders count toward the size, but their names and types are unknown to the rules.
  const known = deck.cards.filter((card) => !card.def.placeholder);
  const unknownCopies = deck.total - known.reduce((sum, card) => sum + card.count, 0);

  if (deck.total !== rules.size) breaks.push({ rule: "deck.size", total: deck.total, size: rules.size });

  const copiesByName = new Map<string, { name: string; count: number; line: number }>();
  for (const card of known.filter((card) => !isBasicEnergy(card.def))) {
    const key = nameKey(card.def.name);
    const seen = copiesByName.get(key);
    if (seen) seen.count += card.count;
    else copiesByName.set(key, { name: rulesName(card.def.name), count: card.count, line: card.line });
  }
  for (const { name, count, line } of copiesByName.values()) {
    if (count > rules.maxCopies) breaks.push({ rule: "deck.copies", name, count, line, maxCopies: rules.maxCopies });
  }

  const aceSpecs = known.filter((card) => card.def.subtypes.includes("ACE SPEC"));
  const aceSpecCount = aceSpecs.reduce((sum, card) => sum + card.count, 0);
  if (aceSpecCount > rules.maxAceSpec) {
    breaks.push({ rule: "deck.ace-spec", count: aceSpecCount, names: [...new Set(aceSpecs.map((card) => card.def.name))], maxAceSpec: rules.maxAceSpec });
  }

  // With every card a placeholder nothing is known about Basics: deck.unchecked says so.
  if (known.length > 0 && !known.some((card) => isBasicPokemon(card.def))) breaks.push({ rule: "deck.no-basic", unknownCopies });
  return breaks;
}

function warningFor(broken: DeckRuleBreak, rules: DeckRules): DeckWarning {
  switch (broken.rule) {
    case "deck.size":
      return { code: broken.rule, message: `This deck has ${broken.total} cards.`, rule: DECK_RULE_TEXT["deck.size"](rules) };
    case "deck.copies":
      return { code: broken.rule, message: `This deck has ${broken.count} copies of ${broken.name}.`, rule: DECK_RULE_TEXT["deck.copies"](rules), line: broken.line };
    case "deck.ace-spec":
      return { code: broken.rule, message: `This deck has ${broken.count} ACE SPEC cards (${broken.names.join(", ")}).`, rule: DECK_RULE_TEXT["deck.ace-spec"](rules) };
    case "deck.no-basic": {
      const unchecked = broken.unknownCopies > 0 ? ` (${broken.unknownCopies} unidentified cards could not be checked)` : "";
      return { code: broken.rule, message: `This deck has no Basic Pokémon${unchecked}.`, rule: DECK_RULE_TEXT["deck.no-basic"]() };
    }
  }
}

export function validateDeck(deck: ResolvedDeck, options: Partial<DeckRules> = {}): DeckWarning[] {
  const rules: DeckRules = { ...STANDARD_DECK_RULES, ...options };
  const warnings = deckRuleBreaks(deck, rules).map((broken) => warningFor(broken, rules));
  const unknownCopies = deck.total - deck.cards.filter((card) => !card.def.placeholder).reduce((sum, card) => sum + card.count, 0);
  if (unknownCopies > 0) {
    warnings.push({
      code: "deck.unchecked",
      message: `${unknownCopies} unidentified card${unknownCopies === 1 ? " was" : "s were"} not checked for copies or Basic Pokémon.`,
    });
  }
  return warnings;
}
