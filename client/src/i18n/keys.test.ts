/**
 * Every literal key the client passes to t() exists in the English `ui` resources, or, in a
 * game's folder (games/<id>/), in that game's own (`<id>/ui`, looked up first at its table).
 */
import { describe, expect, it } from "vitest";
import { HELP_ROWS } from "../keyboard/shortcuts";
import { LANGUAGES } from "./index";

/** The whole `ui` namespace as the app loads it: en.ts plus the replay's own file. */
const ui = LANGUAGES.en!.ui;

const sources = import.meta.glob(["../**/*.ts", "../**/*.tsx", "!../**/*.test.ts", "!../**/*.test.tsx"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;

function has(path: string, root: unknown = ui): boolean {
  let node: unknown = root;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return false;
    const obj = node as Record<string, unknown>;
    if (part in obj) node = obj[part];
    else if (`${part}_one` in obj || `${part}_other` in obj) return true;
    else return false;
  }
  return typeof node === "string";
}

describe("ui strings", () => {
  it("has every key the code uses", () => {
    const keys = new Set<string>();
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const game = /^\.\.\/games\/([\w-]+)\//.exec(file)?.[1];
      const gameUi = game ? LANGUAGES.en![`${game}/ui`] : undefined;
      for (const m of text.matchAll(/\bt\(\s*"([a-zA-Z][\w.-]*)"(\s*,\s*\{[^}]*ns:)?/g)) {
        if (m[2]) continue;
        keys.add(m[1]!);
        if (!has(m[1]!) && !(gameUi && has(m[1]!, gameUi))) missing.push(`${m[1]} (${file})`);
      }
    }
    for (const [, key] of HELP_ROWS) if (!has(key)) missing.push(`${key} (keyboard/shortcuts.ts)`);
    expect(keys.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
