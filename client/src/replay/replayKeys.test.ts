/** Every literal key the replay code passes to its `rt()` exists in en-replay.ts (i18n/keys.test.ts checks en.ts for `t()`). */
import { describe, expect, it } from "vitest";
import { replay } from "../i18n/en-replay";

const sources = import.meta.glob(["./*.ts", "./*.tsx", "../table/GameOver.tsx", "!./*.test.ts", "!./*.test.tsx"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;

function has(path: string): boolean {
  let node: unknown = replay;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object" || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

describe("replay strings", () => {
  it("has every key the replay code uses", () => {
    const keys = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/\brt\(\s*"([a-zA-Z][\w.-]*)"/g)) keys.add(m[1]!);
      // Keys picked by a condition: rt(yes ? "room.choiceYes" : "room.choiceNo").
      for (const m of text.matchAll(/\brt\([^()"]*\?\s*"([\w.-]+)"\s*:\s*"([\w.-]+)"/g)) keys.add(m[1]!).add(m[2]!);
    }
    for (const how of ["first", "previous", "next", "last", "previousTurn", "nextTurn"]) keys.add(`controls.${how}`);
    for (const viewer of ["p1", "p2", "spectator", "judge"]) keys.add(`viewer.${viewer}`);
    for (const code of ["record.json", "record.format", "record.version", "record.invalid", "record.read", "replay.unknown", "replay.in-progress", "replay.forbidden", "replay.guesses", "replay.busy", "network"]) keys.add(`errors.${code}`);
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((k) => !has(k))).toEqual([]);
  });
});
