/** The English resources: i18next-shaped, complete for every log key, advisory and game id. */
import { describe, expect, it } from "vitest";
import { ptcg } from "../games/ptcg";
import { en } from "./en";
import { createI18n } from "./instance";

/** The advisory codes the log must be able to word (seed 001; games/ptcg/advisories). */
const ADVISORY_CODES = [
  "ptcg.supporter.first-turn", "ptcg.attack.first-turn", "ptcg.evolve.same-turn", "ptcg.evolve.first-turn",
  "ptcg.rare-candy.first-turn", "ptcg.rare-candy.new-basic", "ptcg.evolve.wrong-stage", "ptcg.energy.second",
  "ptcg.supporter.second", "ptcg.stadium.second", "ptcg.stadium.same-name", "ptcg.stadium.replaced", "ptcg.retreat.second",
  "ptcg.retreat.condition", "ptcg.attack.condition", "ptcg.attack.confused", "ptcg.after-attack", "ptcg.bench.full",
  "ptcg.tool.second", "ptcg.deck.empty-draw", "table.not-your-turn", "ptcg.setup.mulligan-with-basic",
  "ptcg.setup.not-basic", "ptcg.setup.no-active", "ptcg.setup.new-hand", "ptcg.play.non-basic-to-bench",
];

function leaves(node: unknown, path = ""): [string, unknown][] {
  if (typeof node !== "object" || node === null) return [[path, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

describe("English resources", () => {
  const i18n = createI18n();

  it("are plain JSON, one object per namespace, with `ui` left to the client", () => {
    expect(JSON.parse(JSON.stringify(en))).toEqual(en);
    expect(Object.keys(en).sort()).toEqual(["game", "log", "ui"]);
    expect(en.ui).toEqual({});
    for (const [path, value] of leaves({ game: en.game, log: en.log })) expect(typeof value, path).toBe("string");
  });

  it("are ready as soon as the instance is created", () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t("zone.discard", { ns: "game" })).toBe("discard pile");
  });

  it("give every plural both English forms", () => {
    const keys = leaves(en).map(([path]) => path);
    for (const key of keys.filter((k) => k.endsWith("_one"))) expect(keys, key).toContain(key.replace(/_one$/, "_other"));
  });

  it.each([...new Set([...ADVISORY_CODES, ...ptcg.advisories.map((rule) => rule.code)])])("word the advisory %s as a warning sentence", (code) => {
    expect(i18n.exists(`advisory.${code}`, { ns: "log" })).toBe(true);
    expect(i18n.t(`advisory.${code}`, { ns: "log" })).toMatch(/^[A-Z].*[^{}]\.$/);
  });

  it("name every zone, condition, marker and counter of the Pokémon TCG", () => {
    const ids = [
      ...ptcg.zones.map((z) => `zone.${z.id}`),
      ...ptcg.conditions.map((c) => `condition.${c.id}`),
      ...ptcg.markers.map((m) => `marker.${m.id}`),
      ...ptcg.counters.map((c) => `counter.${c}`),
    ];
    for (const id of ids) expect(i18n.exists(id, { ns: "game" }), id).toBe(true);
    for (const zone of ptcg.zones) expect(i18n.exists(`place.${zone.id}`, { ns: "log" }), zone.id).toBe(true);
  });
});
