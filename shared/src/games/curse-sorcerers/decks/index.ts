/**
 * Curse Sorcerers' deck lists (GameDecks): "3 유토 김" lines with a sideboard (parse.ts), each
 * name found in the table's card list (resolve.ts), §8.1's rules as advice (validate.ts), and two
 * demo decks of the game's invented cards.
 */
import type { GameDecks } from "../../../decks/game-decks";
import { DEMO_CARDS } from "../cards/demo-set";
import { GAME_ID } from "../ids";
import { DEMO_DECKS } from "./demo-decks";
import { parseDeckList } from "./parse";
import { resolveDeck } from "./resolve";
import { validateDeck } from "./validate";

export const SORCERER_DECKS: GameDecks = {
  cardData: GAME_ID,
  demoCards: DEMO_CARDS,
  demoDecks: DEMO_DECKS,
  exampleLine: "3 유토 김",
  parse: parseDeckList,
  resolve: resolveDeck,
  validate: validateDeck,
};

export { DEMO_DECKS } from "./demo-decks";
export { parseDeckList, SIDEBOARD } from "./parse";
export { resolveDeck, SIDEBOARD_MAX, type ResolvedSorcererDeck } from "./resolve";
export { DECK_RULES, DECK_RULE_TEXT, validateDeck } from "./validate";
