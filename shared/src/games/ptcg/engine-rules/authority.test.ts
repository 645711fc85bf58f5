/**
 * Who may touch what. The only refusals besides bad input are about authority: a player's hidden
 * cards (hand, deck, prizes, face-down cards) and its zone-wide operations (draw, shuffle, look)
 * are its own (seed 001 §11). Public Pokémon may be touched by the opponent, as card effects do
 * (damage, conditions, an opponent's Tool, gusting). A judge may do everything.
 */
import { describe, expect, it } from "vitest";
import type { ClientAction } from "../../../engine/actions";
import { TestTable } from "../../../testing/table";

function game(): TestTable {
  const table = new TestTable().startGame("Sprout");
  if (table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

const ACTIVE = { zone: "p1.active", slot: 0 };
const uids = (cards: { uid: number }[]) => cards.map((c) => c.uid);

describe("the opponent may act on your public Pokémon", () => {
  it("the opponent may put damage and special conditions on your Active Pokémon", () => {
    const table = game();
    table.do("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 40 });
    table.do("p2", { type: "condition", stack: ACTIVE, condition: "burned", on: true });
    expect(table.stack("p1.active")).toMatchObject({ counters: { damage: 40 }, conditions: ["burned"] });
  });

  it("the opponent may attach its own Tool to your Pokémon", () => {
    const table = game();
    const tool = table.fetch("p2", "Lucky Charm");
    table.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: tool.pid }], to: { ...ACTIVE, as: "attach" } });
    expect(table.stack("p1.active").attached.map((c) => ({ uid: c.uid, owner: c.owner }))).toEqual([{ uid: tool.uid, owner: "p2" }]);
  });

  it("the opponent may put your Stadium, replaced by its own, into your discard pile", () => {
    const table = game();
    const park = table.playCard("p1", "Sunny Park", { zone: "stadium" });
    table.playCard("p2", "Sunny Park", { zone: "stadium" });
    table.do("p2", { type: "move", cards: [{ zone: "stadium", pid: table.pile("stadium").cards.find((c) => c.uid === park.uid)!.pid }], to: { zone: "p1.discard" } });
    expect(uids(table.pile("p1.discard").cards)).toEqual([park.uid]);
    expect(table.pile("stadium").cards).toHaveLength(1);
  });

  it("the opponent may switch your Active Pokémon with a Benched one (gusting)", () => {
    const table = game();
    table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    table.do("p2", { type: "swap", a: ACTIVE, b: { zone: "p1.bench", slot: 0 } });
    expect(table.nameOf(table.stack("p1.active").cards[0]!)).toBe("Pebble");
  });

  it("the opponent may knock out your Pokémon and move your public cards", () => {
    const table = game();
    table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    table.do("p2", { type: "assist", assist: "knockout", params: ACTIVE });
    const top = table.pile("p1.discard").cards[0]!;
    table.do("p2", { type: "move", cards: [{ zone: "p1.discard", pid: top.pid }], to: { zone: "p1.lost" } });
    expect(uids(table.pile("p1.lost").cards)).toEqual([top.uid]);
  });

  it("a card its owner revealed may be picked by the opponent (an effect that looks at your hand and discards from it)", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    table.do("p1", { type: "reveal", cards: [{ zone: "p1.hand", pid: card.pid }] });
    table.do("p2", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.discard" } });
    expect(table.pile("p1.discard").cards[0]!.uid).toBe(card.uid);
  });
});

describe("the opponent may not touch your hidden cards (refused, nothing changes)", () => {
  const cases: [string, (table: TestTable) => ClientAction, string][] = [
    ["a card in your hand, named by id", (t) => ({ type: "move", cards: [{ zone: "p1.hand", pid: t.hand("p1")[0]!.pid }], to: { zone: "p1.discard" } }), "authority.hidden"],
    ["a card in your hand, at random", () => ({ type: "move", cards: [{ zone: "p1.hand", random: true }], to: { zone: "p1.discard" } }), "authority.hidden"],
    ["the top card of your deck", () => ({ type: "move", cards: [{ zone: "p1.deck", at: "top" }], to: { zone: "p2.hand" } }), "authority.hidden"],
    ["a prize card of yours", () => ({ type: "move", cards: [{ zone: "p1.prize", at: 0 }], to: { zone: "p2.hand" } }), "authority.hidden"],
    ["revealing a card of your deck", () => ({ type: "reveal", cards: [{ zone: "p1.deck", at: "top" }] }), "authority.owner"],
    ["shuffling your deck", () => ({ type: "shuffle", zone: "p1.deck" }), "authority.zone"],
    ["looking at the top of your deck", () => ({ type: "look", zone: "p1.deck", from: "top", count: 3 }), "authority.zone"],
    ["searching your deck", () => ({ type: "search", zone: "p1.deck" }), "authority.zone"],
    ["looking at your prizes", () => ({ type: "look", zone: "p1.prize", from: "top", count: 6 }), "authority.zone"],
  ];
  for (const [what, action, code] of cases) {
    it(`the opponent is refused: ${what}`, () => {
      const table = game();
      const before = structuredClone(table.state);
      const error = table.refuse("p2", action(table));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/opponent|owner/);
      expect(table.state).toEqual(before);
    });
  }

  it("your face-down Pokémon can't be touched by the opponent: no damage, no moving, no knock-out", () => {
    const table = game();
    table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    const pid = table.stack("p1.bench", 0).cards[0]!.pid;
    table.do("p1", { type: "flip", cards: [{ zone: "p1.bench", pid }], faceDown: true });
    const down = table.stack("p1.bench", 0).cards[0]!;
    const BENCH = { zone: "p1.bench", slot: 0 };
    const before = structuredClone(table.state);
    expect(table.refuse("p2", { type: "counter", stack: BENCH, counter: "damage", mode: "add", amount: 10 }).code).toBe("authority.hidden");
    expect(table.refuse("p2", { type: "condition", stack: BENCH, condition: "asleep", on: true }).code).toBe("authority.hidden");
    expect(table.refuse("p2", { type: "move", cards: [{ zone: "p1.bench", pid: down.pid }], to: { zone: "p1.discard" } }).code).toBe("authority.hidden");
    expect(table.refuse("p2", { type: "swap", a: ACTIVE, b: BENCH }).code).toBe("authority.hidden");
    expect(table.refuse("p2", { type: "stack.discard", stack: BENCH }).code).toBe("authority.hidden");
    expect(table.refuse("p2", { type: "assist", assist: "knockout", params: BENCH }).code).toBe("authority.hidden");
    expect(table.state).toEqual(before);
  });

  it("during setup, the opponent can't touch your face-down Active", () => {
    const table = new TestTable().loadDecks();
    const sprout = table.fetch("p1", "Sprout");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: sprout.pid }], to: ACTIVE });
    const before = structuredClone(table.state);
    expect(table.refuse("p2", { type: "counter", stack: ACTIVE, counter: "damage", mode: "add", amount: 10 }).code).toBe("authority.hidden");
    expect(table.refuse("p2", { type: "move.stack", from: ACTIVE, to: { zone: "p1.bench", slot: 0 } }).code).toBe("authority.hidden");
    expect(table.state).toEqual(before);
  });

  it("the opponent can't attach to, evolve or put a card under your face-down Pokémon", () => {
    const table = new TestTable().loadDecks();
    const sprout = table.fetch("p1", "Sprout");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: sprout.pid }], to: ACTIVE });
    const energy = table.fetch("p2", "Basic Psychic Energy");
    const bloom = table.fetch("p2", "Bloom");
    const before = structuredClone(table.state);
    for (const [card, as] of [[energy, "attach"], [bloom, "onto"], [bloom, "under"]] as const) {
      const error = table.refuse("p2", { type: "move", cards: [{ zone: "p2.hand", pid: card.pid }], to: { ...ACTIVE, as } });
      expect(error.code, as).toBe("authority.hidden");
    }
    expect(table.state).toEqual(before);
    // Its owner may, as may the opponent once the Pokémon is face up.
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: table.fetch("p1", "Basic Psychic Energy").pid }], to: { ...ACTIVE, as: "attach" } });
    table.do("p1", { type: "flip", cards: [{ zone: "p1.active", pid: table.stack("p1.active").cards[0]!.pid }], faceDown: false });
    table.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: energy.pid }], to: { ...ACTIVE, as: "attach" } });
    expect(table.stack("p1.active").attached.map((c) => c.owner)).toEqual(["p1", "p2"]);
  });

  it("drawing and taking prizes always use the actor's own deck and prizes", () => {
    const table = game();
    const p1 = { deck: uids(table.pile("p1.deck").cards), prize: uids(table.pile("p1.prize").cards), hand: uids(table.hand("p1")) };
    table.do("p2", { type: "draw", count: 2 });
    table.do("p2", { type: "prize.take" });
    expect({ deck: uids(table.pile("p1.deck").cards), prize: uids(table.pile("p1.prize").cards), hand: uids(table.hand("p1")) }).toEqual(p1);
  });

  it("a player may put its own cards into the opponent's zones; what it can't do is take hidden ones out", () => {
    const table = game();
    const card = table.hand("p2")[0]!;
    table.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: card.pid }], to: { zone: "p1.discard" } });
    expect(table.pile("p1.discard").cards[0]).toMatchObject({ uid: card.uid, owner: "p2" });
  });
});

describe("a card in the opponent's hand that is not theirs (dropped there by mistake or for an effect)", () => {
  /** p1 drops a card of its hand on p2's hand: p2 sees it there, p1 sees one more face-down card. */
  function dropped(): { table: TestTable; uid: number; pid: () => string } {
    const table = game();
    const card = table.hand("p1")[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p2.hand" } });
    return { table, uid: card.uid, pid: () => table.hand("p2").find((c) => c.uid === card.uid)!.pid };
  }

  for (const [where, to] of [["hand", { zone: "p1.hand" }], ["deck", { zone: "p1.deck", at: "top" as const }], ["discard pile", { zone: "p1.discard" }]] as const) {
    it(`the player holding it may give it back to its owner's ${where}`, () => {
      const { table, uid, pid } = dropped();
      table.do("p2", { type: "move", cards: [{ zone: "p2.hand", pid: pid() }], to });
      expect(uids(table.pile(to.zone).cards)).toContain(uid);
      expect(uids(table.hand("p2"))).not.toContain(uid);
    });
  }

  it("the player holding it may not keep it: to its own zones or into play is refused, and nothing changes", () => {
    const { table, pid } = dropped();
    for (const to of [{ zone: "p2.discard" }, { zone: "p2.bench", slot: 0 }, { zone: "stadium" }, { zone: "p1.bench", slot: 0 }, { zone: "p1.prize" }]) {
      const error = table.refuse("p2", { type: "move", cards: [{ zone: "p2.hand", pid: pid() }], to });
      expect(error, to.zone).toMatchObject({ code: "authority.give-back", message: expect.stringMatching(/give it back, to their hand, deck or discard pile/) });
    }
  });

  it("its owner may take it back by id; the holder's own hand cards stay untouchable to the owner", () => {
    const { table, uid, pid } = dropped();
    const theirs = table.hand("p2").find((c) => c.uid !== uid)!;
    expect(table.refuse("p1", { type: "move", cards: [{ zone: "p2.hand", pid: theirs.pid }], to: { zone: "p1.hand" } }).code).toBe("authority.hidden");
    table.do("p1", { type: "move", cards: [{ zone: "p2.hand", pid: pid() }], to: { zone: "p1.hand" } });
    expect(uids(table.hand("p1"))).toContain(uid);
  });

  it("discarding the whole hand puts it into its owner's discard pile and the holder's own cards into the holder's, in one action", () => {
    const { table, uid } = dropped();
    const own = uids(table.hand("p2")).filter((u) => u !== uid);
    const cards = table.hand("p2").map((c) => ({ zone: "p2.hand", pid: c.pid }));
    table.do("p2", { type: "move", cards, to: { zone: "p2.discard", eachToOwner: true } });
    expect(table.hand("p2")).toEqual([]);
    expect(uids(table.pile("p1.discard").cards)).toEqual([uid]);
    expect(uids(table.pile("p2.discard").cards).sort()).toEqual(own.sort());
    // The log tells each pile apart: one move of the holder's cards, one of the card given back.
    const moves = table.lastEvents.filter((e) => e.type === "cards.moved");
    expect(moves.map((e) => [e.from.zone, e.to.zone, e.cards.length])).toEqual([["p2.hand", "p2.discard", own.length], ["p2.hand", "p1.discard", 1]]);
  });

  it("each card to its owner's pile needs a seat's pile and cards named by id; refused, nothing changes", () => {
    const { table, pid } = dropped();
    const before = structuredClone(table.state);
    const byPosition = table.refuse("p2", { type: "move", cards: [{ zone: "p2.hand", at: 0 }], to: { zone: "p2.discard", eachToOwner: true } });
    expect(byPosition).toMatchObject({ code: "move.each-to-owner", message: expect.stringMatching(/by its id/) });
    const shared = table.refuse("p2", { type: "move", cards: [{ zone: "p2.hand", pid: pid() }], to: { zone: "stadium", eachToOwner: true } });
    expect(shared).toMatchObject({ code: "move.each-to-owner", message: expect.stringMatching(/nobody's pile/) });
    expect(table.refuse("p2", { type: "move", cards: [{ zone: "p2.hand", pid: pid() }], to: { zone: "p2.bench", eachToOwner: true } }).code).toBe("zone.not-pile");
    expect(table.state).toEqual(before);
  });

  it("one of the opponent's cards looked at with its approval may be put into its discard pile, not into the looker's hand", () => {
    const table = game();
    table.do("p2", { type: "request", action: { type: "look", zone: "p1.deck", from: "top", count: 2 } });
    table.do("p1", { type: "prompt.answer", prompt: table.state.prompts.at(-1)!.id, accept: true });
    const [first] = table.pile("p2.looking").cards;
    expect(table.refuse("p2", { type: "move", cards: [{ zone: "p2.looking", pid: first!.pid }], to: { zone: "p2.hand" } }).code).toBe("authority.give-back");
    table.do("p2", { type: "move", cards: [{ zone: "p2.looking", pid: first!.pid }], to: { zone: "p1.discard" } });
    expect(uids(table.pile("p1.discard").cards)).toEqual([first!.uid]);
  });
});

describe("a judge may do everything", () => {
  it("a judge moves a card from a player's hand, deck and prizes", () => {
    const table = game();
    const hand = table.hand("p1")[0]!;
    const deckTop = table.pile("p1.deck").cards[0]!;
    const prize = table.pile("p1.prize").cards[0]!;
    table.do("p2", { type: "move", cards: [{ zone: "p1.hand", pid: hand.pid }], to: { zone: "p1.discard" } }, true);
    table.do("p2", { type: "move", cards: [{ zone: "p1.deck", at: "top" }], to: { zone: "p1.discard" } }, true);
    table.do("p2", { type: "move", cards: [{ zone: "p1.prize", at: 0 }], to: { zone: "p1.discard" } }, true);
    expect(uids(table.pile("p1.discard").cards)).toEqual([prize.uid, deckTop.uid, hand.uid]);
    expect(table.lastEvents[0]!.by).toEqual({ seat: "p2", judge: true });
  });

  it("a judge shuffles, looks at and searches a player's deck", () => {
    const table = game();
    const deck = uids(table.pile("p1.deck").cards);
    table.do("p2", { type: "shuffle", zone: "p1.deck" }, true);
    expect(uids(table.pile("p1.deck").cards)).not.toEqual(deck);
    const shuffled = uids(table.pile("p1.deck").cards);
    table.do("p2", { type: "look", zone: "p1.deck", from: "top", count: 3 }, true);
    table.do("p2", { type: "look.end", to: "top" }, true);
    expect(uids(table.pile("p1.deck").cards)).toEqual(shuffled);
    table.do("p2", { type: "search", zone: "p1.deck" }, true);
    table.do("p2", { type: "look.end", to: "top" }, true);
    expect(uids(table.pile("p1.deck").cards)).toEqual(shuffled);
  });

  it("a judge puts damage on, and knocks out, a face-down Pokémon", () => {
    const table = game();
    table.playCard("p1", "Pebble", { zone: "p1.bench", slot: 0 });
    table.do("p1", { type: "flip", cards: [{ zone: "p1.bench", pid: table.stack("p1.bench", 0).cards[0]!.pid }], faceDown: true });
    table.do("p2", { type: "counter", stack: { zone: "p1.bench", slot: 0 }, counter: "damage", mode: "add", amount: 10 }, true);
    expect(table.stack("p1.bench", 0).counters).toEqual({ damage: 10 });
    table.do("p2", { type: "stack.discard", stack: { zone: "p1.bench", slot: 0 } }, true);
    expect(table.slots("p1.bench").slots[0]).toBeNull();
  });
});
