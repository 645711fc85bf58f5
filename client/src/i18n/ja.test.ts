/**
 * The client's Japanese files hold exactly their English files' keys, with the same {{parameters}}:
 * a `_one`/`_other` pair in English is one `_other` key in Japanese (Intl.PluralRules("ja") knows
 * only "other"). To be superseded by the every-language check.
 */
import { describe, expect, it } from "vitest";
import { ui as enUi } from "./en";
import { connection as enConnection } from "./en-connection";
import { entry as enEntry } from "./en-entry";
import { gameOver as enGameOver } from "./en-game-over";
import { judging as enJudging } from "./en-judging";
import { practice as enPractice } from "./en-practice";
import { errors as enErrors } from "./en-refusals";
import { replay as enReplay } from "./en-replay";
import { ui as jaUi } from "./ja";
import { connection as jaConnection } from "./ja-connection";
import { entry as jaEntry } from "./ja-entry";
import { gameOver as jaGameOver } from "./ja-game-over";
import { judging as jaJudging } from "./ja-judging";
import { practice as jaPractice } from "./ja-practice";
import { errors as jaErrors } from "./ja-refusals";
import { replay as jaReplay } from "./ja-replay";

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
    if (!PLURAL.test(key) || key.endsWith("_other")) out.set(key, text);
    else if (!en.has(key.replace(PLURAL, "_other"))) out.set(key.replace(PLURAL, "_other"), text);
  }
  return out;
}

function compare(en: unknown, ja: unknown) {
  const expected = expectedFrom(flatten(en));
  const actual = flatten(ja);
  return {
    missing: [...expected.keys()].filter((k) => !actual.has(k)),
    extra: [...actual.keys()].filter((k) => !expected.has(k)),
    params: [...actual].filter(([k, text]) => expected.has(k) && params(text).join() !== params(expected.get(k)!).join()).map(([k]) => k),
    // An English sentence left as it was (three words or more), not a name or a bare {{zone}}.
    untranslated: [...actual].filter(([k, text]) => /[a-z]{3,} [a-z]{3,} [a-z]{3,}/.test(text) && text === expected.get(k)).map(([k]) => k),
  };
}

const clean = { missing: [], extra: [], params: [], untranslated: [] };

describe("the client's Japanese files", () => {
  it.each([
    ["ja.ts", enUi, jaUi],
    ["ja-entry.ts", enEntry, jaEntry],
    ["ja-judging.ts", enJudging, jaJudging],
    ["ja-refusals.ts", enErrors, jaErrors],
    ["ja-connection.ts", enConnection, jaConnection],
    ["ja-replay.ts", enReplay, jaReplay],
    ["ja-game-over.ts", enGameOver, jaGameOver],
    ["ja-practice.ts", enPractice, jaPractice],
  ])("%s: its English file's keys and parameters, plurals as Japanese has them", (_file, en, ja) => {
    expect(compare(en, ja)).toEqual(clean);
  });

  it("catch a missing key, a stray `_one`, a lost parameter and an English sentence left as it was", () => {
    const en = { a: "{{x}} a", b_one: "a b", b_other: "{{count}} bs", c: "c", d: "one two three" };
    expect(compare(en, { a: "エー", b_one: "ビー", b_other: "{{count}}", d: "one two three", e: "イー" })).toEqual({
      missing: ["c"],
      extra: ["b_one", "e"],
      params: ["a"],
      untranslated: ["d"],
    });
  });
});
