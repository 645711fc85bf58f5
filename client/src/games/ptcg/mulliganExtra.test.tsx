/** Setup: a player is told how many more cards the other player's mulligans let them draw (seed 001 §5). */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CenterLine } from "../../table/CenterLine";
import { player, playingTable, renderTable } from "../../table/testTable";

afterEach(cleanup);

const setup = (mulligans: { p1?: number; p2?: number }, phase: "setup" | "playing" = "setup") =>
  playingTable((s) => {
    s.phase = phase;
    s.players = { p1: player("p1", "Alice", { ready: false, counters: mulligans.p1 ? { mulligans: mulligans.p1 } : {} }), p2: player("p2", "Bob", { ready: false, counters: mulligans.p2 ? { mulligans: mulligans.p2 } : {} }) };
  });

describe("the other player's mulligans during setup", () => {
  it("tell a player how many more cards they may draw", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: setup({ p2: 2 }) });
    expect(screen.getByText("Bob took 2 mulligans: you may draw up to 2 more cards (set Count, then Draw) before the game begins.")).toBeTruthy();
  });

  it("say it for one mulligan too", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: setup({ p1: 1 }) });
    expect(screen.getByText("Alice took a mulligan: you may draw 1 more card (Draw) before the game begins.")).toBeTruthy();
  });

  it("say nothing to the player who took them, nor once the game has begun", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: setup({ p2: 3 }) });
    expect(document.querySelector("[data-mulligan-extra]")).toBeNull();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: setup({ p2: 3 }, "playing") });
    expect(document.querySelector("[data-mulligan-extra]")).toBeNull();
  });
});
