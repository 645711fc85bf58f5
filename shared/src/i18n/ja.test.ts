/**
 * The Japanese resources hold exactly the English keys, with the same {{parameters}}: a `_one`/
 * `_other` pair in English is one `_other` key in Japanese (Intl.PluralRules("ja") knows only
 * "other"), which i18next reads whatever the count. To be superseded by the every-language check.
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { en as ptcgEn } from "../games/ptcg/strings/en";
import { ja as ptcgJa } from "../games/ptcg/strings/ja";
import { game as enGame } from "./en/game";
import { log as enLog } from "./en/log";
import { game as jaGame } from "./ja/game";
import { log as jaLog } from "./ja/log";

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

const params = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([\w-]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

/** Each Japanese key with the English text it translates: a plural's `_other` form stands for the whole set. */
function expectedFrom(en: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of en) {
    if (!PLURAL.test(key)) out.set(key, text);
    else if (key.endsWith("_other")) out.set(key, text);
    else if (!en.has(key.replace(PLURAL, "_other"))) out.set(key.replace(PLURAL, "_other"), text);
  }
  return out;
}

function compare(en: unknown, ja: unknown) {
  const expected = expectedFrom(flatten(en));
  const actual = flatten(ja);
  const missing = [...expected.keys()].filter((k) => !actual.has(k));
  const extra = [...actual.keys()].filter((k) => !expected.has(k));
  const params_ = [...actual].filter(([k, text]) => expected.has(k) && params(text).join() !== params(expected.get(k)!).join()).map(([k]) => k);
  const untranslated = [...actual].filter(([k, text]) => /[a-z]{3,} [a-z]{3,} [a-z]{3,}/.test(text) && text === expected.get(k)).map(([k]) => k);
  return { missing, extra, params: params_, untranslated };
}

const clean = { missing: [], extra: [], params: [], untranslated: [] };

describe("the Japanese resources", () => {
  it.each([
    ["game (shared)", enGame, jaGame],
    ["log (shared)", enLog, jaLog],
    ["ptcg/game", ptcgEn.game, ptcgJa.game],
    ["ptcg/log", ptcgEn.log, ptcgJa.log],
  ])("%s: the English keys and parameters, plurals as Japanese has them", (_name, en, ja) => {
    expect(compare(en, ja)).toEqual(clean);
  });

  it("catch a missing key, a stray `_one` and a lost parameter", () => {
    const en = { a: "{{x}} a", b_one: "a b", b_other: "{{count}} bs", c: "c" };
    expect(compare(en, { a: "エー", b_one: "ビー", b_other: "{{count}}", d: "ディー" })).toEqual({
      missing: ["c"],
      extra: ["b_one", "d"],
      params: ["a"],
      untranslated: [],
    });
  });

  it("are read by i18next in Japanese through `_other` for a count of 1 too", () => {
    const instance = i18next.createInstance();
    void instance.init({ lng: "ja", resources: { ja: { log: jaLog } }, defaultNS: "log", initAsync: false, interpolation: { escapeValue: false } });
    expect(instance.t("look.top", { actor: "あなた", zone: "山札", count: 1 })).toBe("あなたは山札の上から1枚を見ました。");
    expect(instance.t("history.undone", { actor: "Bob", player: "Alice", count: 1, context: "you" })).toBe("Bobはあなたの直前の1個の操作の取り消しに同意しました。");
  });
});
