/** Which actions the history may keep as they were sent: those JSON gives back unchanged. */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { survivesJson } from "./as-stored";

describe("survivesJson", () => {
  const withSymbol = { a: 1, [Symbol("s")]: 2 };
  const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
  const samples: [string, unknown][] = [
    ["a move", { type: "move", cards: ["p1", "p2"], to: { zone: "p1.row", slot: 2 }, faceDown: false, note: null }],
    ["unicode text", { text: "Zoë’s café ✓ \ud800" }],
    ["nested arrays", [[1, [2, [3, { x: "y" }]]], []]],
    ["an object with no prototype", Object.assign(Object.create(null), { a: 1 })],
    ["-0", { n: -0 }],
    ["NaN", { n: Number.NaN }],
    ["Infinity", [Number.POSITIVE_INFINITY]],
    ["undefined in an object", { a: undefined }],
    ["undefined in an array", [undefined]],
    ["a hole", sparse],
    ["a Date", { when: new Date(0) }],
    ["a Map", { m: new Map() }],
    ["a class instance", { e: new Error("x") }],
    ["a function", { f: () => 1 }],
    ["a symbol key", withSymbol],
    ["a symbol value", { s: Symbol("s") }],
    ["an object with toJSON", { toJSON: () => "other" }],
    ["an object with a toJSON it does not list", Object.defineProperty({ a: 1 }, "toJSON", { value: () => "other" })],
    ["an array with a property besides its items", Object.assign([1, 2], { note: "x" })],
    ["an array with toJSON", Object.assign([1], { toJSON: () => "other" })],
    ["an array with a toJSON it does not list", Object.defineProperty([1], "toJSON", { value: () => "other" })],
    ["an array of a subclass", new (class Cards extends Array<number> {})(1, 2)],
  ];
  it.each(samples)("says whether JSON gives back %s as it is", (_, value) => {
    expect(survivesJson(value)).toBe(isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value));
  });
  it("leaves anything nested deeper than an action can be to the parse", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(survivesJson(deep)).toBe(false);
  });
});
