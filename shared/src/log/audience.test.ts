/**
 * The audience rule (ARCHITECTURE "Secrets", Cockatrice): a card's name reaches a viewer only
 * if that viewer could see the card where it was or where it went; everyone else gets a count.
 * Judges see everything, and every judge action is stamped.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../engine/actions";
import type { TableEvent } from "../engine/events";
import type { Seat, Viewer } from "../engine/types";
import { formatLogEntry } from "../i18n";
import { TestTable } from "../testing/table";
import { renderLog } from "./render";

const OWNER: Viewer = { role: "player", seat: "p1" };
const OPPONENT: Viewer = { role: "player", seat: "p2" };
const SPECTATOR: Viewer = { role: "spectator" };
const JUDGE: Viewer = { role: "judge" };

/** A table that keeps every event, and reads the log as Alice (p1) and Bob (p2) would. */
class Scene {
  events: TableEvent[] = [];
  constructor(readonly table: TestTable) {}
  do(seat: Seat, action: Action, judge = false): this {
    this.table.do(seat, action, judge);
    this.events.push(...this.table.lastEvents);
    return this;
  }
  /** A judge puts a named card from the deck into the hand (TestTable.fetch). */
  fetch(seat: Seat, name: string): this {
    this.table.fetch(seat, name);
    this.events.push(...this.table.lastEvents);
    return this;
  }
  /** Starts recording afresh: the lines of what happens next. */
  mark(): this {
    this.events = [];
    return this;
  }
  lines(viewer: Viewer): string[] {
    return renderLog("ptcg", this.events, viewer).map((entry) => formatLogEntry("ptcg", entry, viewer, { p1: "Alice", p2: "Bob" }));
  }
  /** Alice (p1) is to play; the tests act as her. */
  static playing(): Scene {
    const table = new TestTable().startGame();
    expect(table.current).toBe("p1");
    return new Scene(table);
  }
}

describe("who reads which card names in the log", () => {
  it("the owner sees the names of drawn cards; the opponent and spectators see how many", () => {
    const scene = Scene.playing().do("p1", { type: "draw", count: 1 });
    const drawn = scene.table.nameOf(scene.table.hand("p1").at(-1)!);
    expect(scene.lines(OWNER)).toEqual([`You drew ${drawn}.`]);
    expect(scene.lines(OPPONENT)).toEqual(["Alice drew a card."]);
    expect(scene.lines(SPECTATOR)).toEqual(["Alice drew a card."]);
    expect(scene.lines(JUDGE)).toEqual([`Alice drew ${drawn}.`]);
    expect(scene.mark().do("p1", { type: "draw", count: 2 }).lines(OPPONENT)).toEqual(["Alice drew 2 cards."]);
  });

  it("a card moved from the hand to the bench is named to everyone: it is visible where it went", () => {
    const scene = Scene.playing();
    const pebble = scene.table.fetch("p1", "Pebble");
    scene.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: pebble.pid }], to: { zone: "p1.bench", slot: 0 } });
    expect(scene.lines(OWNER)).toEqual(["You put Pebble onto your bench."]);
    expect(scene.lines(OPPONENT)).toEqual(["Alice put Pebble onto their bench."]);
    expect(scene.lines(SPECTATOR)).toEqual(["Alice put Pebble onto their bench."]);
  });

  it("a face-down setup Pokémon is named only to its owner until both players are ready", () => {
    const scene = new Scene(new TestTable().loadDecks());
    const sprout = scene.table.fetch("p1", "Sprout");
    scene.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: sprout.pid }], to: { zone: "p1.active", slot: 0 } });
    expect(scene.lines(OWNER)).toEqual(["You put Sprout face down onto your Active Spot."]);
    expect(scene.lines(OPPONENT)).toEqual(["Alice put a card face down onto their Active Spot."]);
    expect(scene.lines(SPECTATOR)).toEqual(["Alice put a card face down onto their Active Spot."]);
    expect(scene.lines(JUDGE)).toEqual(["Alice put Sprout face down onto their Active Spot."]);

    scene.mark().do("p1", { type: "setup.ready" });
    expect(scene.lines(OPPONENT).join(" ")).not.toContain("Sprout");

    const pebble = scene.table.fetch("p2", "Pebble");
    scene.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: pebble.pid }], to: { zone: "p2.active", slot: 0 } });
    expect(scene.lines(OPPONENT).join(" ")).not.toContain("Sprout");
    expect(scene.lines(OWNER)).toContain("Bob put a card face down onto their Active Spot.");

    scene.mark().do("p2", { type: "setup.ready" });
    expect(scene.lines(OPPONENT)).toContain("Sprout turned face up in Alice's Active Spot.");
    expect(scene.lines(SPECTATOR)).toContain("Sprout turned face up in Alice's Active Spot.");
    expect(scene.lines(OWNER)).toContain("Pebble turned face up in Bob's Active Spot.");
  });

  it("a card put from the hand on top of the deck is named only to its owner", () => {
    const scene = Scene.playing();
    const card = scene.table.hand("p1")[0]!;
    const name = scene.table.nameOf(card);
    scene.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.deck", at: "top" } });
    expect(scene.lines(OWNER)).toEqual([`You put ${name} from your hand on top of your deck.`]);
    expect(scene.lines(OPPONENT)).toEqual(["Alice put a card from their hand on top of their deck."]);
    expect(scene.lines(SPECTATOR)).toEqual(["Alice put a card from their hand on top of their deck."]);
  });

  it("a prize card taken is named only to the player who took it", () => {
    const scene = Scene.playing();
    const prize = scene.table.nameOf(scene.table.pile("p1.prize").cards[0]!);
    scene.do("p1", { type: "prize.take" });
    expect(scene.lines(OWNER)).toEqual([`You took ${prize} from your prizes.`]);
    expect(scene.lines(OPPONENT)).toEqual(["Alice took a card from their prizes."]);
    expect(scene.lines(SPECTATOR)).toEqual(["Alice took a card from their prizes."]);
    expect(scene.lines(JUDGE)).toEqual([`Alice took ${prize} from their prizes.`]);
  });

  it("a mulligan shows the hand to everyone, and the new hand to its owner only", () => {
    const scene = new Scene(new TestTable().loadDecks());
    const shown = [...new Set(scene.table.hand("p1").map((c) => scene.table.nameOf(c)))];
    scene.do("p1", { type: "setup.mulligan" });
    for (const viewer of [OPPONENT, SPECTATOR]) {
      const [mulligan, ...rest] = scene.lines(viewer);
      expect(mulligan).toMatch(/^Alice took a mulligan, revealing /);
      for (const name of shown) expect(mulligan).toContain(name);
      // (A warning may follow when the revealed hand held a Basic: it names nothing hidden.)
      expect(rest.slice(0, 2)).toEqual(["Alice shuffled their deck (60 cards).", "Alice drew an opening hand: 7 cards."]);
    }
  });

  it("a judge reads every name, and what a judge does is stamped for everyone", () => {
    const scene = Scene.playing().fetch("p2", "Bloom");
    expect(scene.lines(OWNER)).toEqual(["[Judge] Bob moved a card from their deck to their hand."]);
    expect(scene.lines(OPPONENT)).toEqual(["[Judge] You moved Bloom from your deck to your hand."]);
    expect(scene.lines(JUDGE)).toEqual(["[Judge] Bob moved Bloom from their deck to their hand."]);
    expect(renderLog("ptcg", scene.events, SPECTATOR)[0]).toMatchObject({ judge: true, seat: "p2" });

    // A judge also reads the prizes nobody else may see.
    const prize = scene.table.nameOf(scene.table.pile("p2.prize").cards[0]!);
    scene.mark().do("p2", { type: "prize.take" });
    expect(scene.lines(JUDGE)[0]).toBe(`Bob took ${prize} from their prizes.`);
    expect(scene.lines(SPECTATOR)[0]).toBe("Bob took a card from their prizes.");
  });

  it("a search tells the others how many cards the owner looked at, never which", () => {
    const scene = Scene.playing();
    const size = scene.table.pile("p1.deck").cards.length;
    scene.do("p1", { type: "search", zone: "p1.deck" });
    const taken = scene.table.nameOf(scene.table.pile("p1.looking").cards[0]!);
    scene.do("p1", { type: "move", cards: [{ zone: "p1.looking", at: 0 }], to: { zone: "p1.hand" } });
    scene.do("p1", { type: "look.end", to: "shuffle" });
    const others = [
      `Alice searched their deck (${size} cards).`,
      "Alice moved a card from the cards they are looking at to their hand.",
      `Alice put ${size - 1} cards back on top of their deck.`,
      `Alice shuffled their deck (${size - 1} cards).`,
    ];
    expect(scene.lines(OPPONENT)).toEqual(others);
    expect(scene.lines(SPECTATOR)).toEqual(others);
    expect(scene.lines(OWNER)[1]).toBe(`You moved ${taken} from the cards you are looking at to your hand.`);
  });

  it("looking at the top cards says how many, to everyone", () => {
    const scene = Scene.playing().do("p1", { type: "look", zone: "p1.deck", from: "top", count: 3 });
    expect(scene.lines(OPPONENT)).toEqual(["Alice looked at the top 3 cards of their deck."]);
    expect(scene.lines(OWNER)).toEqual(["You looked at the top 3 cards of your deck."]);
  });

  it("a card discarded at random from the other player's hand, on their approval, says it was chosen at random", () => {
    const scene = Scene.playing();
    scene.do("p1", { type: "request", action: { type: "move", cards: [{ zone: "p2.hand", random: true }], to: { zone: "p2.discard" } } });
    scene.mark().do("p2", { type: "prompt.answer", prompt: scene.table.state.prompts.at(-1)!.id, accept: true });
    const card = scene.table.nameOf(scene.table.pile("p2.discard").cards[0]!);
    // The discard pile is public: the card is named to everyone, and so is the chance.
    expect(scene.lines(OPPONENT).at(-1)).toBe(`Alice discarded ${card} chosen at random from your hand.`);
    expect(scene.lines(OWNER).at(-1)).toBe(`You discarded ${card} chosen at random from Bob's hand.`);
    expect(scene.lines(SPECTATOR).at(-1)).toBe(`Alice discarded ${card} chosen at random from Bob's hand.`);
  });

  it("a card put at random from the other player's hand on the bottom of their deck is named only to its owner, and said to be random", () => {
    const scene = Scene.playing();
    scene.do("p1", { type: "request", action: { type: "move", cards: [{ zone: "p2.hand", random: true }], to: { zone: "p2.deck", at: "bottom" } } });
    scene.mark().do("p2", { type: "prompt.answer", prompt: scene.table.state.prompts.at(-1)!.id, accept: true });
    const card = scene.table.nameOf(scene.table.pile("p2.deck").cards.at(-1)!);
    expect(scene.lines(OPPONENT).at(-1)).toBe(`Alice put ${card} chosen at random from your hand on the bottom of your deck.`);
    expect(scene.lines(OWNER).at(-1)).toBe("You put a card chosen at random from Bob's hand on the bottom of Bob's deck.");
  });

  it("a hand discarded with a card of the other player's in it says which discard pile that card went to", () => {
    const scene = Scene.playing();
    const given = scene.table.hand("p1")[0]!;
    scene.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: given.pid }], to: { zone: "p2.hand" } });
    const hand = scene.table.hand("p2").map((c) => ({ zone: "p2.hand", pid: c.pid }));
    scene.mark().do("p2", { type: "move", cards: hand, to: { zone: "p2.discard", eachToOwner: true } });
    const name = scene.table.nameOf(given);
    expect(scene.lines(OWNER)).toEqual([expect.stringMatching(/^Bob discarded .+ from their hand\.$/), `Bob discarded ${name} from their hand into your discard pile.`]);
    expect(scene.lines(SPECTATOR)[1]).toBe(`Bob discarded ${name} from their hand into Alice's discard pile.`);
    expect(scene.lines(OPPONENT)[1]).toBe(`You discarded ${name} from your hand into Alice's discard pile.`);
  });

  it("putting back with nothing left in the looking area says the look is over, to everyone", () => {
    const scene = Scene.playing().do("p1", { type: "look", zone: "p1.deck", from: "top", count: 1 });
    const top = scene.table.pile("p1.looking").cards[0]!;
    scene.do("p1", { type: "move", cards: [{ zone: "p1.looking", pid: top.pid }], to: { zone: "p1.hand" } });
    scene.mark().do("p1", { type: "look.end", to: "top" });
    expect(scene.table.state.players.p1.looking).toBeNull();
    expect(scene.lines(OPPONENT)).toEqual(["Alice stopped looking at their deck."]);
    expect(scene.lines(SPECTATOR)).toEqual(["Alice stopped looking at their deck."]);
    expect(scene.lines(OWNER)).toEqual(["You stopped looking at your deck."]);
  });

  it("an action on the other player's Pokémon is flagged for its owner's UI", () => {
    const scene = Scene.playing();
    scene.do("p1", { type: "counter", stack: { zone: "p2.active", slot: 0 }, counter: "damage", mode: "add", amount: 30 });
    scene.do("p1", { type: "counter", stack: { zone: "p1.active", slot: 0 }, counter: "damage", mode: "add", amount: 10 });
    const [theirs, mine] = renderLog("ptcg", scene.events, OPPONENT);
    expect(theirs!.crossSide).toBe(true);
    expect(mine!.crossSide).toBeUndefined();
    const target = scene.table.nameOf(scene.table.slots("p2.active").slots[0]!.cards[0]!);
    expect(scene.lines(OPPONENT)[0]).toBe(`Alice put 30 damage on your Active ${target} (30 in all).`);
  });
});
