/**
 * Toy Battle's words: every language has every English key with the same parameters and its own
 * plural forms (the parity the shared resources are held to; the game is not in GAMES yet, so
 * its strings are checked here), every advisory and win reason has its English line, and the
 * tiles keep seed 003's Korean names.
 */
import { describe, expect, it } from "vitest";
import { leaves, parityProblems } from "../../../testing/i18n-parity";
import { toyBattle } from "../definition";
import { TILE_NUMBERS } from "../tiles";
import { WIN_REASONS } from "../win";
import { en } from "./en";
import { ko } from "./ko";

const languages = Object.entries(toyBattle.strings ?? {}).filter(([lng]) => lng !== "en");

describe("Toy Battle's strings", () => {
  it("come in English, Japanese, Korean and Polish", () => {
    expect(Object.keys(toyBattle.strings ?? {}).sort()).toEqual(["en", "ja", "ko", "pl"]);
  });

  it.each(languages)("%s has every English key, with the same parameters and its own plural forms", (lng, strings) => {
    expect(parityProblems(en, strings, lng)).toEqual([]);
  });

  it("word every advisory and every win reason in English", () => {
    const keys = new Set(leaves(en.log).map(([key]) => key));
    for (const rule of toyBattle.advisories) expect(keys.has(`advisory.${rule.code}`), rule.code).toBe(true);
    for (const reason of Object.values(WIN_REASONS)) expect(keys.has(`reason.${reason}`), reason).toBe(true);
    for (const assist of Object.keys(toyBattle.assists)) {
      expect(keys.has(`note.effect.${assist}`), assist).toBe(true);
      expect(leaves(en.game).some(([key]) => key === `effect.${assist}`), assist).toBe(true);
    }
  });

  it("name the tiles by seed 003's Korean names in Korean, and by a name of each in every language", () => {
    const names = (ko.game as { tile: Record<number, string> }).tile;
    expect(TILE_NUMBERS.map((n) => names[n])).toEqual(["해골이", "캡틴", "거인병", "코코 선장", "XB-42", "레인보우", "렉시", "꽉스"]);
    for (const [, strings] of Object.entries(toyBattle.strings ?? {})) {
      const tile = (strings.game as { tile: Record<number, string> }).tile;
      for (const n of TILE_NUMBERS) expect(tile[n]?.length).toBeGreaterThan(0);
    }
  });
});
