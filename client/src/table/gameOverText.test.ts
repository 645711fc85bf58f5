/** Every reason the log can give for a game's end has game-over words that name the loser. */
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/index";

describe("game-over reasons", () => {
  it("has panel words for every reason the log knows", () => {
    const logReasons = Object.keys((LANGUAGES.en!.log as { reason: Record<string, string> }).reason);
    const panel = (LANGUAGES.en!.ui as { gameOver: { reason: Record<string, string> } }).gameOver.reason;
    expect(logReasons.length).toBeGreaterThan(3);
    expect(logReasons.filter((reason) => !(reason in panel))).toEqual([]);
  });
});
