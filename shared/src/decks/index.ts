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
export { CARD_LIST_HASH, type CardListReading, type GameCardLists } from "./card-lists";
