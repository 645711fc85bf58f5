/**
 * `GET /api/games` lists the games this server seats, as the lobby reads them: each one's id,
 * name and whether its players send deck lists, in the registry's order, and nothing else.
 */
import { GAMES } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlaymat, type TestServer } from "./support/playmat";

let server: TestServer;
beforeAll(async () => {
  server = await startPlaymat(2603);
});
afterAll(async () => {
  await server?.shutdown();
});

describe("GET /api/games", () => {
  it("lists every game the server seats, with whether it takes deck lists", async () => {
    const res = await fetch(`${server.url}/api/games`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; games: { id: string; name: string; deckLists: boolean }[] };
    expect(body.ok).toBe(true);
    // Every registered game, in the registry's order: a game added to GAMES is listed with no line here.
    expect(body.games.map((g) => g.id)).toEqual(Object.keys(GAMES));
    expect(body.games).toEqual(
      expect.arrayContaining([
        { id: "ptcg", name: "Pokémon TCG", deckLists: true },
        { id: "sandbox", name: "Sandbox", deckLists: false },
      ]),
    );
    for (const game of body.games) expect(Object.keys(game).sort()).toEqual(["deckLists", "id", "name"]);
  });
});
