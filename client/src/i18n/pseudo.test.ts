/** The pseudo-locale of the layout test: accented, ~40% longer, parameters untouched. */
import { describe, expect, it } from "vitest";
import { pseudoResources, pseudoString } from "./pseudo";

describe("the pseudo-locale", () => {
  it("accents every letter, keeps parameters, and runs ~40% longer", () => {
    const text = "Take {{count}} prize cards from {{zone}}.";
    const pseudo = pseudoString(text);
    expect(pseudo).toMatch(/^Ţàķé \{\{count\}\} ƥŕížé çàŕđš ƒŕóḿ \{\{zone\}\}\. /);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.3));
    expect(pseudo).not.toMatch(/[a-zA-Z]{2}(?![^{]*\}\})/);
  });

  it("keeps the resources' shape", () => {
    expect(pseudoResources({ a: { b: "Draw" }, c_one: "x" })).toEqual({ a: { b: expect.stringMatching(/^Đŕàŵ /) }, c_one: "ẋ ŵ" });
  });
});
