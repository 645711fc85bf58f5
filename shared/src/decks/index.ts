export type {
  CardLookup,
  CardQuery,
  DeckEntry,
  DeckIssue,
  DeckListFormat,
  DeckSection,
  DeckWarning,
  ParsedDeckList,
  ResolvedCard,
  ResolvedDeck,
} from "./types";
export { parseDeckList } from "./parse";
export { placeholderCard } from "./placeholder";
export { resolveDeck } from "./resolve";
export { DECK_RULE_TEXT, STANDARD_DECK_RULES, validateDeck, type DeckRules } from "./validate";
