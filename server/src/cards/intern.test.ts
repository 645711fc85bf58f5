import { DEMO_CARDS } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { internAction, internDef, internDefs } from "./intern";

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("interned card definitions", () => {
  it("resolve equal definitions from different rooms to one frozen object", () => {
    const def = DEMO_CARDS[0]!;
    const a = internDef(copy(def));
    const b = internDef(copy(def));
    expect(a).toBe(b);
    expect(a).toEqual(def);
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { name: string }).name = "changed";
    }).toThrow();
  });

  it("keep different definitions apart, and placeholders as they are", () => {
    const def = copy(DEMO_CARDS[0]!);
    expect(internDef({ ...def, hp: 999 })).not.toBe(internDef(def));
    const placeholder = { ...def, id: "placeholder:x", placeholder: true };
    expect(internDef(placeholder)).toBe(placeholder);
  });

  it("share a deck.load action's definitions and leave other actions alone", () => {
    const load = { type: "deck.load" as const, cards: DEMO_CARDS.slice(0, 3).map((def) => ({ def: copy(def), count: 2 })) };
    const a = internAction(copy(load));
    const b = internAction(copy(load));
    expect(a).toEqual(load);
    a.cards.forEach((c, i) => expect(c.def).toBe(b.cards[i]!.def));
    const draw = { type: "draw", count: 1 };
    expect(internAction(draw)).toBe(draw);
    const table = internDefs({ [DEMO_CARDS[0]!.id]: copy(DEMO_CARDS[0]!) });
    expect(table[DEMO_CARDS[0]!.id]).toBe(a.cards[0]!.def);
  });
});
