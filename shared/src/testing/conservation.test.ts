/**
 * The card-conservation check the random-game soak runs after every step: a lost, doubled or
 * invented card is found; cards the game's kit says the game made are left out of the count.
 */
import { describe, expect, it } from "vitest";
import type { CardDef } from "../cards/types";
import { unconservedCards } from "./conservation";
import { TestTable } from "./table";
import { tabletop, TABLETOP_DECK, tabletopTable } from "./tabletop";

const deck: CardDef[] = TABLETOP_DECK.map(({ def }) => def);
const made: CardDef = { id: "made-1", name: "Made", supertype: "Unknown", subtypes: [] };
const madeByTheGame = (def: CardDef) => def.id === made.id;

describe("card conservation", () => {
  it("holds through play: every card of the list lies somewhere exactly once", () => {
    const table = tabletopTable();
    const seat = table.state.turn.current!;
    table.do(seat, { type: "draw", count: 3 }).do(seat, { type: "shuffle", zone: `${seat}.deck` });
    expect(unconservedCards(table.state, "p1", deck)).toEqual([]);
    expect(unconservedCards(table.state, "p2", deck)).toEqual([]);
  });

  it("finds a card lost, a card lying twice and a card of no list", () => {
    const table = tabletopTable();
    const hand = table.pile("p1.hand");
    const [first] = hand.cards;
    hand.cards = hand.cards.slice(1);
    expect(unconservedCards(table.state, "p1", deck)).toEqual([`1 of ${first!.defId} lost`]);
    hand.cards = [first!, first!, ...hand.cards];
    expect(unconservedCards(table.state, "p1", deck)).toEqual([`card ${first!.uid} (${first!.defId}) lies twice`, `1 more ${first!.defId} than the list has`]);
    hand.cards = hand.cards.slice(1);
    table.state.cards = { ...table.state.cards, [made.id]: made };
    hand.cards = [...hand.cards, { uid: 9999, pid: "x", defId: made.id, owner: "p1", faceDown: false, revealed: false }];
    expect(unconservedCards(table.state, "p1", deck)).toEqual(["1 of made-1, no card of p1's list"]);
  });

  it("leaves out only the cards the game says it made: they may come and go", () => {
    const table = tabletopTable();
    table.state.cards = { ...table.state.cards, [made.id]: made };
    const hand = table.pile("p1.hand");
    hand.cards = [...hand.cards, { uid: 9999, pid: "x", defId: made.id, owner: "p1", faceDown: false, revealed: false }];
    expect(unconservedCards(table.state, "p1", [...deck, made], madeByTheGame)).toEqual([]);
    hand.cards = hand.cards.slice(0, -1);
    expect(unconservedCards(table.state, "p1", [...deck, made], madeByTheGame)).toEqual([]);
  });

  it("expects no card of a seat that has loaded no deck", () => {
    const table = new TestTable(tabletop, {}, 1);
    expect(unconservedCards(table.state, "p1", deck)).toEqual([]);
    table.do("p1", { type: "deck.load", cards: TABLETOP_DECK });
    expect(unconservedCards(table.state, "p1", deck)).toEqual([]);
    expect(unconservedCards(table.state, "p2", deck)).toEqual([]);
  });
});
