/**
 * Moving cards: drawing, moving between zones and onto Pokémon, shuffling, taking prizes.
 * Every action is manual: nothing is refused for a rule reason, only for authority or bad input,
 * and a refused action leaves the table exactly as it was.
 */
import { describe, expect, it } from "vitest";
import type { TableEventOf } from "../../../engine/events";
import { TestTable } from "../../../testing/table";

/** Turn 1 of a game where both Actives are Sprout and p1 (seed 42) plays first. */
function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);

/** Moves cards from the top of a deck to the discard pile (as a judge) until `leave` remain. */
function thinDeck(table: TestTable, seat: "p1" | "p2", leave: number): void {
  while (table.pile(`${seat}.deck`).cards.length > leave) {
    const n = Math.min(60, table.pile(`${seat}.deck`).cards.length - leave);
    const cards = Array.from({ length: n }, () => ({ zone: `${seat}.deck`, at: "top" as const }));
    table.do(seat, { type: "move", cards, to: { zone: `${seat}.discard` } }, true);
  }
}

describe("draw (seed 001 §6.1)", () => {
  it("drawing N cards takes the top N of the deck, in deck order, to the end of the hand", () => {
    const table = game();
    const deckBefore = uids(table.pile("p1.deck").cards);
    const handBefore = uids(table.hand("p1"));
    table.do("p1", { type: "draw", count: 3 });
    expect(uids(table.hand("p1"))).toEqual([...handBefore, ...deckBefore.slice(0, 3)]);
    expect(uids(table.pile("p1.deck").cards)).toEqual(deckBefore.slice(3));
    const moved = table.lastEvents.find((e) => e.type === "cards.moved") as TableEventOf<"cards.moved">;
    expect(moved).toMatchObject({ via: "draw", from: { zone: "p1.deck" }, to: { zone: "p1.hand" }, owner: "p1" });
    expect(moved.cards).toHaveLength(3);
  });

  it("drawing more cards than the deck holds draws what is there and notes the shortfall", () => {
    const table = game();
    thinDeck(table, "p1", 2);
    const hand = table.hand("p1").length;
    table.do("p1", { type: "draw", count: 5 });
    expect(table.hand("p1")).toHaveLength(hand + 2);
    expect(table.pile("p1.deck").cards).toHaveLength(0);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "note", key: "draw.short", params: { seat: "p1", requested: 5, drawn: 2 } }));
    // Drawing some cards is not a deck-out.
    expect(table.state.prompts).toEqual([]);
  });

  it("a player who can't draw at the start of its turn makes both players confirm the opponent's win (seed 001 §10.3)", () => {
    const table = game();
    thinDeck(table, "p1", 0);
    table.do("p1", { type: "draw", count: 1 });
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "note", key: "draw.short", params: { seat: "p1", requested: 1, drawn: 0 } }));
    const prompts = table.state.prompts.filter((p) => p.kind === "confirm-win");
    expect(prompts.map((p) => p.to).sort()).toEqual(["p1", "p2"]);
    expect(prompts.every((p) => p.data.winner === "p2" && p.data.reason === "deck-out")).toBe(true);
    // The software never ends the game by itself.
    expect(table.state.phase).toBe("playing");
    expect(table.state.winner).toBeNull();
  });

  it("an empty deck is not a deck-out for a player drawing outside its own turn", () => {
    const table = game();
    thinDeck(table, "p2", 0);
    table.do("p2", { type: "draw", count: 1 });
    expect(table.state.prompts).toEqual([]);
  });
});

describe("move: into play", () => {
  it("a card put into an empty Bench slot becomes a new Pokémon that entered play this turn", () => {
    const table = game();
    table.do("p1", { type: "turn.end" }).do("p2", { type: "turn.end" });
    const pebble = table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 2 });
    const stack = table.stack("p1.bench", 2);
    expect(uids(stack.cards)).toEqual([pebble.uid]);
    expect(stack).toMatchObject({ attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 3, toppedTurn: null });
    expect(stack.cards[0]!.faceDown).toBe(false);
    expect(table.hand("p1").some((c) => c.uid === pebble.uid)).toBe(false);
  });

  it("without a slot number, a card goes to the first free slot", () => {
    const table = game();
    table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    table.playCard("p1", "Sprout", { zone: "p1.bench" });
    expect(table.nameOf(table.stack("p1.bench", 1).cards[0]!)).toBe("Sprout");
  });

  it("attaching puts the card among the Pokémon's attachments and leaves the Pokémon itself unchanged", () => {
    const table = game();
    const before = uids(table.stack("p1.active").cards);
    const energy = table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    const tool = table.playCard("p1", "Lucky Charm", { zone: "p1.active", slot: 0, as: "attach" });
    expect(uids(table.stack("p1.active").attached)).toEqual([energy.uid, tool.uid]);
    expect(uids(table.stack("p1.active").cards)).toEqual(before);
  });

  it("evolving puts the card on top, clears special conditions, keeps damage and records the turn (seed 001 §9.4)", () => {
    const table = game();
    table.do("p1", { type: "turn.end" }).do("p2", { type: "turn.end" });
    const active = { zone: "p1.active", slot: 0 };
    table.do("p2", { type: "counter", stack: active, counter: "damage", mode: "add", amount: 30 });
    table.do("p2", { type: "condition", stack: active, condition: "poisoned", on: true });
    table.do("p2", { type: "condition", stack: active, condition: "confused", on: true });
    const sid = table.stack("p1.active").sid;
    const bloom = table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    const stack = table.stack("p1.active");
    expect(stack.cards.map((c) => table.nameOf(c))).toEqual(["Sprout", "Bloom"]);
    expect(stack.cards.at(-1)!.uid).toBe(bloom.uid);
    expect(stack.sid).toBe(sid);
    expect(stack.conditions).toEqual([]);
    expect(stack.counters).toEqual({ damage: 30 });
    expect(stack.toppedTurn).toBe(3);
    // Put into play during setup (turn 0), and that does not change when it evolves.
    expect(stack.enteredTurn).toBe(0);
  });

  it("a card put under a Pokémon goes to the bottom of its cards", () => {
    const table = game();
    const bloom = table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    const under = table.playCard("p1", "Sprout", { zone: "p1.active", slot: 0, as: "under" });
    expect(uids(table.stack("p1.active").cards)).toEqual([under.uid, expect.any(Number), bloom.uid]);
    expect(table.nameOf(table.stack("p1.active").cards.at(-1)!)).toBe("Bloom");
  });
});

describe("move: piles", () => {
  it("a card goes to the top, the bottom or a given position of the deck", () => {
    const table = game();
    const [a, b, c] = table.hand("p1");
    const deck = () => uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: a!.pid }], to: { zone: "p1.deck", at: "top" } });
    expect(deck()[0]).toBe(a!.uid);
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: b!.pid }], to: { zone: "p1.deck", at: "bottom" } });
    expect(deck().at(-1)).toBe(b!.uid);
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: c!.pid }], to: { zone: "p1.deck", at: 2 } });
    expect(deck()[2]).toBe(c!.uid);
    expect(deck()[0]).toBe(a!.uid);
  });

  it("a deck card named by position moves from that position", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p1", { type: "move", cards: [{ zone: "p1.deck", at: 3 }], to: { zone: "p1.hand" } });
    expect(table.hand("p1").at(-1)!.uid).toBe(deck[3]);
    table.do("p1", { type: "move", cards: [{ zone: "p1.deck", at: "bottom" }], to: { zone: "p1.hand" } });
    expect(table.hand("p1").at(-1)!.uid).toBe(deck.at(-1));
  });

  it("cards go to the discard pile and the Lost Zone on top, and to the prizes at the bottom", () => {
    const table = game();
    const [a, b, c] = table.hand("p1");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: a!.pid }], to: { zone: "p1.discard" } });
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: b!.pid }], to: { zone: "p1.lost" } });
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: c!.pid }], to: { zone: "p1.prize" } });
    expect(table.pile("p1.discard").cards[0]!.uid).toBe(a!.uid);
    expect(uids(table.pile("p1.lost").cards)).toEqual([b!.uid]);
    expect(table.pile("p1.prize").cards).toHaveLength(7);
    expect(table.pile("p1.prize").cards.at(-1)!.uid).toBe(c!.uid);
  });

  it("several cards moved at once keep their order, first named on top", () => {
    const table = game();
    const three = table.hand("p1").slice(0, 3);
    const refs = three.map((c) => ({ zone: "p1.hand", pid: c.pid }));
    table.do("p1", { type: "move", cards: refs, to: { zone: "p1.deck", at: "top" } });
    expect(uids(table.pile("p1.deck").cards.slice(0, 3))).toEqual(uids(three));
    const back = table.pile("p1.deck").cards.slice(0, 3);
    table.do("p1", { type: "move", cards: back.map((c) => ({ zone: "p1.deck", pid: c.pid })), to: { zone: "p1.deck", at: "bottom" } });
    expect(uids(table.pile("p1.deck").cards.slice(-3))).toEqual(uids(three));
    const bottom = table.pile("p1.deck").cards.slice(-3);
    table.do("p1", { type: "move", cards: bottom.map((c) => ({ zone: "p1.deck", pid: c.pid })), to: { zone: "p1.deck", at: 4 } });
    expect(uids(table.pile("p1.deck").cards.slice(4, 7))).toEqual(uids(three));
  });

  it("cards from two places moved together are logged once per place they came from", () => {
    const table = game();
    const energy = table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    const card = table.hand("p1")[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }, { zone: "p1.active", pid: table.stack("p1.active").attached[0]!.pid }], to: { zone: "p1.discard" } });
    const moves = table.lastEvents.filter((e) => e.type === "cards.moved") as TableEventOf<"cards.moved">[];
    expect(moves.map((m) => m.from)).toEqual([{ zone: "p1.hand" }, { zone: "p1.active", slot: 0, layer: "attached" }]);
    expect(uids(table.pile("p1.discard").cards.slice(0, 2))).toEqual([card.uid, energy.uid]);
  });
});

describe("move: taking cards out of a Pokémon", () => {
  it("taking the only card of a Pokémon empties its slot and sends its attachments to the discard pile", () => {
    const table = game();
    const pebble = table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    const energy = table.playCard("p1", "Basic Psychic Energy", { zone: "p1.bench", slot: 0, as: "attach" });
    const pid = table.stack("p1.bench", 0).cards[0]!.pid;
    table.do("p1", { type: "move", cards: [{ zone: "p1.bench", pid }], to: { zone: "p1.hand" } });
    expect(table.slots("p1.bench").slots[0]).toBeNull();
    expect(table.hand("p1").at(-1)!.uid).toBe(pebble.uid);
    expect(table.pile("p1.discard").cards[0]!.uid).toBe(energy.uid);
  });

  it("a Pokémon card can be taken from under its evolution; the evolution stays in play", () => {
    const table = game();
    table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    const sprout = table.stack("p1.active").cards[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid: sprout.pid }], to: { zone: "p1.discard" } });
    expect(table.stack("p1.active").cards.map((c) => table.nameOf(c))).toEqual(["Bloom"]);
    expect(table.pile("p1.discard").cards[0]!.uid).toBe(sprout.uid);
  });

  it("an attachment moves from one Pokémon to another", () => {
    const table = game();
    table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    const energy = table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    const pid = table.stack("p1.active").attached[0]!.pid;
    table.do("p1", { type: "move", cards: [{ zone: "p1.active", pid }], to: { zone: "p1.bench", slot: 0, as: "attach" } });
    expect(table.stack("p1.active").attached).toEqual([]);
    expect(uids(table.stack("p1.bench", 0).attached)).toEqual([energy.uid]);
  });
});

describe("move: refusals change nothing", () => {
  it("a card can't go into an occupied slot without saying attach, evolve or under", () => {
    const table = game();
    const card = table.fetch("p1", "Pebble");
    const before = structuredClone(table.state);
    const error = table.refuse("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.active", slot: 0 } });
    expect(error.code).toBe("slot.taken");
    expect(table.state).toEqual(before);
  });

  it("several cards can't go into an empty slot at once", () => {
    const table = game();
    const a = table.fetch("p1", "Pebble");
    const b = table.fetch("p1", "Basic Psychic Energy");
    const before = structuredClone(table.state);
    const error = table.refuse("p1", { type: "move", cards: [{ zone: "p1.hand", pid: a.pid }, { zone: "p1.hand", pid: b.pid }], to: { zone: "p1.bench", slot: 0 } });
    expect(error.code).toBe("slot.one-card");
    expect(table.state).toEqual(before);
  });

  it("nothing can be attached to an empty slot", () => {
    const table = game();
    const energy = table.fetch("p1", "Basic Psychic Energy");
    const before = structuredClone(table.state);
    const error = table.refuse("p1", { type: "move", cards: [{ zone: "p1.hand", pid: energy.pid }], to: { zone: "p1.bench", slot: 3, as: "attach" } });
    expect(error.code).toBe("slot.empty");
    expect(table.state).toEqual(before);
  });

  it("an unknown zone is refused, as a source or as a destination", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.graveyard" } })).toMatchObject({
      code: "zone.unknown",
      message: expect.stringContaining("p1.graveyard"),
    });
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p3.hand", at: "top" }], to: { zone: "p1.hand" } }).code).toBe("zone.unknown");
    expect(table.state).toEqual(before);
  });

  it("a full Bench refuses one more Pokémon", () => {
    const table = game();
    for (let slot = 0; slot < 5; slot++) table.playCard("p1", "Sprout", { zone: "p1.bench", slot });
    const pebble = table.fetch("p1", "Pebble");
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p1.hand", pid: pebble.pid }], to: { zone: "p1.bench" } }).code).toBe("slot.full");
    expect(table.state).toEqual(before);
  });

  it("a card that moved meanwhile refuses the action: two players can't both act on it (seed 001 §13.6)", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    const stale = card.pid;
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: stale }], to: { zone: "p1.discard" } });
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p1.hand", pid: stale }], to: { zone: "p1.deck" } }).code).toBe("card.moved");
    // Its old id does not name it in its new zone either: every move gives a new one.
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p1.discard", pid: stale }], to: { zone: "p1.deck" } }).code).toBe("card.moved");
    expect(table.state).toEqual(before);
  });

  it("a position past the end of a pile, or in an empty pile, is refused", () => {
    const table = game();
    const before = structuredClone(table.state);
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p1.deck", at: 200 }], to: { zone: "p1.hand" } }).code).toBe("zone.position");
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p1.lost", at: "top" }], to: { zone: "p1.hand" } }).code).toBe("zone.empty");
    expect(table.state).toEqual(before);
  });

  it("a refusal after some cards were already taken still changes nothing", () => {
    const table = game();
    const [a] = table.hand("p1");
    const before = structuredClone(table.state);
    // The first card is found and taken, the second is not there: the whole move is refused.
    const error = table.refuse("p1", { type: "move", cards: [{ zone: "p1.hand", pid: a!.pid }, { zone: "p1.hand", pid: "nope" }], to: { zone: "p1.discard" } });
    expect(error.code).toBe("card.moved");
    expect(table.state).toEqual(before);
  });
});

describe("shuffle", () => {
  it("shuffling keeps the same cards, changes their order as the seed says, and gives every card a new id", () => {
    const table = game();
    const before = table.pile("p1.deck").cards.map((c) => ({ ...c }));
    table.do("p1", { type: "shuffle", zone: "p1.deck" });
    const after = table.pile("p1.deck").cards;
    expect(uids(after)).not.toEqual(uids(before));
    expect([...uids(after)].sort((x, y) => x - y)).toEqual([...uids(before)].sort((x, y) => x - y));
    const oldPids = new Set(before.map((c) => c.pid));
    expect(after.some((c) => oldPids.has(c.pid))).toBe(false);
    expect(new Set(after.map((c) => c.pid)).size).toBe(after.length);
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "zone.shuffled", zone: "p1.deck", count: after.length }));
  });

  it("the same seed shuffles the same way; another seed, another way", () => {
    const order = (seed: number) => {
      const table = new TestTable(undefined, {}, seed).startGame("Sprout");
      table.do(table.current, { type: "shuffle", zone: `${table.current}.deck` });
      return table.pile(`${table.current}.deck`).cards.map((c) => c.defId + c.uid);
    };
    expect(order(42)).toEqual(order(42));
    expect(order(43)).not.toEqual(order(42));
  });

  it("a shuffle hides a card that was revealed in the deck", () => {
    const table = game();
    const top = table.pile("p1.deck").cards[0]!;
    table.do("p1", { type: "reveal", cards: [{ zone: "p1.deck", at: "top" }] });
    expect(table.pile("p1.deck").cards[0]!.revealed).toBe(true);
    table.do("p1", { type: "shuffle", zone: "p1.deck" });
    expect(table.pile("p1.deck").cards.find((c) => c.uid === top.uid)!.revealed).toBe(false);
  });

  it("only piles are shuffled", () => {
    const table = game();
    expect(table.refuse("p1", { type: "shuffle", zone: "p1.bench" }).code).toBe("zone.not-pile");
  });
});

describe("prize.take (seed 001 §7.4)", () => {
  it("taking a prize moves the top prize card to the end of the hand", () => {
    const table = game();
    const prizes = uids(table.pile("p1.prize").cards);
    table.do("p1", { type: "prize.take" });
    expect(table.hand("p1").at(-1)!.uid).toBe(prizes[0]);
    expect(uids(table.pile("p1.prize").cards)).toEqual(prizes.slice(1));
    expect(table.lastEvents).toContainEqual(expect.objectContaining({ type: "cards.moved", via: "prize", from: { zone: "p1.prize" }, to: { zone: "p1.hand", at: "bottom" } }));
  });

  it("a player may choose which prize card to take", () => {
    const table = game();
    const prizes = uids(table.pile("p1.prize").cards);
    table.do("p1", { type: "prize.take", at: 4 });
    expect(table.hand("p1").at(-1)!.uid).toBe(prizes[4]);
  });

  it("a player takes its own prizes, never the opponent's", () => {
    const table = game();
    const p2prizes = uids(table.pile("p2.prize").cards);
    table.do("p1", { type: "prize.take" });
    expect(uids(table.pile("p2.prize").cards)).toEqual(p2prizes);
  });

  it("with no prize cards left, taking one is refused", () => {
    const table = game();
    for (let i = 0; i < 6; i++) table.do("p1", { type: "prize.take" });
    expect(table.refuse("p1", { type: "prize.take" }).code).toBe("zone.empty");
  });
});
