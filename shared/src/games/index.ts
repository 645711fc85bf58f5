/** The games Playmat can seat, by id. A new game is a new folder and one line here. */
import { curseSorcerers } from "./curse-sorcerers";
import type { Game } from "./game";
import { ptcg } from "./ptcg";
import { ptcgLegacy } from "./ptcg-legacy";
import { ptcgPocket } from "./ptcg-pocket";
import { sandbox } from "./sandbox";
import { toyBattle } from "./toy-battle";

export type { Game, GameLog, GameStrings } from "./game";

export const GAMES: Readonly<Record<string, Game>> = {
  [ptcg.id]: ptcg,
  [ptcgPocket.id]: ptcgPocket,
  [ptcgLegacy.id]: ptcgLegacy,
  [sandbox.id]: sandbox,
  [curseSorcerers.id]: curseSorcerers,
  [toyBattle.id]: toyBattle,
};

export function gameById(id: string): Game | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
