/**
 * The Pokémon TCG's deck lists: PTCG Live, Limitless and PTCGO exports (parse.ts), each line's
 * printing found by set code and number or by name (resolve.ts), the standard deck rules as
 * advice (validate.ts), two demo decks of Playmat's invented cards, and the layout of the card
 * data operators import (card-data.ts).
 */
import { DEMO_CARDS } from "../../../cards/demo";
import type { GameDecks } from "../../../decks/game-decks";
import { POKEMON_TCG_DATA } from "./card-data";
import { DEMO_DECKS } from "./demo-decks";
import { parseDeckList } from "./parse";
import { resolveDeck } from "./resolve";
import { validateDeck } from "./validate";

/**
 * An opening PTCGO banner ("******") that never closes like one: no deck list holds it, and a
 * long one made the banner's old pattern backtrack cubically (an 8000-character line of
 * asterisks froze every table for minutes).
 */
const unclosedBanner = (line: string) => line.startsWith("***") && !line.endsWith("***");

export const PTCG_DECKS: GameDecks = {
  cardData: "ptcg",
  cardDataFormat: POKEMON_TCG_DATA,
  demoCards: DEMO_CARDS,
  demoDecks: DEMO_DECKS,
  exampleLine: "4 Ralts SVI 84",
  parse: parseDeckList,
  unparsable: unclosedBanner,
  resolve: resolveDeck,
  validate: (deck) => validateDeck(deck),
};

export { DEMO_DECKS } from "./demo-decks";
export { parseDeckList, type DeckListFormat } from "./parse";
export { resolveDeck } from "./resolve";
export { DECK_RULE_TEXT, STANDARD_DECK_RULES, deckRuleBreaks, validateDeck, type DeckRuleBreak, type DeckRules, type RuledDeck } from "./validate";
