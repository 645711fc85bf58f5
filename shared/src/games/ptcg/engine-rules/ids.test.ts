/**
 * Card ids. A card's `uid` never changes (and never leaves the server); its public id (`pid`)
 * is replaced whenever the card moves, its pile is shuffled, it is hidden again or turned face
 * down, so nobody can follow a card through a hand, a deck or a shuffle. Ids come from counters
 * in the table state, so a replay from the same seed and actions gives the same table, bit for bit.
 */
import { describe, expect, it } from "vitest";
import { replay } from "../../../engine/apply";
import { cloneTable } from "../../../engine/draft";
import { createTable } from "../../../engine/table";
import type { Card, TableState } from "../../../engine/types";
import { ptcg } from "..";
import { TestTable } from "../../../testing/table";

function game(seed = 42): TestTable {
  const table = new TestTable(undefined, {}, seed).startGame("Sprout");
  if (seed === 42 && table.current !== "p1") throw new Error("seed 42 should let p1 go first");
  return table;
}

function allCards(state: TableState): Card[] {
  return Object.values(state.zones).flatMap((zone) =>
    zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : [])),
  );
}
const byUid = (state: TableState) => new Map(allCards(state).map((c) => [c.uid, c]));

/** Runs `step` and returns the card's pid before and after (found by uid wherever it went). */
function pidChange(table: TestTable, uid: number, step: () => void): { before: string; after: string } {
  const before = byUid(table.state).get(uid)!.pid;
  step();
  return { before, after: byUid(table.state).get(uid)!.pid };
}

describe("public ids", () => {
  it("a card gets a new public id every time it moves: drawn, played, attached, evolved onto, discarded", () => {
    const table = game();
    const top = table.pile("p1.deck").cards[0]!.uid;
    const draw = pidChange(table, top, () => table.do("p1", { type: "draw", count: 1 }));
    expect(draw.after).not.toBe(draw.before);

    const pebble = table.fetch("p1", "Pebble");
    const bench = pidChange(table, pebble.uid, () => table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: pebble.pid }], to: { zone: "p1.bench", slot: 0 } }));
    expect(bench.after).not.toBe(bench.before);

    const energy = table.fetch("p1", "Basic Psychic Energy");
    const attach = pidChange(table, energy.uid, () => table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: energy.pid }], to: { zone: "p1.bench", slot: 0, as: "attach" } }));
    expect(attach.after).not.toBe(attach.before);

    const bloom = table.fetch("p1", "Bloom");
    const evolve = pidChange(table, bloom.uid, () => table.do("p1", { type: "move", cards: [{ zone: "p1.hand", pid: bloom.pid }], to: { zone: "p1.active", slot: 0, as: "onto" } }));
    expect(evolve.after).not.toBe(evolve.before);

    const discard = pidChange(table, pebble.uid, () => table.do("p1", { type: "stack.discard", stack: { zone: "p1.bench", slot: 0 } }));
    expect(discard.after).not.toBe(discard.before);
  });

  it("a card moved within the same pile gets a new public id too", () => {
    const table = game();
    const top = table.pile("p1.deck").cards[0]!;
    const change = pidChange(table, top.uid, () => table.do("p1", { type: "move", cards: [{ zone: "p1.deck", at: "top" }], to: { zone: "p1.deck", at: "bottom" } }));
    expect(change.after).not.toBe(change.before);
  });

  it("a prize taken, and cards looked at and put back, get new public ids", () => {
    const table = game();
    const prize = table.pile("p1.prize").cards[0]!.uid;
    const taken = pidChange(table, prize, () => table.do("p1", { type: "prize.take" }));
    expect(taken.after).not.toBe(taken.before);
    const top = table.pile("p1.deck").cards[0]!.uid;
    const looked = pidChange(table, top, () => table.do("p1", { type: "look", zone: "p1.deck", from: "top", count: 1 }));
    const back = pidChange(table, top, () => table.do("p1", { type: "look.end", to: "top" }));
    expect(looked.after).not.toBe(looked.before);
    expect(back.after).not.toBe(back.before);
    expect(back.after).not.toBe(looked.before);
  });

  it("shuffling gives every card of the pile a new public id", () => {
    const table = game();
    const before = new Set(table.pile("p1.deck").cards.map((c) => c.pid));
    table.do("p1", { type: "shuffle", zone: "p1.deck" });
    expect(table.pile("p1.deck").cards.filter((c) => before.has(c.pid))).toEqual([]);
  });

  it("hiding a revealed card and turning a card face down give it a new public id; revealing and turning face up do not", () => {
    const table = game();
    const card = table.hand("p1")[0]!;
    const reveal = pidChange(table, card.uid, () => table.do("p1", { type: "reveal", cards: [{ zone: "p1.hand", pid: card.pid }] }));
    expect(reveal.after).toBe(reveal.before);
    const hide = pidChange(table, card.uid, () => table.do("p1", { type: "hide", cards: [{ zone: "p1.hand", pid: reveal.after }] }));
    expect(hide.after).not.toBe(hide.before);

    const active = table.stack("p1.active").cards[0]!;
    const down = pidChange(table, active.uid, () => table.do("p1", { type: "flip", cards: [{ zone: "p1.active", pid: active.pid }], faceDown: true }));
    expect(down.after).not.toBe(down.before);
    const up = pidChange(table, active.uid, () => table.do("p1", { type: "flip", cards: [{ zone: "p1.active", pid: down.after }], faceDown: false }));
    expect(up.after).toBe(up.before);
  });

  it("no two cards on the table ever share a public id", () => {
    const table = game();
    table.do("p1", { type: "draw", count: 3 }).do("p1", { type: "shuffle", zone: "p1.deck" });
    table.do("p1", { type: "search", zone: "p1.deck" }).do("p1", { type: "look.end", to: "shuffle" });
    const pids = allCards(table.state).map((c) => c.pid);
    expect(new Set(pids).size).toBe(pids.length);
  });
});

describe("uids", () => {
  it("a card's uid, definition and owner never change, whatever happens to it", () => {
    const table = game();
    const start = new Map([...byUid(table.state)].map(([uid, c]) => [uid, { defId: c.defId, owner: c.owner }]));
    expect(start.size).toBe(120);
    table.do("p1", { type: "draw", count: 2 });
    table.playCard("p1", "Bloom", { zone: "p1.active", slot: 0, as: "onto" });
    table.playCard("p1", "Basic Psychic Energy", { zone: "p1.active", slot: 0, as: "attach" });
    table.do("p1", { type: "shuffle", zone: "p1.deck" });
    table.do("p1", { type: "look", zone: "p1.deck", from: "bottom", count: 4 }).do("p1", { type: "look.end", to: "shuffle" });
    table.do("p1", { type: "prize.take" });
    table.do("p2", { type: "assist", assist: "knockout", params: { zone: "p1.active", slot: 0 } });
    table.do("p1", { type: "hide", cards: [{ zone: "p1.hand", pid: table.hand("p1")[0]!.pid }] });
    const end = new Map([...byUid(table.state)].map(([uid, c]) => [uid, { defId: c.defId, owner: c.owner }]));
    expect(end).toEqual(start);
  });
});

describe("replay", () => {
  it("replaying the same seed and accepted actions reproduces the table bit for bit", () => {
    const table = game(7);
    const me = table.current;
    const you = me === "p1" ? "p2" : "p1";
    table.do(me, { type: "draw", count: 1 });
    table.do(me, { type: "shuffle", zone: `${me}.deck` });
    table.do(me, { type: "coin", count: 3 });
    table.do(me, { type: "move", cards: [{ zone: `${me}.hand`, random: true }], to: { zone: `${me}.discard` } });
    table.do(me, { type: "look", zone: `${me}.deck`, from: "top", count: 5 }).do(me, { type: "look.end", to: "shuffle" });
    table.do(me, { type: "attack", stack: { zone: `${me}.active`, slot: 0 }, name: "Tackle" });
    table.do(you, { type: "counter", stack: { zone: `${you}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 30 });
    table.do(me, { type: "request", action: { type: "move", cards: [{ zone: `${you}.hand`, random: true }], to: { zone: `${you}.discard` } } });
    table.do(you, { type: "prompt.answer", prompt: table.state.prompts[0]!.id, accept: true });
    table.do(me, { type: "turn.end" }).do(you, { type: "assist", assist: "checkup" });
    // A refused action is not part of the history.
    table.refuse(you, { type: "shuffle", zone: `${me}.deck` });

    const replayed = replay(ptcg, createTable(ptcg, { ...ptcg.newTableOptions }, 7), table.history);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(table.state));
  });

  it("another seed gives another table", () => {
    const a = game(7);
    const b = game(8);
    expect(JSON.stringify(b.state.zones)).not.toBe(JSON.stringify(a.state.zones));
  });

  it("a history with an action the table refuses can't be replayed: it is reported, not skipped", () => {
    const table = game();
    const history = [...table.history, { action: { type: "shuffle", zone: "p1.deck" } as const, actor: { seat: "p2" as const } }];
    expect(() => replay(ptcg, createTable(ptcg, { ...ptcg.newTableOptions }, 42), history)).toThrow(/refused/);
  });
});

describe("copying the table for an action", () => {
  it("keeps an own __proto__ key as data and leaves prototypes alone", () => {
    const table = new TestTable();
    const state = { ...table.state, options: JSON.parse('{"__proto__": {"polluted": true}, "benchSize": 5}') };
    const copy = cloneTable(state);
    expect(Object.getPrototypeOf(copy.options)).toBe(Object.prototype);
    expect(Object.keys(copy.options)).toEqual(["__proto__", "benchSize"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(copy).toEqual(state);
    expect(copy.zones).not.toBe(state.zones);
  });
});
