/**
 * The Korean resources hold exactly the English keys, Korean-plural-shaped (one form: each English
 * `_one`/`_other` pair is only `_other`, as i18next asks "ko" for), with the same {{parameters}}
 * in every string. Every game's words (i18n/ko/) and the Pokémon TCG's (games/ptcg/strings/ko.ts).
 */
import { describe, expect, it } from "vitest";
import { en as ptcgEn } from "../games/ptcg/strings/en";
import { ko as ptcgKo } from "../games/ptcg/strings/ko";
import { en } from "./en";
import { ko } from "./ko";

function leaves(node: unknown, path = ""): Map<string, unknown> {
  if (typeof node !== "object" || node === null) return new Map([[path, node]]);
  return new Map(Object.entries(node).flatMap(([key, value]) => [...leaves(value, path ? `${path}.${key}` : key)]));
}

const params = (text: string) => [...text.matchAll(/{{\s*([^}]*?)\s*}}/g)].map((m) => m[1]).sort();

/** Korean's keys are English's less each `_one` that has an `_other` beside it. */
function expectKoreanShape(english: unknown, korean: unknown) {
  const enLeaves = leaves(english);
  const koLeaves = leaves(korean);
  const wanted = [...enLeaves.keys()].filter((k) => !(k.endsWith("_one") && enLeaves.has(k.replace(/_one$/, "_other"))));
  expect([...koLeaves.keys()].sort()).toEqual(wanted.sort());
  for (const [key, text] of koLeaves) {
    expect(typeof text, key).toBe("string");
    expect((text as string).trim(), key).not.toBe("");
    expect(params(text as string), key).toEqual(params(enLeaves.get(key) as string));
  }
}

describe("Korean resources", () => {
  it("every game's words: the English keys, one plural form, the same parameters", () => {
    expectKoreanShape({ game: en.game, log: en.log }, { game: ko.game, log: ko.log });
    expect(ko.ui).toEqual({});
  });

  it("the Pokémon TCG's words: the English keys, one plural form, the same parameters", () => {
    expectKoreanShape(ptcgEn, ptcgKo);
  });

  it("keep seed 000's English terms inside Korean sentences", () => {
    expect(ko.game.zone.discard).toBe("Discard Pile");
    expect(ptcgKo.game?.zone).toMatchObject({ active: "액티브 스팟", bench: "벤치" });
  });
});
