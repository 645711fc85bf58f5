/**
 * The Pocket game's words: every advisory code and every zone, counter, marker and condition
 * worded in English, and Polish, Japanese and Korean with English's keys and parameters.
 */
import { describe, expect, it } from "vitest";
import { ptcgPocket } from "../definition";
import { own as enOwn } from "./en";
import { own as jaOwn } from "./ja";
import { own as koOwn } from "./ko";
import { own as plOwn } from "./pl";
import { leaves, params } from "../../../testing/i18n-parity";

const lookup = (tree: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("the Pocket game's strings", () => {
  const { log, game } = ptcgPocket.strings!.en;

  // "table.*" codes are every game's, worded in the shared log strings.
  it.each(ptcgPocket.advisories.map((rule) => rule.code).filter((code) => !code.startsWith("table.")))("word the advisory %s as a sentence", (code) => {
    expect(lookup((log as Record<string, unknown>).advisory, code), code).toMatch(/^[A-Z].*\.$/);
  });

  it("name every zone, counter, marker and condition, and every zone as a place", () => {
    // Deck, hand, discard pile and looking are every game's zones, named in the shared strings.
    const shared = ["deck", "hand", "discard", "looking"];
    for (const z of ptcgPocket.zones.filter((z) => !shared.includes(z.id))) expect(lookup(game, `zone.${z.id}`), z.id).toBeTypeOf("string");
    for (const z of ptcgPocket.zones.filter((z) => !shared.includes(z.id))) expect(lookup(log, `place.${z.id}`), z.id).toBeTypeOf("string");
    for (const c of ptcgPocket.counters) expect(lookup(game, `counter.${c.id}`), c.id).toBeTypeOf("string");
    for (const m of ptcgPocket.markers) expect(lookup(game, `marker.${m.id}`), m.id).toBeTypeOf("string");
    for (const c of ptcgPocket.conditions) expect(lookup(game, `condition.${c.id}`), c.id).toBeTypeOf("string");
  });

  it.each([["pl", plOwn], ["ja", jaOwn], ["ko", koOwn]] as const)("in %s hold English's keys, each with English's parameters", (_lng, own) => {
    const english = new Map(leaves(enOwn));
    const other = new Map(leaves(own));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of other) expect(params(text).sort(), key).toEqual(params(english.get(key)!).sort());
  });
});
