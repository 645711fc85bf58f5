export type {
  CardLookup,
  CardQuery,
  DeckEntry,
  DeckIssue,
  DeckNote,
  DeckWarning,
  DemoDeck,
  ParsedDeckList,
  ResolvedCard,
  ResolvedDeck,
} from "./types";
export type { GameDecks } from "./game-decks";
export { placeholderCard } from "./placeholder";
