/**
 * Setup in the seed's order (seed 001 §5): 1. decide who goes first, 2. shuffle, 3. each player
 * draws 7. Once both decks are in, the coin is flipped; its winner chooses to go first or second,
 * and only then are the opening hands dealt, so nobody chooses with a hand in view. The choice
 * is final. Tables stored before this order existed keep theirs (first-player-older.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../../engine/actions";
import { otherSeat, type Seat, type Viewer } from "../../../engine/types";
import { formatLogEntry } from "../../../i18n";
import { renderLog } from "../../../log/render";
import { Scene } from "../testing/advisory-scene";
import { testDeck } from "../../../testing/cards";

const ALICE: Viewer = { role: "player", seat: "p1" };
const BOB: Viewer = { role: "player", seat: "p2" };
const SPECTATOR: Viewer = { role: "spectator" };
const names = { p1: "Alice", p2: "Bob" };

/** Both decks are in and the coin is flipped; nobody chose yet. With this seed Alice (p1) wins. */
function flipped() {
  const table = new Scene();
  table.do("p1", { type: "deck.load", cards: testDeck() });
  table.do("p2", { type: "deck.load", cards: testDeck() });
  const winner = table.state.turn.won!;
  return { table, winner, loser: otherSeat(winner) };
}

function linesOf(table: Scene, viewer: Viewer): string[] {
  return renderLog("ptcg", table.lastEvents, viewer).map((entry) => formatLogEntry("ptcg", entry, viewer, names));
}

const handSizes = (table: Scene) => [table.hand("p1").length, table.hand("p2").length];

/** Both players put a Basic in the Active Spot and get ready: turn 1 begins. */
function begin(table: Scene): Scene {
  for (const seat of ["p1", "p2"] as const) table.play(seat, "Sprout", { zone: `${seat}.active`, slot: 0 });
  table.do("p1", { type: "setup.ready" });
  table.do("p2", { type: "setup.ready" });
  return table;
}

describe("who goes first is decided before anyone draws (seed 001 §5)", () => {
  it("once both decks are in, the coin is flipped and its winner is to choose: nobody holds a card yet", () => {
    const { table, winner } = flipped();
    expect(winner).toBe("p1");
    expect(table.state.phase).toBe("setup");
    expect(table.state.turn.first).toBeNull();
    expect(handSizes(table)).toEqual([0, 0]);
    expect(linesOf(table, BOB)).toContain("The coin came up heads: Alice won the coin flip and chooses to go first or second.");
    expect(linesOf(table, ALICE)).toContain("The coin came up heads: you won the coin flip and choose to go first or second.");
  });

  it("“Go first”: the winner takes the first turn, and then each player draws an opening hand of 7", () => {
    const { table, winner } = flipped();
    table.do(winner, { type: "setup.first", seat: winner });
    expect(table.state.turn.first).toBe(winner);
    expect(handSizes(table)).toEqual([7, 7]);
    expect(linesOf(table, SPECTATOR)).toEqual(["Alice chose to go first.", "Alice drew an opening hand: 7 cards.", "Bob drew an opening hand: 7 cards."]);
    begin(table);
    expect(table.state.turn).toMatchObject({ number: 1, current: winner });
  });

  it("“Go second”: the other player takes the first turn, and everyone reads it", () => {
    const { table, winner, loser } = flipped();
    table.do(winner, { type: "setup.first", seat: loser });
    expect(handSizes(table)).toEqual([7, 7]);
    expect(linesOf(table, BOB)[0]).toBe("Alice chose to go second: you go first.");
    expect(linesOf(table, ALICE)[0]).toBe("You chose to go second: Bob goes first.");
    begin(table);
    expect(table.state.turn).toMatchObject({ number: 1, current: loser });
  });

  it("a judge may choose for the winner; each player still draws their own hand", () => {
    const { table, winner, loser } = flipped();
    table.do(winner, { type: "setup.first", seat: loser }, true);
    expect(table.state.turn.first).toBe(loser);
    expect(handSizes(table)).toEqual([7, 7]);
    expect(linesOf(table, SPECTATOR).slice(1)).toEqual(["Alice drew an opening hand: 7 cards.", "Bob drew an opening hand: 7 cards."]);
  });

  it("the other player may not choose, and nothing changes", () => {
    const { table, winner, loser } = flipped();
    expect(table.refuse(loser, { type: "setup.first", seat: loser }).message).toBe("Only the player who won the coin flip chooses who goes first.");
    expect(table.refuse(loser, { type: "setup.first", seat: winner }).code).toBe("setup.first");
  });

  it("the choice is final: it was made before the hands were dealt", () => {
    const { table, winner, loser } = flipped();
    table.do(winner, { type: "setup.first", seat: winner });
    const refused = table.refuse(winner, { type: "setup.first", seat: loser });
    expect(refused).toEqual({ code: "setup.first.final", message: "Who goes first was chosen before the hands were dealt: it can't change now." });
    expect(table.refuse(winner, { type: "setup.first", seat: winner }, true).code).toBe("setup.first.final");
  });

  it("nobody chooses before the coin is flipped", () => {
    const table = new Scene();
    table.do("p1", { type: "deck.load", cards: testDeck() });
    expect(table.refuse("p1", { type: "setup.first", seat: "p1" }).message).toBe("Who goes first is chosen during setup, after the coin flip.");
  });

  it("before the choice there is no hand to mulligan and nothing to get ready with", () => {
    const { table, loser } = flipped();
    const notYet = "The hands are dealt once the coin flip's winner chooses to go first or second.";
    expect(table.refuse(loser, { type: "setup.mulligan" })).toEqual({ code: "setup.choice", message: notYet });
    expect(table.refuse(loser, { type: "setup.ready" })).toEqual({ code: "setup.choice", message: notYet });
  });

  it("before the choice nobody draws, looks at, searches or moves a card of their deck: the hand about to be dealt stays unseen and whole", () => {
    const { table, winner, loser } = flipped();
    const notYet = { code: "setup.choice", message: "The hands are dealt once the coin flip's winner chooses to go first or second." };
    for (const seat of [winner, loser]) {
      const deck = `${seat}.deck`;
      expect(table.refuse(seat, { type: "draw", count: 1 })).toEqual(notYet);
      expect(table.refuse(seat, { type: "look", zone: deck, from: "top", count: 7 })).toEqual(notYet);
      expect(table.refuse(seat, { type: "search", zone: deck })).toEqual(notYet);
      expect(table.refuse(seat, { type: "move", cards: [{ zone: deck, at: 0 }], to: { zone: `${seat}.hand`, at: "bottom" } })).toEqual(notYet);
    }
    // Shuffling and flipping coins show nothing.
    table.do(loser, { type: "shuffle", zone: `${loser}.deck` });
    table.do(loser, { type: "coin", count: 1 });
    table.do(winner, { type: "setup.first", seat: winner });
    expect(handSizes(table)).toEqual([7, 7]);
  });

  it("with one deck in, its owner cannot draw from it either", () => {
    const table = new Scene();
    table.do("p1", { type: "deck.load", cards: testDeck() });
    expect(table.refuse("p1", { type: "draw", count: 7 }).code).toBe("setup.choice");
  });

  it("a judge is not held to it: a correction may take a card out of a deck before the deal", () => {
    const { table, winner } = flipped();
    table.do(winner, { type: "draw", count: 1 }, true);
    expect(table.hand(winner)).toHaveLength(1);
  });

  it("mulligans come after the deal: the hand is shown and 7 new cards drawn", () => {
    const { table, winner, loser } = flipped();
    table.do(winner, { type: "setup.first", seat: winner });
    table.do(loser, { type: "setup.mulligan" });
    expect(table.hand(loser)).toHaveLength(7);
    expect(table.state.players[loser].counters).toEqual({ mulligans: 1 });
  });
});

describe("a deck replaced during setup", () => {
  const smallDeck = () => testDeck().map((entry) => ({ ...entry, count: 1 }));

  it("before the choice: the new deck goes in, shuffled, and nothing is dealt", () => {
    const { table, winner } = flipped();
    table.do("p1", { type: "deck.load", cards: smallDeck() });
    expect(table.pile("p1.deck").cards).toHaveLength(smallDeck().length);
    expect(handSizes(table)).toEqual([0, 0]);
    // The short deck is told to break the 60-card rule; with no hand dealt there is none to redraw.
    expect(table.codes()).toEqual(["ptcg.deck.size"]);
    table.do(winner, { type: "setup.first", seat: winner });
    expect(handSizes(table)).toEqual([7, 7]);
  });

  it("while only one deck is in: nothing is dealt, and the coin waits for the other deck", () => {
    const table = new Scene();
    table.do("p1", { type: "deck.load", cards: testDeck() });
    table.do("p1", { type: "deck.load", cards: smallDeck() });
    expect(table.state.phase).toBe("waiting");
    expect(handSizes(table)).toEqual([0, 0]);
  });

  it("after the deal: the old cards leave, and the new deck's 7 are dealt as before", () => {
    const { table, winner } = flipped();
    table.do(winner, { type: "setup.first", seat: winner });
    table.do("p1", { type: "deck.load", cards: smallDeck() });
    expect(table.hand("p1")).toHaveLength(7);
    expect(table.pile("p1.deck").cards).toHaveLength(smallDeck().length - 7);
    // A new hand nobody saw: both players are told (ptcg.setup.new-hand), beside the short deck's rule break.
    expect(table.codes()).toEqual(["ptcg.deck.size", "ptcg.setup.new-hand"]);
    // Who goes first stays as chosen.
    expect(table.state.turn.first).toBe(winner);
  });
});

describe("the first-turn rules follow the choice (seed 001 §6.3)", () => {
  it("the player the winner let go first can't play a Supporter or attack on turn 1", () => {
    const { table, winner, loser } = flipped();
    table.do(winner, { type: "setup.first", seat: loser });
    begin(table);
    table.play(loser, "Field Professor", { zone: `${loser}.resolving` });
    expect(table.codes()).toEqual(["ptcg.supporter.first-turn"]);
    table.do(loser, { type: "attack", stack: { zone: `${loser}.active`, slot: 0 }, name: "Tackle" } as Action);
    expect(table.codes()).toEqual(["ptcg.attack.first-turn"]);
  });
});

export type { Seat };
