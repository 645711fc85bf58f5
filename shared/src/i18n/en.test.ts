/** The English resources: i18next-shaped, every game's words and each registered game's beside them. */
import { describe, expect, it } from "vitest";
import { GAMES } from "../games";
import { en } from "./en";
import { createI18n } from "./instance";

function leaves(node: unknown, path = ""): [string, unknown][] {
  if (typeof node !== "object" || node === null) return [[path, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

describe("English resources", () => {
  const i18n = createI18n();

  it("are plain JSON, one object per namespace, with `ui` left to the client and each game's words under its id", () => {
    expect(JSON.parse(JSON.stringify(en))).toEqual(en);
    // A game's client words (`<id>/ui`) only where it has any: Pokémon's controls and menus.
    const games = Object.values(GAMES).flatMap((g) => [`${g.id}/game`, `${g.id}/log`, ...(g.strings?.en.ui ? [`${g.id}/ui`] : [])]);
    expect(games).toContain("ptcg/ui");
    expect(Object.keys(en).sort()).toEqual(["game", "log", "ui", ...games].sort());
    expect(en.ui).toEqual({});
    const { ui: _ui, ...words } = en;
    for (const [path, value] of leaves(words)) expect(typeof value, path).toBe("string");
  });

  it("are ready as soon as the instance is created", () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t("zone.discard", { ns: "game" })).toBe("discard pile");
  });

  it("give every plural both English forms", () => {
    const keys = leaves(en).map(([path]) => path);
    for (const key of keys.filter((k) => k.endsWith("_one"))) expect(keys, key).toContain(key.replace(/_one$/, "_other"));
  });
});
