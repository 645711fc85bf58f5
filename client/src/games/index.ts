/**
 * The client's games: one line per game. A game offered here is one the shared GAMES define
 * (the server runs those); the lobby lists these, and a table whose game is not here says so
 * rather than drawing another game's playmat.
 */
import { gameById } from "@playmat/shared";
import type { T } from "../i18n/useT";
import type { GameTable, GameUi } from "./gameUi";
import { ptcg } from "./ptcg";

const GAME_UIS: Record<string, GameUi> = {
  [ptcg.id]: ptcg,
};

/** The games the lobby offers, in the order registered: those the shared GAMES define too. */
export const gameUis = (): GameUi[] => Object.values(GAME_UIS).filter((g) => gameById(g.id));

export function gameUiById(id: string): GameUi | undefined {
  return Object.hasOwn(GAME_UIS, id) ? GAME_UIS[id] : undefined;
}

/** A game's name in the reader's words; one this page doesn't know, by its id as the server gave it. */
export function gameName(t: T, id: string): string {
  const ui = gameUiById(id);
  return ui ? t(ui.nameKey) : id;
}

const tables = new Map<string, GameTable>();

/**
 * Loads every registered game's table (a chunk each), before the table screen or the replay
 * viewer draws: after this, gameTableById answers at once.
 */
export async function loadGameTables(): Promise<void> {
  await Promise.all(gameUis().map(async (g) => void tables.set(g.id, await g.loadTable())));
}

/** The table of a registered game, once loaded (loadGameTables); undefined for an unknown game. */
export function gameTableById(id: string): GameTable | undefined {
  return tables.get(id);
}
