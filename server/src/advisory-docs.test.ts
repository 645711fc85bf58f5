/**
 * docs/advisories.md is the list of warnings players and testers read: it names every rule the
 * game raises, and nothing else. (Here, not in shared/: shared is pure and reads no files.)
 */
import { readFileSync } from "node:fs";
import { PTCG_ADVISORIES } from "@playmat/shared";
import { describe, expect, it } from "vitest";

describe("docs/advisories.md", () => {
  it("lists the game's advisories, code for code", () => {
    const doc = readFileSync(new URL("../../docs/advisories.md", import.meta.url), "utf8");
    // A code shared with another game's section (table.not-your-turn in Pocket's) counts once.
    const documented = new Set([...doc.matchAll(/^\| `((?:ptcg|table)\.[a-z.-]+)` \|/gm)].map((m) => m[1]));
    expect([...documented].sort()).toEqual(PTCG_ADVISORIES.map((r) => r.code).sort());
  });
});
