/**
 * The client's Korean files hold exactly the keys of their English files, Korean-plural-shaped
 * (one form: each English `_one`/`_other` pair is only `_other`, as i18next asks "ko" for), with
 * the same {{parameters}} in every string.
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
import { ui } from "./ko";
import { connection } from "./ko-connection";
import { entry } from "./ko-entry";
import { gameOver } from "./ko-game-over";
import { judging } from "./ko-judging";
import { practice } from "./ko-practice";
import { errors } from "./ko-refusals";
import { replay } from "./ko-replay";

function leaves(node: unknown, path = ""): Map<string, unknown> {
  if (typeof node !== "object" || node === null) return new Map([[path, node]]);
  return new Map(Object.entries(node).flatMap(([key, value]) => [...leaves(value, path ? `${path}.${key}` : key)]));
}

const params = (text: string) => [...text.matchAll(/{{\s*([^}]*?)\s*}}/g)].map((m) => m[1]).sort();

const FILES: [string, unknown, unknown][] = [
  ["ko.ts", enUi, ui],
  ["ko-entry.ts", enEntry, entry],
  ["ko-judging.ts", enJudging, judging],
  ["ko-refusals.ts", enErrors, errors],
  ["ko-connection.ts", enConnection, connection],
  ["ko-replay.ts", enReplay, replay],
  ["ko-game-over.ts", enGameOver, gameOver],
  ["ko-practice.ts", enPractice, practice],
];

describe("the client's Korean strings", () => {
  it.each(FILES)("%s has its English file's keys, one plural form, and the same parameters", (_file, english, korean) => {
    const enLeaves = leaves(english);
    const koLeaves = leaves(korean);
    const wanted = [...enLeaves.keys()].filter((k) => !(k.endsWith("_one") && enLeaves.has(k.replace(/_one$/, "_other"))));
    expect([...koLeaves.keys()].sort()).toEqual(wanted.sort());
    for (const [key, text] of koLeaves) {
      expect(typeof text, key).toBe("string");
      expect((text as string).trim(), key).not.toBe("");
      expect(params(text as string), key).toEqual(params(enLeaves.get(key) as string));
    }
  });
});
