/**
 * Curse Sorcerers takes its players' card lists (GameCardLists): the game has no public card
 * database. An uploaded list is read by the card list format (card-list.ts), refused whole with
 * a line per problem, and its cards are secret: a card's definition reaches a screen only with
 * its face, so a deck's card pool stays as secret as its cards. The table option `cardList`
 * names the list by its content hash; without it a table plays the demo set.
 */
import type { GameCardLists } from "../../../decks/card-lists";
import { describeCardListIssue, parseCardList } from "./card-list";

export const CARD_LIST_OPTION = "cardList";

export const SORCERER_CARD_LISTS: GameCardLists = {
  option: CARD_LIST_OPTION,
  read(text, idPrefix) {
    const result = parseCardList(text, idPrefix);
    if (!result.ok) return { ok: false, issues: result.issues.map(describeCardListIssue) };
    return { ok: true, cards: result.cards.map((card) => ({ ...card, secret: true as const })) };
  },
};
