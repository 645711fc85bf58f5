/**
 * The games the lobby offers: those the server seats (GET /api/games) that this page can draw
 * (a GameUi in games/index.ts), in the server's order. A game the page cannot draw is not
 * offered (its table would be an "unknown game" screen); nor is one the server does not seat
 * (its create would be refused). A failed fetch is said in words, never an empty choice.
 */
import { useEffect, useState } from "react";
import type { GameUi } from "../games/gameUi";
import { gameUiById } from "../games";
import { fetchGames, type ServerGame } from "../net/api";

export type OfferedGames =
  | { state: "loading" }
  | { state: "ready"; games: GameUi[] }
  /** `code`: why the list did not come (the API's error code, `network` when the server was not reached). */
  | { state: "failed"; code: string; message: string };

/** The server's games this page can draw, in the server's order. */
export function drawable(served: readonly ServerGame[], uiOf: (id: string) => GameUi | undefined = gameUiById): GameUi[] {
  return served.flatMap((game) => {
    const ui = uiOf(game.id);
    return ui ? [ui] : [];
  });
}

/** Asks the server once per mount; `retry` asks again. */
export function useOfferedGames(): { offered: OfferedGames; retry: () => void } {
  const [offered, setOffered] = useState<OfferedGames>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setOffered({ state: "loading" });
    void fetchGames().then((reply) => {
      if (!live) return;
      if (!reply.ok) setOffered({ state: "failed", code: reply.error.code, message: reply.error.message });
      // A server too old to list its games answers 404 (api.unknown) above; a body without a list is no list either.
      else if (!Array.isArray(reply.games)) setOffered({ state: "failed", code: "games.malformed", message: "The server's answer holds no list of games." });
      else setOffered({ state: "ready", games: drawable(reply.games) });
    });
    return () => void (live = false);
  }, [attempt]);
  return { offered, retry: () => setAttempt((n) => n + 1) };
}
