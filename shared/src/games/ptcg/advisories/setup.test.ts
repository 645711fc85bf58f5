import { describe, expect, it } from "vitest";
import { isBasicPokemon } from "../cards";
import { testDeck } from "../../../testing/cards";
import { Scene } from "../testing/advisory-scene";

describe("setup (seed 001 §5)", () => {
  it("a mulligan with a Basic Pokémon in hand draws a warning, and the hand is still redrawn", () => {
    const table = new Scene().loadDecks();
    table.fetch("p1", "Sprout");
    table.do("p1", { type: "setup.mulligan" });
    expect(table.codes()).toEqual(["ptcg.setup.mulligan-with-basic"]);
    expect(table.lastAdvisories[0]).toMatchObject({ target: "p1.hand", params: { name: "Sprout" } });
    expect(table.state.players.p1.counters).toEqual({ mulligans: 1 });
    expect(table.hand("p1")).toHaveLength(7);
  });

  it("a mulligan without a Basic Pokémon draws no warning", () => {
    const table = new Scene().loadDecks();
    const basics = table.hand("p1").filter((c) => isBasicPokemon(table.state.cards[c.defId]));
    if (basics.length > 0) {
      table.do("p1", { type: "move", cards: basics.map((c) => ({ zone: "p1.hand", pid: c.pid })), to: { zone: "p1.discard" } }, true);
    }
    table.do("p1", { type: "setup.mulligan" });
    expect(table.codes()).toEqual([]);
  });

  it("an evolution card put down as a setup Pokémon draws a warning for its owner alone, that does not name it, and it still goes down", () => {
    const table = new Scene().loadDecks();
    table.play("p1", "Bloom", { zone: "p1.active", slot: 0 });
    expect(table.codes()).toEqual(["ptcg.setup.not-basic"]);
    expect(table.lastAdvisories[0]).toEqual({ code: "ptcg.setup.not-basic", source: "seed 001 §5", target: "p1.active:0", seenBy: ["p1"] });
    expect(table.stack("p1.active").cards[0]!.faceDown).toBe(true);
  });

  it("a Basic Pokémon as the Active and on the Bench draws no warning", () => {
    const table = new Scene().loadDecks();
    table.play("p1", "Sprout", { zone: "p1.active", slot: 0 });
    expect(table.codes()).toEqual([]);
    table.play("p1", "Pebble", { zone: "p1.bench" });
    expect(table.codes()).toEqual([]);
  });

  it("getting ready without an Active Pokémon draws a warning, and the player is still ready", () => {
    const table = new Scene().loadDecks();
    table.do("p1", { type: "setup.ready" });
    expect(table.codes()).toEqual(["ptcg.setup.no-active"]);
    expect(table.state.players.p1.ready).toBe(true);
  });

  it("getting ready with an Active Pokémon draws no warning", () => {
    const table = new Scene().loadDecks();
    table.play("p1", "Sprout", { zone: "p1.active", slot: 0 });
    table.do("p1", { type: "setup.ready" });
    expect(table.codes()).toEqual([]);
  });

  it("loading a deck again, after its opening hand was dealt, warns both players; before any hand was dealt it does not", () => {
    const table = new Scene();
    const cards = [...testDeck()];
    // The test deck's 8 Sprout break the 4-copy rule, which every load tells (deck-rules.test).
    const newHand = () => table.lastAdvisories.filter((advisory) => advisory.code !== "ptcg.deck.copies");
    table.do("p1", { type: "deck.load", cards });
    expect(newHand()).toEqual([]);
    // Alone at the table, and again before the coin flip's winner chose: no hand yet, nothing redrawn.
    table.do("p1", { type: "deck.load", cards });
    expect(newHand()).toEqual([]);
    table.do("p2", { type: "deck.load", cards });
    expect(table.state.phase).toBe("setup");
    table.do("p2", { type: "deck.load", cards });
    expect(newHand()).toEqual([]);
    table.winnerGoesFirst();
    // Once the hands are dealt, a deck loaded again is a new hand nobody saw.
    table.do("p2", { type: "deck.load", cards });
    expect(newHand()).toEqual([{ code: "ptcg.setup.new-hand", source: "seed 001 §5", target: "p2.hand" }]);
    // The deck is still replaced, and a new hand of 7 dealt.
    expect(table.hand("p2")).toHaveLength(7);
  });
});
