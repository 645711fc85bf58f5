/** The client's games: each is a game the shared package defines, with a name in the reader's words. */
import { gameById } from "@playmat/shared";
import { describe, expect, it, vi } from "vitest";
import { t } from "../table/testTable";
import { gameName, gameTableById, gameUiById, gameUis } from "./index";

describe("the game registry", () => {
  it("offers only games the shared package defines, each with its table", () => {
    expect(gameUis().length).toBeGreaterThan(0);
    for (const g of gameUis()) {
      expect(gameById(g.id)).toBe(g.definition);
      expect(gameTableById(g.id)).toBeDefined();
    }
  });

  it("names a game by its key, and an unknown one by its id", () => {
    expect(gameName(t, "ptcg")).toBe("Pokémon TCG");
    expect(gameName(t, "chess-960")).toBe("chess-960");
    expect(gameUiById("toString")).toBeUndefined();
    expect(gameTableById("chess-960")).toBeUndefined();
  });
});

describe("a game's table", () => {
  it("loads only when a room or a record of that game asks for it, once", async () => {
    vi.resetModules();
    const fresh = await import("./index");
    expect(fresh.gameTableById("ptcg")).toBeUndefined();
    const loading = fresh.loadGameTable("ptcg");
    expect(fresh.loadGameTable("ptcg")).toBe(loading);
    const table = await loading;
    expect(fresh.gameTableById("ptcg")).toBe(table);
    expect(fresh.loadGameTable("chess-960")).toBeUndefined();
  });
});
