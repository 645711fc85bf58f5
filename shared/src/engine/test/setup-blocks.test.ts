/**
 * Setup's building blocks (handlers/setup.ts) and the hooks a game composes its setup and its
 * stacks from (SetupRules.deckLoaded, GameDefinition.gate, stackTopChanged), on a small invented
 * game of numbered cards: nothing here is any one game's rule.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Action } from "../actions";
import type { GameDefinition, GameMove } from "../definition";
import { beginPlay, dealEach, enterSetup, everyDeckLoaded, flipForFirst, turnFaceDownUp } from "../handlers/setup";
import type { CardDef } from "../../cards/types";
import { TestTable } from "../../testing/table";

const numbered = (n: number): CardDef => ({ id: `n-${n}`, name: `Card ${n}`, supertype: "Trainer", subtypes: ["Item"] });
const DECK = Array.from({ length: 10 }, (_, i) => ({ def: numbered(i + 1), count: 1 }));

/** Play begins when a seat says so: the face-down pieces turn up, turn 1 is the first player's. */
const begin: GameMove<{ type: "test.begin" }> = {
  schema: z.strictObject({ type: z.literal("test.begin") }),
  apply(draft) {
    turnFaceDownUp(draft);
    beginPlay(draft);
  },
};

/** A game with piles, a row of slots that hides what is put in it before play, and no setup of its own. */
const bare: GameDefinition = {
  id: "numbers",
  name: "Numbers",
  zones: [
    { id: "deck", perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top" },
    { id: "hand", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
    { id: "discard", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top" },
    { id: "looking", perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
    { id: "row", perPlayer: true, layout: "slots", visibility: "public", slots: () => 3 },
  ],
  counters: [],
  conditions: [{ id: "tired" }],
  markers: [],
  options: z.object({}),
  setup: { zones: { deck: "deck", hand: "hand", discard: "discard", looking: "looking" }, faceDownZones: ["row"] },
  moves: { "test.begin": begin },
  advisories: [],
  assists: {},
  orphanedAttachmentsTo: "discard",
  tally: () => ({}),
};

/** The same game with a setup: once both decks are in, a coin decides who goes first and each seat is dealt 3. */
const dealing: GameDefinition = {
  ...bare,
  setup: {
    ...bare.setup,
    deckLoaded(draft) {
      if (draft.state.phase !== "waiting" || !everyDeckLoaded(draft.state)) return;
      const { won } = flipForFirst(draft);
      draft.state.turn.first = won;
      enterSetup(draft);
      dealEach(draft, 3);
    },
  },
};

const load = { type: "deck.load", cards: DECK } as const;

describe("setup's building blocks", () => {
  it("a game without a setup of its own: loading a deck fills and shuffles the seat's pile, and nothing more", () => {
    const table = new TestTable(bare).do("p1", load).do("p2", load);
    expect(table.pile("p1.deck").cards).toHaveLength(10);
    expect(table.hand("p1")).toEqual([]);
    expect(table.state.phase).toBe("waiting");
    expect(table.state.turn.won).toBeUndefined();
    expect(table.lastEvents.map((e) => e.type)).toEqual(["deck.loaded", "zone.shuffled"]);
  });

  it("a game composes its setup: the coin flip's winner is kept, setup begins, each seat is dealt its hand as its own draw", () => {
    const table = new TestTable(dealing).do("p1", load);
    expect(table.state.phase).toBe("waiting");
    table.do("p2", load);
    expect(table.state.phase).toBe("setup");
    expect(table.state.turn.first).toBe(table.state.turn.won);
    expect([table.hand("p1").length, table.hand("p2").length]).toEqual([3, 3]);
    const dealt = table.lastEvents.filter((e) => e.type === "cards.moved");
    expect(dealt.map((e) => [e.by?.seat, e.type === "cards.moved" && e.to.zone])).toEqual([["p1", "p1.hand"], ["p2", "p2.hand"]]);
    const flip = table.lastEvents.find((e) => e.type === "coins.flipped");
    expect(flip).toMatchObject({ purpose: "first-player" });
  });

  it("a piece put into a faceDownZones slot before play lies face down until play begins, then every such piece turns up at once", () => {
    const table = new TestTable(dealing).do("p1", load).do("p2", load);
    const card = table.hand("p1")[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.row", slot: 0 } });
    expect(table.slots("p1.row").slots[0]!.cards[0]!.faceDown).toBe(true);
    table.do("p2", { type: "test.begin" } as unknown as Action);
    expect(table.slots("p1.row").slots[0]!.cards[0]!.faceDown).toBe(false);
    expect(table.lastEvents.map((e) => e.type)).toEqual(["cards.flipped", "phase.changed", "turn.began"]);
    expect(table.state.turn.current).toBe(table.state.turn.first);
    // Once play began, a piece goes down face up.
    const next = table.hand("p1")[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: next.pid }], to: { zone: "p1.row", slot: 1 } });
    expect(table.slots("p1.row").slots[1]!.cards[0]!.faceDown).toBe(false);
  });
});

describe("cards a deck brings that are no card of the deck (SetupRules.startsOutsideDeck)", () => {
  const marker: CardDef = { id: "m-1", name: "Marker", supertype: "Unknown", subtypes: [] };
  const withMarkers: GameDefinition = {
    ...bare,
    zones: [...bare.zones, { id: "markers", perPlayer: true, layout: "pile", visibility: "public", defaultAt: "bottom", ordered: true }],
    setup: { ...bare.setup, startsOutsideDeck: (def) => (def.id === marker.id ? "markers" : undefined) },
  };

  it("start in the game's zone, face up and in the list's order, and the deck's loaded count is the deck's alone", () => {
    const table = new TestTable(withMarkers).do("p1", { type: "deck.load", cards: [...DECK, { def: marker, count: 2 }] });
    expect(table.pile("p1.deck").cards).toHaveLength(10);
    expect(table.pile("p1.deck").cards.some((c) => c.defId === marker.id)).toBe(false);
    expect(table.pile("p1.markers").cards.map((c) => [c.defId, c.faceDown, c.owner])).toEqual([
      ["m-1", false, "p1"],
      ["m-1", false, "p1"],
    ]);
    expect(table.lastEvents[0]).toEqual({ type: "deck.loaded", seat: "p1", count: 10, placeholders: 0, by: { seat: "p1" } });
  });

  it("leave the table with the deck when the seat loads another", () => {
    const table = new TestTable(withMarkers).do("p1", { type: "deck.load", cards: [...DECK, { def: marker, count: 2 }] });
    table.do("p1", { type: "deck.load", cards: DECK });
    expect(table.pile("p1.markers").cards).toEqual([]);
    expect(table.pile("p1.deck").cards).toHaveLength(10);
  });
});

describe("a game's gate", () => {
  const gated: GameDefinition = {
    ...dealing,
    gate: (state, type, actor) => (type === "draw" && state.phase === "setup" && !actor.judge ? { code: "test.wait", message: "Not yet." } : undefined),
  };

  it("refuses an action before it runs, and changes nothing; what it lets through runs as before", () => {
    const table = new TestTable(gated).do("p1", load).do("p2", load);
    expect(table.refuse("p1", { type: "draw", count: 1 })).toEqual({ code: "test.wait", message: "Not yet." });
    table.do("p1", { type: "draw", count: 1 }, true);
    expect(table.hand("p1")).toHaveLength(4);
  });
});

describe("a stack's top card changing", () => {
  const changes: string[] = [];
  const watching: GameDefinition = {
    ...dealing,
    stackTopChanged(_draft, stack, change) {
      changes.push(change);
      stack.conditions = [];
    },
  };

  it("is told to the game when a card goes on top or the top card leaves, never for an attachment, a card under it or the last card", () => {
    changes.length = 0;
    const table = new TestTable(watching).do("p1", load).do("p2", load);
    table.do("p1", { type: "test.begin" } as unknown as Action).do("p1", { type: "draw", count: 1 });
    const [a, b, c, d] = table.hand("p1");
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: a!.pid }], to: { zone: "p1.row", slot: 0 } });
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: b!.pid }], to: { zone: "p1.row", slot: 0, as: "attach" } });
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: c!.pid }], to: { zone: "p1.row", slot: 0, as: "under" } });
    expect(changes).toEqual([]);
    table.do("p2", { type: "condition", stack: { zone: "p1.row", slot: 0 }, condition: "tired", on: true });
    table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: d!.pid }], to: { zone: "p1.row", slot: 0, as: "onto" } });
    expect(changes).toEqual(["covered"]);
    expect(table.stack("p1.row").conditions).toEqual([]);
    table.do("p2", { type: "condition", stack: { zone: "p1.row", slot: 0 }, condition: "tired", on: true });
    const top = table.stack("p1.row").cards.at(-1)!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.row", pid: top.pid }], to: { zone: "p1.hand" } });
    expect(changes).toEqual(["covered", "uncovered"]);
    expect(table.stack("p1.row").conditions).toEqual([]);
    // Two cards left (the one put under, and the first): taking the bottom one changes no top.
    const under = table.stack("p1.row").cards[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.row", pid: under.pid }], to: { zone: "p1.hand" } });
    const last = table.stack("p1.row").cards[0]!;
    table.do("p1", { type: "move", cards: [{ zone: "p1.row", pid: last.pid }], to: { zone: "p1.hand" } });
    expect(changes).toEqual(["covered", "uncovered"]);
    expect(table.slots("p1.row").slots[0]).toBeNull();
  });
});
