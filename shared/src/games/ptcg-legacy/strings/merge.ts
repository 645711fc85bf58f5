/**
 * A legacy table's words are the Pokémon TCG's (ptcg/strings) with the era's own beside them:
 * one deep merge per language, so a key both games share is written once, in ptcg's files.
 */
import type { GameStrings } from "../../game";

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

export function mergeTrees(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) out[key] = isTree(value) && isTree(out[key]) ? mergeTrees(out[key] as Tree, value) : value;
  return out;
}

/** `ui`: the table's and the lobby's words (namespace `ptcg-legacy/ui`), Pokémon's controls and menus with the era's own over them. */
export function withPtcg(ptcg: GameStrings, legacy: { log: Tree; game: Tree; ui: Tree }): GameStrings {
  return { log: mergeTrees(ptcg.log ?? {}, legacy.log), game: mergeTrees(ptcg.game ?? {}, legacy.game), ui: mergeTrees(ptcg.ui ?? {}, legacy.ui) };
}
