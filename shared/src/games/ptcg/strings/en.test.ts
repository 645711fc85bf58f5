/**
 * The Pokémon TCG's English words: every advisory worded, every zone, condition, marker and
 * counter named, found where a Pokémon table looks them up (its namespaces, then every game's).
 */
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/instance";
import { lookupNamespaces } from "../../../i18n/namespaces";
import { ptcg } from "../definition";

/** The advisory codes the log must be able to word (seed 001; games/ptcg/advisories). */
const ADVISORY_CODES = [
  "ptcg.supporter.first-turn", "ptcg.attack.first-turn", "ptcg.evolve.same-turn", "ptcg.evolve.first-turn",
  "ptcg.rare-candy.first-turn", "ptcg.rare-candy.new-basic", "ptcg.evolve.wrong-stage", "ptcg.energy.second",
  "ptcg.supporter.second", "ptcg.stadium.second", "ptcg.stadium.same-name", "ptcg.stadium.replaced", "ptcg.retreat.second",
  "ptcg.retreat.condition", "ptcg.attack.condition", "ptcg.attack.confused", "ptcg.after-attack", "ptcg.bench.full",
  "ptcg.tool.second", "ptcg.deck.empty-draw", "table.not-your-turn", "ptcg.setup.mulligan-with-basic",
  "ptcg.setup.not-basic", "ptcg.setup.no-active", "ptcg.setup.new-hand", "ptcg.play.non-basic-to-bench",
];

const log = lookupNamespaces("ptcg", "log");
const game = lookupNamespaces("ptcg", "game");

describe("the Pokémon TCG's English words", () => {
  const i18n = createI18n();

  it.each([...new Set([...ADVISORY_CODES, ...ptcg.advisories.map((rule) => rule.code)])])("word the advisory %s as a warning sentence", (code) => {
    expect(i18n.exists(`advisory.${code}`, { ns: log })).toBe(true);
    expect(i18n.t(`advisory.${code}`, { ns: log })).toMatch(/^[A-Z].*[^{}]\.$/);
  });

  it("name every zone, condition, marker and counter of the game", () => {
    const ids = [
      ...ptcg.zones.map((z) => `zone.${z.id}`),
      ...ptcg.conditions.map((c) => `condition.${c.id}`),
      ...ptcg.markers.map((m) => `marker.${m.id}`),
      ...ptcg.counters.map((c) => `counter.${c.id}`),
    ];
    for (const id of ids) expect(i18n.exists(id, { ns: game }), id).toBe(true);
    for (const zone of ptcg.zones) expect(i18n.exists(`place.${zone.id}`, { ns: log }), zone.id).toBe(true);
  });

  it("stay in this game's namespaces: a table of another game reads none of them", () => {
    expect(i18n.exists("zone.bench", { ns: game })).toBe(true);
    expect(i18n.exists("zone.bench", { ns: lookupNamespaces("another", "game") })).toBe(false);
    expect(i18n.exists("advisory.ptcg.bench.full", { ns: lookupNamespaces(undefined, "log") })).toBe(false);
  });
});
