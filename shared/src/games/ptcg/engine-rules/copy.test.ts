/**
 * Copy on access (engine/copy.ts): an action copies only the zones it reaches and shares the
 * rest with the table it started from. That is safe only if no action ever writes to its input:
 * here every input table is deep-frozen (a write throws in strict mode) and each result must
 * equal what the same action gives on a private deep copy.
 *
 * The fuzz plays 3 games in `npm test`; COPY_FUZZ_GAMES=<n> plays more, COPY_FUZZ_SEED=<n>
 * starts from another seed (a failure names its game's seed and step), "random" from a new one.
 */
import { describe, expect, inject, it } from "vitest";
import { apply } from "../../../engine/apply";
import { samePlain } from "../../../engine/copy";
import type { Action } from "../../../engine/actions";
import type { Seat, TableState } from "../../../engine/types";
import { TestTable } from "../../../testing/table";
import { lcg } from "../../../testing/lcg";

declare module "vitest" {
  export interface ProvidedContext {
    copyFuzz: { games: number; seed: number };
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/** The pid of the seat's Active Pokémon's top card, if it has one (cards in slots are named by id). */
function activeTop(state: TableState, seat: Seat): string[] {
  const active = state.zones[`${seat}.active`];
  const top = active?.layout === "slots" ? active.slots[0]?.cards.at(-1) : undefined;
  return top ? [top.pid] : [];
}

/** The pids of every card on the seat's Pokémon, attached ones included, with their zones. */
function inPlay(state: TableState, seat: Seat): { zone: string; pid: string }[] {
  return [`${seat}.active`, `${seat}.bench`].flatMap((key) => {
    const zone = state.zones[key];
    if (zone?.layout !== "slots") return [];
    return zone.slots.flatMap((stack) => (stack ? [...stack.cards, ...stack.attached].map((card) => ({ zone: key, pid: card.pid })) : []));
  });
}

/** Some action a seat could send now, right or wrong: refusals are part of the test. */
function someAction(state: TableState, seat: Seat, pick: (n: number) => number): Action {
  const foe: Seat = seat === "p1" ? "p2" : "p1";
  const hand = state.zones[`${seat}.hand`];
  const handCard = hand?.layout === "pile" && hand.cards.length > 0 ? hand.cards[pick(hand.cards.length)]! : undefined;
  const fromHand = handCard ? [{ zone: `${seat}.hand`, pid: handCard.pid }] : [{ zone: `${seat}.hand`, at: "top" as const }];
  const slot = pick(5);
  const choices: Action[] = [
    { type: "draw", count: 1 + pick(2) },
    { type: "move", cards: fromHand, to: { zone: `${seat}.bench`, slot } },
    { type: "move", cards: fromHand, to: { zone: `${seat}.active`, slot: 0, as: "attach" } },
    { type: "move", cards: fromHand, to: { zone: `${seat}.discard` } },
    { type: "move", cards: [{ zone: `${seat}.discard`, at: "top" }], to: { zone: `${seat}.deck`, at: "bottom" } },
    { type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 },
    { type: "condition", stack: { zone: `${seat}.active`, slot: 0 }, condition: "poisoned", on: pick(2) === 0 },
    { type: "coin", count: 1 + pick(3) },
    { type: "shuffle", zone: `${seat}.deck` },
    { type: "look", zone: `${seat}.deck`, from: "top", count: 3 },
    { type: "look.end", to: pick(2) === 0 ? "top" : "shuffle" },
    { type: "reveal", cards: fromHand },
    { type: "hide", cards: fromHand },
    { type: "flip", cards: fromHand, faceDown: pick(2) === 0 },
    { type: "spectators.hands", show: pick(2) === 0 },
    ...activeTop(state, seat).map((pid): Action => ({ type: "flip", cards: [{ zone: `${seat}.active`, pid }], faceDown: pick(2) === 0 })),
    { type: "swap", a: { zone: `${seat}.active`, slot: 0 }, b: { zone: `${seat}.bench`, slot }, retreat: true },
    { type: "swap", a: { zone: `${seat}.bench`, slot: pick(5) }, b: { zone: `${seat}.bench`, slot } },
    { type: "move.stack", from: { zone: `${seat}.bench`, slot }, to: { zone: `${seat}.bench`, slot: pick(5) } },
    { type: "move.stack", from: { zone: `${seat}.active`, slot: 0 }, to: { zone: `${seat}.bench`, slot } },
    { type: "move", cards: fromHand, to: { zone: `${seat}.active`, slot: 0, as: "onto" } },
    { type: "move", cards: fromHand, to: { zone: `${seat}.bench`, slot, as: pick(2) === 0 ? "under" : "attach" } },
    ...inPlay(state, seat).slice(-2).map((card): Action => ({ type: "move", cards: [card], to: { zone: `${seat}.discard` } })),
    { type: "marker", stack: { zone: `${seat}.bench`, slot }, marker: "ability-used", on: pick(2) === 0 },
    { type: "condition", stack: { zone: `${foe}.active`, slot: 0 }, condition: ["burned", "asleep", "paralyzed"][pick(3)]!, on: true },
    { type: "assist", assist: "checkup" },
    { type: "assist", assist: "knockout", params: { zone: `${foe}.bench`, slot } },
    { type: "stack.discard", stack: { zone: `${seat}.bench`, slot } },
    { type: "prize.take" },
    { type: "turn.end" },
  ];
  return choices[pick(choices.length)]!;
}

/** How many random games the fuzz plays, from which seed (vitest.config.ts). */
const { games, seed: first } = inject("copyFuzz");

describe("copying only what an action reaches", () => {
  it("never writes to the table it started from, and gives what a full copy gives", () => {
    for (let seed = first; seed < first + games; seed++) {
      const table = new TestTable(undefined, {}, seed).startGame();
      const pick = lcg(seed);
      let state = table.state;
      let accepted = 0;
      for (let step = 0; step < 400; step++) {
        const seat = pick(4) === 0 ? (state.turn.current === "p1" ? "p2" : "p1") : state.turn.current!;
        const action = someAction(state, seat, pick);
        const where = `game seed ${seed}, step ${step}: ${JSON.stringify(action)} by ${seat}`;
        const reference = apply(table.definition, structuredClone(state), action, { seat });
        let result: ReturnType<typeof apply>;
        try {
          result = apply(table.definition, deepFreeze(state), action, { seat });
        } catch (error) {
          // A write to the frozen table before throws: say where, so the run can be repeated.
          throw new Error(`${where} threw: ${error instanceof Error ? error.message : String(error)}`);
        }
        expect(JSON.stringify(result), where).toBe(JSON.stringify(reference));
        if (result.ok) {
          accepted++;
          state = result.state;
        }
      }
      expect(accepted).toBeGreaterThan(100);
    }
    // A game takes about a second on a quiet machine, several on a busy one: this bounds a
    // fuzz, it checks no speed (long runs get time in proportion).
  }, Math.max(30_000, games * 10_000));

  it("shares a pile's untouched cards: a draw gives the moved card a new object and keeps the rest", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    const deckBefore = table.state.zones[`${seat}.deck`];
    if (deckBefore?.layout !== "pile") throw new Error("the deck is a pile");
    const [top, ...rest] = deckBefore.cards;
    table.do(seat, { type: "draw", count: 1 });
    const deckAfter = table.state.zones[`${seat}.deck`];
    const hand = table.state.zones[`${seat}.hand`];
    if (deckAfter?.layout !== "pile" || hand?.layout !== "pile") throw new Error("piles");
    expect(deckAfter).not.toBe(deckBefore);
    expect(deckAfter.cards).toHaveLength(rest.length);
    deckAfter.cards.forEach((card, i) => expect(card).toBe(rest[i]));
    // The drawn card is a new object with a new public id; the one in the table before is as it was.
    const drawn = hand.cards.find((c) => c.uid === top!.uid)!;
    expect(drawn).not.toBe(top);
    expect(drawn.pid).not.toBe(top!.pid);
    expect(deckBefore.cards[0]).toBe(top);
  });

  it("writes one copy of a card an action names twice, and leaves the table before as it was", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    const hand = table.state.zones[`${seat}.hand`];
    if (hand?.layout !== "pile") throw new Error("the hand is a pile");
    const card = hand.cards[0]!;
    const before = deepFreeze(table.state);
    const ref = { zone: `${seat}.hand`, pid: card.pid };
    table.do(seat, { type: "reveal", cards: [ref] });
    const shown = table.state.zones[`${seat}.hand`];
    if (shown?.layout !== "pile") throw new Error("the hand is a pile");
    const revealed = shown.cards.find((c) => c.uid === card.uid)!;
    table.do(seat, { type: "hide", cards: [{ zone: `${seat}.hand`, pid: revealed.pid }, { zone: `${seat}.hand`, pid: revealed.pid }] });
    const after = table.state.zones[`${seat}.hand`];
    if (after?.layout !== "pile") throw new Error("the hand is a pile");
    expect(after.cards).toHaveLength(hand.cards.length);
    expect(Object.keys(after.cards)).toEqual(after.cards.map((_, i) => String(i)));
    const hidden = after.cards.find((c) => c.uid === card.uid)!;
    expect(hidden.revealed).toBe(false);
    expect(hidden.pid).not.toBe(revealed.pid);
    expect(before.zones[`${seat}.hand`]).toBe(hand);
    expect(card.revealed).toBe(false);
  });

  it("shares the zones an action never reached with the table before it", () => {
    const table = new TestTable().startGame();
    const before = table.state;
    const seat = table.current;
    const foe = seat === "p1" ? "p2" : "p1";
    table.do(seat, { type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 });
    const after = table.state;
    expect(after.zones[`${seat}.deck`]).toBe(before.zones[`${seat}.deck`]);
    expect(after.zones[`${foe}.hand`]).toBe(before.zones[`${foe}.hand`]);
    expect(after.zones[`${foe}.active`]).not.toBe(before.zones[`${foe}.active`]);
    expect(Object.keys(after.zones)).toEqual(Object.keys(before.zones));
    // The result is plain data again: no proxy left behind.
    expect(structuredClone(after.zones)).toEqual(after.zones);
  });

  it("gives a slot zone it writes its own stacks holding the same cards, and leaves the table before as it was", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    const foe = seat === "p1" ? "p2" : "p1";
    const before = deepFreeze(table.state);
    const stackBefore = table.stack(`${foe}.active`);
    table.do(seat, { type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 });
    const stackAfter = table.stack(`${foe}.active`);
    expect(stackAfter).not.toBe(stackBefore);
    expect(stackAfter.counters.damage).toBe(10);
    expect(stackBefore.counters.damage ?? 0).toBe(0);
    expect(stackAfter.cards).not.toBe(stackBefore.cards);
    stackAfter.cards.forEach((card, i) => expect(card).toBe(stackBefore.cards[i]));
    expect(before.zones[`${foe}.active`]).not.toBe(table.state.zones[`${foe}.active`]);
  });

  it("copies only the stack an action writes: the Bench's other Pokémon stay the table before's", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    table.playCard(seat, "Sprout", { zone: `${seat}.bench`, slot: 0 });
    table.playCard(seat, "Pebble", { zone: `${seat}.bench`, slot: 1 });
    const before = deepFreeze(table.state);
    const damaged = table.stack(`${seat}.bench`, 0);
    const untouched = table.stack(`${seat}.bench`, 1);
    table.do(seat, { type: "counter", stack: { zone: `${seat}.bench`, slot: 0 }, counter: "damage", mode: "add", amount: 30 });
    expect(table.state.zones[`${seat}.bench`]).not.toBe(before.zones[`${seat}.bench`]);
    expect(table.stack(`${seat}.bench`, 1)).toBe(untouched);
    expect(table.stack(`${seat}.bench`, 0)).not.toBe(damaged);
    expect(table.stack(`${seat}.bench`, 0).counters.damage).toBe(30);
    expect(damaged.counters.damage ?? 0).toBe(0);
  });

  it("clears a once-a-turn marker at the end of the turn on a copy of the Pokémon", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    table.playCard(seat, "Pebble", { zone: `${seat}.bench`, slot: 0 });
    table.do(seat, { type: "marker", stack: { zone: `${seat}.active`, slot: 0 }, marker: "ability-used", on: true });
    const before = deepFreeze(table.state);
    const marked = table.stack(`${seat}.active`);
    const unmarked = table.stack(`${seat}.bench`, 0);
    table.do(seat, { type: "turn.end" });
    expect(table.stack(`${seat}.active`).markers).toEqual([]);
    expect(marked.markers).toEqual(["ability-used"]);
    expect(before.zones[`${seat}.active`]).not.toBe(table.state.zones[`${seat}.active`]);
    // The seat's other Pokémon is as it was.
    expect(table.stack(`${seat}.bench`, 0)).toEqual(unmarked);
  });

  it("writes a card in a slot through a copy: flipping the Active leaves the table before as it was", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    const before = deepFreeze(table.state);
    const faceBefore = table.stack(`${seat}.active`).cards.at(-1)!;
    table.do(seat, { type: "flip", cards: [{ zone: `${seat}.active`, pid: faceBefore.pid }], faceDown: true });
    const faceAfter = table.stack(`${seat}.active`).cards.at(-1)!;
    expect(faceAfter.uid).toBe(faceBefore.uid);
    expect(faceAfter.faceDown).toBe(true);
    expect(faceBefore.faceDown).toBe(false);
    expect(before.zones[`${seat}.active`]).not.toBe(table.state.zones[`${seat}.active`]);
  });

  it("turns the setup Pokémon face up as new cards when play begins, never writing to the table before", () => {
    const table = new TestTable().loadDecks();
    for (const seat of ["p1", "p2"] as const) {
      const basic = table.hand(seat).find((c) => table.state.cards[c.defId]!.supertype === "Pokémon" && table.state.cards[c.defId]!.subtypes.includes("Basic")) ?? table.fetch(seat, "Sprout");
      table.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: basic.pid }], to: { zone: `${seat}.active`, slot: 0 } });
    }
    table.do("p1", { type: "setup.ready" });
    const before = deepFreeze(table.state);
    const downBefore = table.stack("p2.active").cards[0]!;
    expect(downBefore.faceDown).toBe(true);
    table.do("p2", { type: "setup.ready" });
    expect(table.state.phase).toBe("playing");
    const upAfter = table.stack("p2.active").cards[0]!;
    expect(upAfter.uid).toBe(downBefore.uid);
    expect(upAfter.faceDown).toBe(false);
    expect(downBefore.faceDown).toBe(true);
    expect((before.zones["p2.active"] as typeof table.state.zones[string] & { layout: "slots" }).slots[0]!.cards[0]).toBe(downBefore);
    const flipped = table.lastEvents.filter((e) => e.type === "cards.flipped");
    expect(flipped).toHaveLength(2);
  });

  it("shares the small fields an action left as they were, and keeps its own copy of those it changed", () => {
    const table = new TestTable().startGame();
    const seat = table.current;
    const before = deepFreeze(table.state);
    table.do(seat, { type: "draw", count: 1 });
    const drawn = table.state;
    expect(drawn.players).toBe(before.players);
    expect(drawn.prompts).toBe(before.prompts);
    expect(drawn.controls).toBe(before.controls);
    expect(drawn.rng).toBe(before.rng); // a draw takes no randomness
    expect(drawn.next).not.toBe(before.next); // it mints the drawn card's public id
    expect(drawn.next).not.toEqual(before.next);

    table.do(seat, { type: "spectators.hands", show: true });
    const shown = table.state;
    expect(shown.controls).not.toBe(drawn.controls);
    expect(shown.controls.handsToSpectators[seat]).toBe(true);
    expect(drawn.controls.handsToSpectators[seat]).toBe(false);
    expect(shown.players).toBe(before.players);
  });
});

describe("telling plain data apart", () => {
  it("compares all the way down: keys, order of lists, null, and a key that holds undefined", () => {
    expect(samePlain({ a: [1, { b: "x" }], c: null }, { c: null, a: [1, { b: "x" }] })).toBe(true);
    expect(samePlain({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(samePlain({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(samePlain({ a: undefined }, {})).toBe(false);
    expect(samePlain([], {})).toBe(false);
    expect(samePlain({ a: null }, { a: {} })).toBe(false);
    expect(samePlain("1", 1)).toBe(false);
  });
});
