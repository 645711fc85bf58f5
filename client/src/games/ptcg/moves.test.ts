import { describe, expect, it } from "vitest";
import { movesFor } from "./moves";
import { firstFreeSlot, type MovedCard, type MoveSource } from "../../table/intents";

const card = (pid: string, zone = "p1.hand", supertype?: string, index = 0): MovedCard => ({ ref: { zone, pid }, zone, index, supertype, name: pid });
const cards = (...c: MovedCard[]): MoveSource => ({ kind: "cards", cards: c });
const stack = (zone = "p1.active", slot = 0): MoveSource => ({ kind: "stack", zone, slot, name: "Pyrowl", cards: ["c1", "c2"], attached: ["e1", "e2"] });

describe("movesFor: cards", () => {
  it("puts a card from the hand into an empty bench slot", () => {
    expect(movesFor(cards(card("a", "p1.hand", "Pokémon")), { kind: "slot", zone: "p1.bench", slot: 2, occupied: false })).toEqual([
      { type: "move", cards: [{ zone: "p1.hand", pid: "a" }], to: { zone: "p1.bench", slot: 2 } },
    ]);
  });

  it("attaches an Energy or a Trainer dropped on a Pokémon, and evolves with a Pokémon", () => {
    const onto = { kind: "slot", zone: "p1.active", slot: 0, occupied: true } as const;
    expect(movesFor(cards(card("e", "p1.hand", "Energy")), onto)).toEqual([{ type: "move", cards: [{ zone: "p1.hand", pid: "e" }], to: { zone: "p1.active", slot: 0, as: "attach" } }]);
    expect(movesFor(cards(card("t", "p1.hand", "Trainer")), onto)[0]).toMatchObject({ to: { as: "attach" } });
    expect(movesFor(cards(card("p", "p1.hand", "Pokémon")), onto)[0]).toMatchObject({ to: { as: "onto" } });
  });

  it("attaches a card whose kind it doesn't know (hidden or still loading)", () => {
    expect(movesFor(cards(card("x")), { kind: "slot", zone: "p2.bench", slot: 1, occupied: true })[0]).toMatchObject({ to: { zone: "p2.bench", slot: 1, as: "attach" } });
  });

  it("honours an explicit attach / evolve (the q and e keys)", () => {
    expect(movesFor(cards(card("p", "p1.hand", "Pokémon")), { kind: "slot", zone: "p1.bench", slot: 0, occupied: true, as: "attach" })[0]).toMatchObject({ to: { as: "attach" } });
  });

  it("evolves before attaching when several cards land on one Pokémon", () => {
    const out = movesFor(cards(card("e", "p1.hand", "Energy"), card("p", "p1.hand", "Pokémon")), { kind: "slot", zone: "p1.active", slot: 0, occupied: true });
    expect(out.map((a) => (a.type === "move" ? a.to.as : null))).toEqual(["onto", "attach"]);
  });

  it("puts the first of several cards into an empty slot and attaches the rest to it", () => {
    const out = movesFor(cards(card("p", "p1.hand", "Pokémon"), card("e", "p1.hand", "Energy")), { kind: "slot", zone: "p1.bench", slot: 0, occupied: false });
    expect(out).toEqual([
      { type: "move", cards: [{ zone: "p1.hand", pid: "p" }], to: { zone: "p1.bench", slot: 0 } },
      { type: "move", cards: [{ zone: "p1.hand", pid: "e" }], to: { zone: "p1.bench", slot: 0, as: "attach" } },
    ]);
  });

  it("moves cards to a pile, keeping top / bottom", () => {
    expect(movesFor(cards(card("a"), card("b")), { kind: "pile", zone: "p1.discard" })).toEqual([
      { type: "move", cards: [{ zone: "p1.hand", pid: "a" }, { zone: "p1.hand", pid: "b" }], to: { zone: "p1.discard" } },
    ]);
    expect(movesFor(cards(card("a")), { kind: "pile", zone: "p1.deck", at: "bottom" })[0]).toMatchObject({ to: { zone: "p1.deck", at: "bottom" } });
  });

  it("does nothing when a card is dropped back on its own pile", () => {
    expect(movesFor(cards(card("a")), { kind: "pile", zone: "p1.hand" })).toEqual([]);
  });

  it("takes prizes when prize cards are dropped on their owner's hand, deepest first", () => {
    const prize = (at: number): MovedCard => ({ ref: { zone: "p1.prize", at }, zone: "p1.prize", index: at, name: "face-down card" });
    expect(movesFor(cards(prize(1), prize(4)), { kind: "pile", zone: "p1.hand" })).toEqual([
      { type: "prize.take", at: 4 },
      { type: "prize.take", at: 1 },
    ]);
  });

  it("draws when the deck's top card is dropped on its owner's hand", () => {
    const top: MovedCard = { ref: { zone: "p1.deck", at: "top" }, zone: "p1.deck", index: 0, name: "face-down card" };
    expect(movesFor(cards(top), { kind: "pile", zone: "p1.hand" })).toEqual([{ type: "draw", count: 1 }]);
    expect(movesFor(cards(top), { kind: "pile", zone: "p1.discard" })).toEqual([{ type: "move", cards: [{ zone: "p1.deck", at: "top" }], to: { zone: "p1.discard" } }]);
  });

  it("sends each card to the first free slot of a slot zone", () => {
    expect(movesFor(cards(card("a"), card("b")), { kind: "slots", zone: "p1.bench", freeSlot: 3 })).toEqual([
      { type: "move", cards: [{ zone: "p1.hand", pid: "a" }], to: { zone: "p1.bench" } },
      { type: "move", cards: [{ zone: "p1.hand", pid: "b" }], to: { zone: "p1.bench" } },
    ]);
  });
});

describe("movesFor: a Pokémon in play", () => {
  it("switches with an occupied slot and moves into an empty one", () => {
    expect(movesFor(stack(), { kind: "slot", zone: "p1.bench", slot: 1, occupied: true })).toEqual([
      { type: "swap", a: { zone: "p1.active", slot: 0 }, b: { zone: "p1.bench", slot: 1 } },
    ]);
    expect(movesFor(stack("p1.bench", 1), { kind: "slot", zone: "p1.active", slot: 0, occupied: false })).toEqual([
      { type: "move.stack", from: { zone: "p1.bench", slot: 1 }, to: { zone: "p1.active", slot: 0 } },
    ]);
  });

  it("does nothing when dropped on its own slot", () => {
    expect(movesFor(stack(), { kind: "slot", zone: "p1.active", slot: 0, occupied: true })).toEqual([]);
  });

  it("moves to the bench's first free slot", () => {
    expect(movesFor(stack(), { kind: "slots", zone: "p1.bench", freeSlot: 2 })).toEqual([
      { type: "move.stack", from: { zone: "p1.active", slot: 0 }, to: { zone: "p1.bench", slot: 2 } },
    ]);
    expect(movesFor(stack(), { kind: "slots", zone: "p1.bench", freeSlot: null })).toEqual([]);
  });

  it("is discarded with everything attached on its owner's discard pile", () => {
    expect(movesFor(stack(), { kind: "pile", zone: "p1.discard" })).toEqual([{ type: "stack.discard", stack: { zone: "p1.active", slot: 0 } }]);
  });

  it("goes to another pile attachments first, then its cards top to bottom", () => {
    expect(movesFor(stack(), { kind: "pile", zone: "p1.hand" })).toEqual([
      {
        type: "move",
        cards: ["e1", "e2", "c2", "c1"].map((pid) => ({ zone: "p1.active", pid })),
        to: { zone: "p1.hand" },
      },
    ]);
  });
});

describe("firstFreeSlot", () => {
  it("finds the first empty slot", () => {
    expect(firstFreeSlot([{ sid: "s1" }, { sid: "" }, { sid: "" }])).toBe(1);
    expect(firstFreeSlot([{ sid: "s1" }])).toBeNull();
  });
});
