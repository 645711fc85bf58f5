export type {
  CardLookup,
  CardQuery,
  DeckEntry,
  DeckIssue,
  DeckListFormat,
  DeckNote,
  DeckSection,
  DeckWarning,
  ParsedDeckList,
  ResolvedCard,
  ResolvedDeck,
} from "./types";
export { parseDeckList } from "./parse";
export { placeholderCard } from "./placeholder";
export { resolveDeck } from "./resolve";
export { DECK_RULE_TEXT, STANDARD_DECK_RULES, deckRuleBreaks, validateDeck, type DeckRuleBreak, type DeckRules, type RuledDeck } from "./validate";
