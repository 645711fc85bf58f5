/**
 * Every language of the menu has English's `ui` keys, with the same parameters and its own plural
 * forms (ja and ko are checked the moment they are registered); the choice is remembered and
 * `<html lang>` follows it.
 */
import { parityProblems } from "@playmat/shared/testing";
import { afterEach, describe, expect, it } from "vitest";
import i18next, { chooseLanguage, LANGUAGE_LIST, LANGUAGES } from "./index";

describe("the client's languages", () => {
  afterEach(() => chooseLanguage("en"));

  it("are English and Polish at least, each named in its own words", () => {
    expect(LANGUAGE_LIST.map((l) => [l.code, l.name])).toEqual(expect.arrayContaining([["en", "English"], ["pl", "Polski"]]));
  });

  it.each(LANGUAGE_LIST.filter((l) => l.code !== "en").map((l) => l.code))("%s has every English ui key, with the same parameters and its plural forms", (code) => {
    expect(parityProblems(LANGUAGES.en!.ui, LANGUAGES[code]!.ui, code)).toEqual([]);
  });

  it("switch the page, remember the choice, and set <html lang>", () => {
    chooseLanguage("pl");
    expect(i18next.language).toBe("pl");
    expect(localStorage.getItem("playmat.lang")).toBe("pl");
    expect(document.documentElement.lang).toBe("pl");
    expect(i18next.t("controls.draw")).toBe("Dobierz");
    expect(i18next.t("zone.cardsCount", { count: 1 })).toBe("1 karta");
    expect(i18next.t("zone.cardsCount", { count: 3 })).toBe("3 karty");
    expect(i18next.t("zone.cardsCount", { count: 12 })).toBe("12 kart");
    expect(i18next.t("zone.cardsCount", { count: 22 })).toBe("22 karty");
    chooseLanguage("en");
    expect(document.documentElement.lang).toBe("en");
    expect(i18next.t("controls.draw")).toBe("Draw");
  });

  it("ignore a language that is not registered", () => {
    chooseLanguage("xx");
    expect(i18next.language).toBe("en");
  });
});
