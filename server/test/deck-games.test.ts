/**
 * The HTTP deck and card routes read a request's game: one that names none is Pokémon's, as
 * every request was before games were named, and one that names a game this server doesn't
 * have is refused, saying which it has, with nothing looked up.
 */
import { GAMES } from "@playmat/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startPlaymat, type TestServer } from "./support/playmat";

let server: TestServer;
beforeAll(async () => {
  server = await startPlaymat(2599);
});
afterAll(async () => {
  await server?.shutdown();
});

async function answer(path: string, body?: unknown) {
  const init = body === undefined ? undefined : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const res = await fetch(`${server.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

// The refusal lists every game the server has, whichever are registered.
const UNKNOWN = { ok: false, error: { code: "game.unknown", message: `There is no game "chess" on this server; try one of: ${Object.keys(GAMES).join(", ")}.` } };

describe("the deck and card routes, per game", () => {
  it("read a list as Pokémon's whether the request names ptcg or no game", async () => {
    const unnamed = await answer("/api/decks/resolve", { demo: "demo-ember-owls" });
    const named = await answer("/api/decks/resolve", { demo: "demo-ember-owls", game: "ptcg" });
    expect(named).toEqual(unnamed);
    expect(named.body.report).toMatchObject({ format: "ptcgl", total: 60, warnings: [] });
  });

  it("refuse a game the server doesn't have, looking nothing up", async () => {
    const lookups = vi.spyOn(server.cards, "find");
    expect(await answer("/api/decks/resolve", { list: "4 Ralts SVI 84", game: "chess" })).toEqual({ status: 400, body: UNKNOWN });
    expect(lookups).not.toHaveBeenCalled();
    expect(await answer("/api/cards?ids=demo-pma-1&game=chess")).toEqual({ status: 400, body: UNKNOWN });
    expect(await answer("/api/config?game=chess")).toEqual({ status: 400, body: UNKNOWN });
  });

  it("list a game's demo decks and give its cards by id", async () => {
    const demoDecks = [{ id: "demo-ember-owls", name: "Ember Owls" }, { id: "demo-lantern-vigil", name: "Lantern Vigil" }];
    expect((await answer("/api/config")).body.demoDecks).toEqual(demoDecks);
    expect((await answer("/api/config?game=ptcg")).body.demoDecks).toEqual(demoDecks);
    expect((await answer("/api/cards?ids=demo-pma-1&game=ptcg")).body.cards.map((card: { name: string }) => card.name)).toEqual(["Cindle"]);
  });
});
