/** Every reason the log can give for a game's end has game-over words that name the loser. */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/index";

describe("game-over reasons", () => {
  it("has panel words for every reason the log knows", () => {
    // Every game's reasons and each game's own (its `<id>/log` namespace).
    const logNamespaces = Object.keys(LANGUAGES.en!).filter((ns) => ns === "log" || ns.endsWith("/log"));
    const logReasons = logNamespaces.flatMap((ns) => Object.keys((LANGUAGES.en![ns] as { reason?: Record<string, string> }).reason ?? {}));
    // A game's own reasons are among them (each game's namespace is read, not the shared one alone).
    const gamesOwn = logNamespaces.filter((ns) => ns !== "log").flatMap((ns) => Object.keys((LANGUAGES.en![ns] as { reason?: Record<string, string> }).reason ?? {}));
    expect(gamesOwn.length).toBeGreaterThan(0);
    const panel = (LANGUAGES.en!.ui as { gameOver: { reason: Record<string, string> } }).gameOver.reason;
    expect(logReasons.length).toBeGreaterThan(3);
    expect(logReasons.filter((reason) => !(reason in panel))).toEqual([]);
  });
});
