/**
 * The Pocket game's deck lists: lines as players post them (parse.ts), each found in the Pocket
 * card data (the card store's `ptcg-pocket` column) with the Pokémon TCG's resolver (resolve.ts),
 * Pocket's deck rules as advice (validate.ts), and two demo decks of invented cards.
 */
import type { GameDecks } from "../../../decks/game-decks";
import { POCKET_DEMO_CARDS } from "./demo-cards";
import { POCKET_DEMO_DECKS } from "./demo-decks";
import { parsePocketList } from "./parse";
import { resolvePocketDeck } from "./resolve";
import { validatePocketDeck } from "./validate";

export const POCKET_CARD_DATA = "ptcg-pocket";

export const POCKET_DECKS: GameDecks = {
  cardData: POCKET_CARD_DATA,
  demoCards: POCKET_DEMO_CARDS,
  demoDecks: POCKET_DEMO_DECKS,
  exampleLine: "2 Pikachu ex A1 96",
  parse: parsePocketList,
  resolve: resolvePocketDeck,
  validate: validatePocketDeck,
};

export { POCKET_DEMO_CARDS, POCKET_DEMO_DECKS, parsePocketList, resolvePocketDeck, validatePocketDeck };
export { dataSetCode } from "./resolve";
