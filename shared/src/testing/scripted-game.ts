/**
 * A scripted game prefix for log tests: setup with a mulligan, then a turn each that touches
 * most event types (draws, looks, a search, attaching, evolving, switching, damage, a knock-out,
 * prizes, a request). p1's cards carry a mark in their names ("Sprout ★") so a test can tell
 * them from p2's. Returns the table and every event in order.
 */
import type { CardDef } from "../cards/types";
import type { Action } from "../engine/actions";
import type { TableEvent } from "../engine/events";
import { otherSeat, type Seat } from "../engine/types";
import { testDeck } from "./cards";
import { TestTable } from "./table";

export const P1_MARK = " ★";
const named = (seat: Seat, name: string) => (seat === "p1" ? name + P1_MARK : name);

/** p1's copy of the test deck: the same cards under marked names and ids. */
export function markedDeck(): { def: CardDef; count: number }[] {
  return testDeck().map(({ def, count }) => ({
    def: { ...def, id: `${def.id}-p1`, name: def.name + P1_MARK, ...(def.evolvesFrom && { evolvesFrom: def.evolvesFrom + P1_MARK }) },
    count,
  }));
}

export function scriptedGame(seed = 42): { table: TestTable; events: TableEvent[] } {
  const table = new TestTable(undefined, {}, seed);
  const events: TableEvent[] = [];
  const act = (seat: Seat, action: Action, judge = false) => {
    table.do(seat, action, judge);
    events.push(...table.lastEvents);
  };
  const fetch = (seat: Seat, name: string) => {
    const card = table.fetch(seat, named(seat, name));
    events.push(...table.lastEvents);
    return card;
  };
  const fromHand = (seat: Seat, name: string) => ({ zone: `${seat}.hand`, pid: table.inHand(seat, named(seat, name)).pid });

  act("p1", { type: "deck.load", cards: markedDeck() });
  act("p2", { type: "deck.load", cards: testDeck() });
  act(table.state.turn.won!, { type: "setup.first", seat: table.state.turn.won! });
  act("p1", { type: "setup.mulligan" });
  for (const seat of ["p1", "p2"] as const) {
    fetch(seat, "Sprout");
    act(seat, { type: "move", cards: [fromHand(seat, "Sprout")], to: { zone: `${seat}.active`, slot: 0 } });
    fetch(seat, "Pebble");
    act(seat, { type: "move", cards: [fromHand(seat, "Pebble")], to: { zone: `${seat}.bench`, slot: 0 } });
    act(seat, { type: "setup.ready" });
  }
  const a = table.current;
  const b = otherSeat(a);
  act(a, { type: "draw", count: 1 });
  act(a, { type: "look", zone: `${a}.deck`, from: "top", count: 3 });
  act(a, { type: "look.end", to: "bottom" });
  act(a, { type: "search", zone: `${a}.deck` });
  act(a, { type: "move", cards: [{ zone: `${a}.looking`, at: 0 }], to: { zone: `${a}.hand` } });
  act(a, { type: "look.end", to: "shuffle" });
  fetch(a, "Basic Psychic Energy");
  act(a, { type: "move", cards: [fromHand(a, "Basic Psychic Energy")], to: { zone: `${a}.active`, slot: 0, as: "attach" } });
  act(a, { type: "move", cards: [{ zone: `${a}.hand`, at: "bottom" }], to: { zone: `${a}.deck`, at: "top" } });
  fetch(a, "Field Professor");
  act(a, { type: "move", cards: [fromHand(a, "Field Professor")], to: { zone: `${a}.resolving` } });
  act(a, { type: "move", cards: [{ zone: `${a}.resolving`, at: "top" }], to: { zone: `${a}.discard` } });
  act(a, { type: "reveal", cards: [{ zone: `${a}.hand`, at: 0 }] });
  act(a, { type: "counter", stack: { zone: `${b}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 30 });
  act(a, { type: "condition", stack: { zone: `${b}.active`, slot: 0 }, condition: "asleep", on: true });
  act(a, { type: "condition", stack: { zone: `${b}.active`, slot: 0 }, condition: "confused", on: true });
  act(a, { type: "coin", count: 3 });
  act(a, { type: "attack", stack: { zone: `${a}.active`, slot: 0 }, name: "Tackle" });
  act(a, { type: "assist", assist: "knockout", params: { zone: `${b}.active`, slot: 0 } });
  act(a, { type: "prize.take" });
  act(a, { type: "turn.end" });
  act(b, { type: "draw", count: 2 });
  act(b, { type: "move.stack", from: { zone: `${b}.bench`, slot: 0 }, to: { zone: `${b}.active`, slot: 0 } });
  fetch(b, "Bloom");
  act(b, { type: "move", cards: [fromHand(b, "Bloom")], to: { zone: `${b}.active`, slot: 0, as: "onto" } });
  fetch(b, "Sprout");
  act(b, { type: "move", cards: [fromHand(b, "Sprout")], to: { zone: `${b}.bench`, slot: 1 } });
  act(b, { type: "swap", a: { zone: `${b}.active`, slot: 0 }, b: { zone: `${b}.bench`, slot: 1 }, retreat: true });
  act(b, { type: "marker", stack: { zone: `${b}.active`, slot: 0 }, marker: "ability-used", on: true });
  act(b, { type: "request", action: { type: "shuffle", zone: `${a}.deck` } });
  const prompt = table.state.prompts.find((p) => p.kind === "approve-action")!;
  act(a, { type: "prompt.answer", prompt: prompt.id, accept: true });
  act(b, { type: "turn.end" });
  act(a, { type: "assist", assist: "checkup", params: {} });
  return { table, events };
}
