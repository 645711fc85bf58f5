/**
 * Tests only: a fetch that answers GET /api/games as a server seating `games` would (both of
 * today's games by default), or, given "offline", fails as a fetch does when no server answers.
 * Any other path gets the API's 404 (api.unknown).
 */
import { vi } from "vitest";
import type { ServerGame } from "../net/api";

export const SERVED_GAMES: ServerGame[] = [
  { id: "ptcg", name: "Pokémon TCG", deckLists: true },
  { id: "sandbox", name: "Sandbox", deckLists: false },
];

export function serveGames(games: ServerGame[] | "offline" | "slow" = SERVED_GAMES): void {
  vi.stubGlobal("fetch", async (url: string) => {
    if (games === "offline") throw new TypeError("Failed to fetch");
    if (games === "slow") return new Promise<Response>(() => {});
    if (String(url).endsWith("/api/games")) return new Response(JSON.stringify({ ok: true, games }));
    return new Response(JSON.stringify({ ok: false, error: { code: "api.unknown", message: "No such route." } }), { status: 404 });
  });
}
