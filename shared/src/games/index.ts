/** The games Playmat can seat, by id. A new game is a new folder and one line here. */
import type { GameDefinition } from "../engine/definition";
import { ptcg } from "./ptcg";

export const GAMES: Record<string, GameDefinition> = { [ptcg.id]: ptcg };

export function gameById(id: string): GameDefinition | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
