/** The legacy table's words: every language has every English key with its parameters, Polish in seed 002's terms. */
import { describe, expect, it } from "vitest";
import { parityProblems } from "../../testing/i18n-parity";
import { ptcgLegacy } from "./definition";
import { lines, player, playing } from "./testing/scene";
import type { Action } from "../../engine/actions";

const strings = ptcgLegacy.strings!;

describe("the legacy table's strings", () => {
  it.each(["pl", "ja", "ko"])("%s has every English key, with the same parameters", (lng) => {
    expect(parityProblems(strings.en, strings[lng]!, lng)).toEqual([]);
  });

  it("words every advisory code of the game's (the table's own, such as table.not-your-turn, are every game's words)", () => {
    const advisory = (strings.en.log as { advisory: Record<string, Record<string, unknown>> }).advisory;
    for (const rule of ptcgLegacy.advisories.filter((r) => !r.code.startsWith("table."))) {
      const [game, ...path] = rule.code.split(".");
      let node: unknown = advisory[game!];
      for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
      expect(typeof node, rule.code).toBe("string");
    }
  });

  it("tells a Poké-Power in Polish with the seed's words", () => {
    const t = playing();
    const me = t.current;
    t.do(me, { type: "legacy.power", stack: { zone: `${me}.active`, slot: 0 }, name: "Charge Up" } as Action);
    const name = me === "p1" ? "Voltmite" : "Emberpup";
    expect(lines(t.lastEvents, player(me === "p1" ? "p2" : "p1"), "pl")[0]).toBe(`${name} gracza ${me === "p1" ? "Ala" : "Olek"} używa Poke-Powera Charge Up.`);
  });
});
