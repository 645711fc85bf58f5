/**
 * A language's Pocket strings: the Pokémon TCG's words in that language (by import: the same
 * Pokémon, places, conditions and lines) with Pocket's own over them (its zones, points, the
 * Energy Zone's notes, its win reasons and advisories).
 */
import type { GameStrings } from "../../game";

type Tree = Record<string, unknown>;

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = typeof value === "object" && value !== null && typeof under === "object" && under !== null ? merge(under as Tree, value as Tree) : value;
  }
  return out;
}

export function pocketStrings(ptcg: GameStrings, own: { log: Tree; game: Tree }): GameStrings {
  return { log: merge(ptcg.log ?? {}, own.log), game: merge(ptcg.game ?? {}, own.game) };
}
