/** Every literal key the client passes to t() exists in the English `ui` resources. */
import { describe, expect, it } from "vitest";
import { HELP_ROWS } from "../keyboard/shortcuts";
import { LANGUAGES } from "./index";

/** The whole `ui` namespace as the app loads it: en.ts plus the replay's own file. */
const ui = LANGUAGES.en!.ui;

const sources = import.meta.glob(["../**/*.ts", "../**/*.tsx", "!../**/*.test.ts", "!../**/*.test.tsx"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;

function has(path: string): boolean {
  let node: unknown = ui;
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
    for (const text of Object.values(sources)) {
      for (const m of text.matchAll(/\bt\(\s*"([a-zA-Z][\w.-]*)"(\s*,\s*\{[^}]*ns:)?/g)) if (!m[2]) keys.add(m[1]!);
    }
    for (const [, key] of HELP_ROWS) keys.add(key);
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((k) => !has(k))).toEqual([]);
  });
});
