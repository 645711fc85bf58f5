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
export type { CardDataFormat, CardDataParse, CardDataSet } from "./card-data-format";
export { placeholderCard } from "./placeholder";
