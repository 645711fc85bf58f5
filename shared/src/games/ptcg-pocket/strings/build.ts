/**
 * A language's Pocket strings: the Pokémon TCG's words in that language (by import: the same
 * Pokémon, places, conditions and lines) with Pocket's own over them (its zones, points, the
 * Energy Zone's notes, its win reasons and advisories, its name and table controls).
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

/** `ui`: the table's words (namespace `ptcg-pocket/ui`), Pokémon's controls and menus with Pocket's own over them. */
export function pocketStrings(ptcg: GameStrings, own: { log: Tree; game: Tree; ui: Tree }): GameStrings {
  return { log: merge(ptcg.log ?? {}, own.log), game: merge(ptcg.game ?? {}, own.game), ui: merge(ptcg.ui ?? {}, own.ui) };
}
