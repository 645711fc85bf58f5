/** Every registered language says what English says: same keys, same parameters, its own plural forms. */
import { describe, expect, it } from "vitest";
import { parityProblems } from "../testing/i18n-parity";
import { SHARED_RESOURCES } from "./languages";
import { createI18n } from "./instance";
import { formatWith } from "./format";
import type { LogEntry } from "../log/entry";

const others = Object.keys(SHARED_RESOURCES).filter((lng) => lng !== "en");

describe("the shared resources of every language", () => {
  it("registers Polish beside English", () => {
    expect(Object.keys(SHARED_RESOURCES)).toEqual(expect.arrayContaining(["en", "pl"]));
  });

  it.each(others)("%s has every English key, with the same parameters and its own plural forms", (lng) => {
    expect(parityProblems(SHARED_RESOURCES.en, SHARED_RESOURCES[lng], lng)).toEqual([]);
  });

  it("catches a missing key, a changed parameter and a missing plural form", () => {
    const en = { log: { a: "{{actor}} drew.", b_one: "a card", b_other: "{{count}} cards" } };
    expect(parityProblems(en, { log: { a: "{{actor}} dobiera.", b_one: "kartę", b_few: "{{count}} karty", b_many: "{{count}} kart", b_other: "x" } }, "pl")).toEqual([]);
    expect(parityProblems(en, { log: { b_one: "kartę", b_few: "{{count}} karty", b_many: "{{count}} kart", b_other: "x" } }, "pl")).toEqual(["pl: missing log.a"]);
    expect(parityProblems(en, { log: { a: "{{kto}} dobiera.", b_one: "kartę", b_few: "{{count}} karty", b_many: "{{count}} kart", b_other: "x" } }, "pl")).toEqual([
      "pl: log.a takes {kto}, English {actor}",
    ]);
    expect(parityProblems(en, { log: { a: "{{actor}} dobiera.", b_one: "kartę", b_other: "x" } }, "pl")).toEqual(["pl: log.b lacks the plural forms few, many"]);
    expect(parityProblems(en, { log: { a: "{{actor}}", b_other: "{{count}}枚" } }, "ja")).toEqual([]);
  });
});

describe("a log line in Polish", () => {
  const pl = createI18n("pl");
  const t = (key: string, options?: Record<string, unknown>) => pl.t(key, options ?? {});
  const names = { p1: "Ala", p2: "Olek" };
  const draw = (count: number): LogEntry => ({ seq: 1, judge: false, key: "move.draw", seat: "p1", params: { cards: "", hidden: count, from: "p1.deck", to: "p1.hand" } }) as LogEntry;

  it("agrees the verb with the viewer and declines the count (one, few, many)", () => {
    expect(formatWith(t, draw(1), { role: "player", seat: "p1" }, names, "ptcg")).toBe("Dobierasz kartę.");
    expect(formatWith(t, draw(3), { role: "player", seat: "p2" }, names, "ptcg")).toBe("Ala dobiera 3 karty.");
    expect(formatWith(t, draw(5), { role: "spectator" }, names, "ptcg")).toBe("Ala dobiera 5 kart.");
  });

  it("names the Pokémon table's places in the genitive, with the English card terms", () => {
    const bench = { seq: 2, judge: false, key: "move.place", seat: "p2", params: { cards: "Sprout", hidden: 0, from: "p2.hand", to: "p2.bench" } } as LogEntry;
    expect(formatWith(t, bench, { role: "player", seat: "p1" }, names, "ptcg")).toBe("Olek kładzie Sprout do swojego Bencha.");
    expect(formatWith(t, bench, { role: "player", seat: "p2" }, names, "ptcg")).toBe("Kładziesz Sprout do twojego Bencha.");
  });
});
