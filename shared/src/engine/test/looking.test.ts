/**
 * Looking at cards privately: the top or bottom N of the deck, or a whole-deck search. The cards
 * go into the looker's private "looking" zone (the opponent sees only how many, seed 001 §11),
 * in deck order, so they can go back exactly where they were.
 */
import { describe, expect, it } from "vitest";
import { canSee } from "../visibility";
import { TestTable } from "../../testing/table";

function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);

describe("look at the top or bottom of the deck", () => {
  it("looking at the top N puts those cards, in deck order, where only the looker sees them", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 4 });
    const looking = table.pile("p1.looking");
    expect(uids(looking.cards)).toEqual(deck.slice(0, 4));
    expect(uids(table.pile("p1.deck").cards)).toEqual(deck.slice(4));
    expect(table.state.players.p1.looking).toEqual({ zone: "p1.deck", search: false });
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "cards.looked", zone: "p1.deck", from: "top", count: 4 }));
    for (const card of looking.cards) {
      expect(canSee(table.definition, looking, card, { role: "player", seat: "p1" })).toBe(true);
      expect(canSee(table.definition, looking, card, { role: "player", seat: "p2" })).toBe(false);
      expect(canSee(table.definition, looking, card, { role: "spectator" })).toBe(false);
    }
  });

  it("cards looked at from the top go back on top exactly in their order", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 5 });
    table.do("p1", { type: "look.end", to: "top" });
    expect(uids(table.pile("p1.deck").cards)).toEqual(deck);
    expect(table.pile("p1.looking").cards).toEqual([]);
    expect(table.state.players.p1.looking).toBeNull();
  });

  it("cards looked at from the bottom are the bottom N, and go back to the bottom exactly in their order", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "look", zone: "p1.deck", from: "bottom", count: 3 });
    expect(uids(table.pile("p1.looking").cards)).toEqual(deck.slice(-3));
    table.do("p1", { type: "look.end", to: "bottom" });
    expect(uids(table.pile("p1.deck").cards)).toEqual(deck);
  });

  it("cards looked at from the top can be put on the bottom, keeping their order", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 2 });
    table.do("p1", { type: "look.end", to: "bottom" });
    expect(uids(table.pile("p1.deck").cards)).toEqual([...deck.slice(2), ...deck.slice(0, 2)]);
  });

  it("ending a look with a shuffle returns the cards and shuffles the deck", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 3 });
    table.do("p1", { type: "look.end", to: "shuffle" });
    const after = uids(table.pile("p1.deck").cards);
    expect(after).not.toEqual(deck);
    expect([...after].sort((a, b) => a - b)).toEqual([...deck].sort((a, b) => a - b));
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "zone.shuffled", zone: "p1.deck" }));
  });

  it("a card picked from the cards looked at goes to the hand; the rest go back", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 3 });
    const picked = table.pile("p1.looking").cards[1]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.looking", pid: picked.pid }], to: { zone: "p1.hand" } });
    table.do("p1", { type: "look.end", to: "top" });
    expect(table.hand("p1").at(-1)!.uid).toBe(deck[1]);
    expect(uids(table.pile("p1.deck").cards)).toEqual([deck[0], ...deck.slice(2)]);
  });

  it("looking at more cards than the deck holds shows what is there", () => {
    const table = game();
    const n = table.pile("p1.deck").cards.length;
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 60 });
    expect(table.pile("p1.looking").cards).toHaveLength(n);
    expect(table.pile("p1.deck").cards).toHaveLength(0);
  });

  it("the discard pile can be looked at too, and the cards go back to it", () => {
    const table = game();
    const [a, b] = table.hand("p1");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: a!.pid }, { zone: "p1.hand", pid: b!.pid }], to: { zone: "p1.discard" } });
    const discard = uids(table.pile("p1.discard").cards);
    table.do("p1", { type: "look", zone: "p1.discard", from: "top", count: 2 });
    table.do("p1", { type: "look.end", to: "top" });
    expect(uids(table.pile("p1.discard").cards)).toEqual(discard);
  });
});

describe("search the whole deck", () => {
  it("a search takes the whole deck, in order, into the looking zone and says how many", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "search", zone: "p1.deck" });
    expect(uids(table.pile("p1.looking").cards)).toEqual(deck);
    expect(table.pile("p1.deck").cards).toEqual([]);
    expect(table.state.players.p1.looking).toEqual({ zone: "p1.deck", search: true });
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "zone.searched", zone: "p1.deck", count: deck.length }));
  });

  it("after taking the card searched for, the rest go back and the deck is shuffled", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "search", zone: "p1.deck" });
    const found = table.pile("p1.looking").cards.find((c) => table.nameOf(c) === "Pebble")!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.looking", pid: found.pid }], to: { zone: "p1.hand" } });
    table.do("p1", { type: "look.end", to: "shuffle" });
    const after = uids(table.pile("p1.deck").cards);
    expect(after).toHaveLength(deck.length - 1);
    expect(after).not.toContain(found.uid);
    expect(table.pile("p1.looking").cards).toEqual([]);
  });

  it("a search that puts everything back on top leaves the deck in its order", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "search", zone: "p1.deck" });
    table.do("p1", { type: "look.end", to: "top" });
    expect(uids(table.pile("p1.deck").cards)).toEqual(deck);
  });
});

describe("looking: refusals change nothing", () => {
  it("looking again while already looking is refused: put the cards back first", () => {
    const table = game();
    table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 2 });
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "look", zone: "p1.deck", from: "bottom", count: 1 }).code).toBe("looking.busy");
    expect(table.refuse("p1", { type: "search", zone: "p1.deck" }).code).toBe("looking.busy");
    expect(table.state).toEqual(before);
  });

  it("looking into an empty pile, or into a zone with slots, is refused", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "look", zone: "p1.lost", from: "top", count: 1 }).code).toBe("zone.empty");
    expect(table.refuse("p1", { type: "search", zone: "p1.lost" }).code).toBe("zone.empty");
    expect(table.refuse("p1", { type: "look", zone: "p1.active", from: "top", count: 1 }).code).toBe("zone.not-pile");
    expect(table.state).toEqual(before);
  });

  it("ending a look with nothing looked at just closes it", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "look.end", to: "top" });
    expect(uids(table.pile("p1.deck").cards)).toEqual(deck);
    expect(table.state.players.p1.looking).toBeNull();
  });
});
