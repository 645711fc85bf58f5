/** The games Playmat can seat, by id. A new game is a new folder and one line here. */
import type { Game } from "./game";
import { ptcg } from "./ptcg";
import { ptcgLegacy } from "./ptcg-legacy";
import { sandbox } from "./sandbox";

export type { Game, GameLog, GameStrings } from "./game";

export const GAMES: Readonly<Record<string, Game>> = { [ptcg.id]: ptcg, [ptcgLegacy.id]: ptcgLegacy, [sandbox.id]: sandbox };

export function gameById(id: string): Game | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
