/**
 * The client's games: one line per game. A game offered here is one the shared GAMES define
 * (the server runs those); the lobby lists these, and a table whose game is not here says so
 * rather than drawing another game's playmat.
 */
import { gameById } from "@playmat/shared";
import { useEffect, useState } from "react";
import { withGameWords, type T } from "../i18n/useT";
import { curseSorcerers } from "./curse-sorcerers";
import type { GameTable, GameUi } from "./gameUi";
import { ptcg } from "./ptcg";
import { ptcgLegacy } from "./ptcg-legacy";
import { ptcgPocket } from "./ptcg-pocket";
import { sandbox } from "./sandbox";
import { toyBattle } from "./toy-battle";

const GAME_UIS: Record<string, GameUi> = {
  [ptcg.id]: ptcg,
  [ptcgPocket.id]: ptcgPocket,
  [ptcgLegacy.id]: ptcgLegacy,
  [sandbox.id]: sandbox,
  [curseSorcerers.id]: curseSorcerers,
  [toyBattle.id]: toyBattle,
};

/** The games the lobby offers, in the order registered: those the shared GAMES define too. */
export const gameUis = (): GameUi[] => Object.values(GAME_UIS).filter((g) => gameById(g.id));

export function gameUiById(id: string): GameUi | undefined {
  return Object.hasOwn(GAME_UIS, id) ? GAME_UIS[id] : undefined;
}

/**
 * A game's name in the reader's words, from the game's own (`<id>/ui`: its nameKey, as at its
 * table); one this page doesn't know, by its id as the server gave it.
 */
export function gameName(t: T, id: string): string {
  const ui = gameUiById(id);
  return ui ? withGameWords(t, ui.id)(ui.nameKey) : id;
}

const tables = new Map<string, GameTable>();
const loading = new Map<string, Promise<GameTable>>();

/**
 * Loads one game's table (a chunk of its own), once: a room or a record loads only its own
 * game's, so a page never downloads the playmats of games it isn't showing.
 */
export function loadGameTable(id: string): Promise<GameTable> | undefined {
  const ui = gameUiById(id);
  if (!ui) return undefined;
  let pending = loading.get(id);
  if (!pending) {
    pending = ui.loadTable().then((table) => (tables.set(id, table), table));
    // A chunk that failed to arrive (the network dropped) is asked for again next time.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Loads every registered game's table: for tests, which draw any game's pieces at once. */
export async function loadGameTables(): Promise<void> {
  await Promise.all(gameUis().map((g) => loadGameTable(g.id)));
}

/** The table of a registered game, once loaded (loadGameTable); undefined for an unknown game. */
export function gameTableById(id: string): GameTable | undefined {
  return tables.get(id);
}

export type GameTableState = { state: "loading" } | { state: "unknown" } | { state: "ready"; table: GameTable };

/**
 * The table of game `id` for a screen to draw: loaded on first use (the screen says it is still
 * loading meanwhile), "unknown" for a game this page has no table for. `id` "" (the table's
 * state not in yet) is loading.
 */
export function useGameTable(id: string): GameTableState {
  const [, loaded] = useState(0);
  const table = id ? gameTableById(id) : undefined;
  const known = id ? gameUiById(id) !== undefined : true;
  useEffect(() => {
    if (!id || table) return;
    let live = true;
    loadGameTable(id)?.then(
      () => live && loaded((n) => n + 1),
      () => live && loaded((n) => n + 1),
    );
    return () => void (live = false);
  }, [id, table]);
  if (table) return { state: "ready", table };
  return known ? { state: "loading" } : { state: "unknown" };
}
