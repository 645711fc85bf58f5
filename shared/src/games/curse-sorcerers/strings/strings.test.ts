/**
 * Korean (the seed's language), Polish and Japanese say what English says: the same keys with
 * the same parameters and each language's plural forms; every advisory code, zone, counter,
 * marker and phase of the definition has English words.
 */
import { describe, expect, it } from "vitest";
import { parityProblems } from "../../../testing/i18n-parity";
import { curseSorcerers } from "../definition";
import { PHASES } from "../marks";
import { en } from "./en";
import { ja } from "./ja";
import { ko } from "./ko";
import { pl } from "./pl";

const lookup = (root: unknown, path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);

describe("Curse Sorcerers' words", () => {
  it.each([["ko", ko], ["pl", pl], ["ja", ja]] as const)("%s has every English key, with the same parameters", (lng, strings) => {
    expect(parityProblems(en, strings, lng)).toEqual([]);
  });

  it("names every advisory, zone, counter, marker and phase in English", () => {
    for (const rule of curseSorcerers.advisories) {
      const [game, ...rest] = rule.code.split(".");
      expect(lookup(en.log, `advisory.${game}`), rule.code).toBeDefined();
      expect(typeof lookup((en.log as { advisory: Record<string, unknown> }).advisory[game!], rest.join(".")), rule.code).toBe("string");
    }
    for (const zone of curseSorcerers.zones) expect(lookup(en.game, `zone.${zone.id}`)).toBeTypeOf("string");
    for (const counter of curseSorcerers.counters) expect(lookup(en.game, `counter.${counter.id}`)).toBeTypeOf("string");
    for (const marker of curseSorcerers.markers) expect(lookup(en.game, `marker.${marker.id}`)).toBeTypeOf("string");
    for (const phase of PHASES) expect(lookup(en.game, `phase.${phase}`)).toBeTypeOf("string");
  });
});
