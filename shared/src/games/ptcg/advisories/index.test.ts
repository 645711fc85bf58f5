import { describe, expect, it } from "vitest";
import { PTCG_ADVISORIES } from "./index";
import { Scene } from "../testing/advisory-scene";

describe("the advisory list", () => {
  it("gives every rule a unique code, a plain-English rule and a seed source", () => {
    const codes = PTCG_ADVISORIES.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const rule of PTCG_ADVISORIES) {
      expect(rule.code).toMatch(/^(ptcg|table)\.[a-z-]+(\.[a-z-]+)*$/);
      expect(rule.source).toMatch(/^seed 00\d/);
      expect(rule.rule.length).toBeGreaterThan(20);
    }
  });

  it("a judge's correction draws no turn warnings, though the move happens", () => {
    const table = new Scene().start();
    const { me, you } = table;
    table.fetch(me, "Field Professor");
    const card = table.hand(me).at(-1)!;
    table.do(me, { type: "move", cards: [{ zone: `${me}.hand`, pid: card.pid }], to: { zone: `${me}.resolving` } }, true);
    expect(table.codes()).toEqual([]);
    table.do(you, { type: "turn.end" }, true);
    expect(table.codes()).toEqual([]);
    expect(table.names(`${me}.resolving`)).toEqual(["Field Professor"]);
  });
});
