/**
 * Where a key is looked up at a table: the table's game's own words first (its strings,
 * registered as `<game id>/log` and `<game id>/game`), then every game's (`log`, `game`).
 * i18next tries the namespaces of a lookup in order, so a game words a line its own way by
 * holding the key, and two games may each word one key differently.
 */
import { GAMES } from "../games";

/** `ui`: the words of the game's client folder (GameStrings.ui), looked up before the client's own `ui`. */
export type SharedPart = "log" | "game" | "ui";

/** A game's namespace for one part of its strings: "ptcg/log". */
export const gameNamespace = (game: string, part: SharedPart): string => `${game}/${part}`;

/** The namespaces a `part` key is looked up in at a table of `game` (none: every game's words only, `part`). */
export const lookupNamespaces = (game: string | undefined, part: SharedPart): string | string[] =>
  game ? [gameNamespace(game, part), part] : part;

/**
 * Every registered game's strings in `lng`, by namespace ("ptcg/log", "ptcg/game", "ptcg/ui"). A game
 * without strings in that language gives none: i18next falls back to its English ones.
 */
export function gameResources(lng: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const game of Object.values(GAMES)) {
    const strings = game.strings?.[lng];
    if (!strings) continue;
    for (const part of ["log", "game", "ui"] as const) {
      const resources = strings[part];
      if (resources) out[gameNamespace(game.id, part)] = resources;
    }
  }
  return out;
}
