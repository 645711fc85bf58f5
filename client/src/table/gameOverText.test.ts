/**
 * Every reason the log can give for a game's end has game-over words that name the loser: the
 * shell's for every game's reasons, a game's own (its `<id>/ui`, looked up first at its table)
 * for the reasons only its log gives.
 */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/index";

describe("game-over reasons", () => {
  it("has panel words for every reason the log knows", () => {
    // Every game's reasons and each game's own (its `<id>/log` namespace).
    const logNamespaces = Object.keys(LANGUAGES.en!).filter((ns) => ns === "log" || ns.endsWith("/log"));
    const logReasons = logNamespaces.flatMap((ns) => Object.keys((LANGUAGES.en![ns] as { reason?: Record<string, string> }).reason ?? {}));
    expect(logReasons).toContain("no-pokemon");
    const panelOf = (ns: string) => (LANGUAGES.en![ns] as { gameOver?: { reason?: Record<string, string> } } | undefined)?.gameOver?.reason ?? {};
    const shell = panelOf("ui");
    expect(logReasons.length).toBeGreaterThan(2);
    const unworded = logNamespaces.flatMap((ns) => {
      const own = ns === "log" ? {} : panelOf(ns.replace(/\/log$/, "/ui"));
      const reasons = Object.keys((LANGUAGES.en![ns] as { reason?: Record<string, string> }).reason ?? {});
      return reasons.filter((reason) => !(reason in shell) && !(reason in own)).map((reason) => `${ns} ${reason}`);
    });
    expect(unworded).toEqual([]);
  });
});
