/**
 * §8.2's game clock as both players read it: the 40 minutes counted down from the server's
 * stamp when play began, then how far past them, with each player's overruns; nothing at a
 * casual table (no clock-start).
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { player, playingTable, renderTable } from "../../table/testTable";
import { GameClock } from "./GameClock";

const START = 1_767_261_600; // seconds since 1970, as the server stamped it
afterEach(cleanup);

const table = (counters: Record<"p1" | "p2", Record<string, number>>) =>
  playingTable((snap) => {
    snap.game = "curse-sorcerers";
    snap.players = { p1: player("p1", "Alice", { counters: counters.p1 }), p2: player("p2", "Bob", { counters: counters.p2 }) };
  });

describe("the game clock", () => {
  it("counts the 40 minutes down from when play began", () => {
    const snap = table({ p1: { "clock-start": START }, p2: { "clock-start": START } });
    renderTable(<GameClock now={() => (START + 65) * 1000} />, { snap, role: "player", seat: "p2" });
    expect(within(screen.getByRole("region", { name: "Game clock" })).getByRole("timer").textContent).toBe("38:55 left");
  });

  it("says how far past them the game is, and each player's overruns", () => {
    const snap = table({ p1: { "clock-start": START, "clock-overruns": 1 }, p2: { "clock-start": START } });
    renderTable(<GameClock now={() => (START + 41 * 60 + 5) * 1000} />, { snap, role: "spectator" });
    const clock = screen.getByRole("region", { name: "Game clock" });
    expect(within(clock).getByRole("timer").textContent).toBe("Time is up: 1:05 over");
    expect(within(clock).getByText("Alice: 1 overrun(s)")).toBeTruthy();
    expect(within(clock).queryByText(/Bob/)).toBeNull();
  });

  it("is not shown at a casual table", () => {
    renderTable(<GameClock />, { snap: table({ p1: {}, p2: {} }) });
    expect(screen.queryByRole("region", { name: "Game clock" })).toBeNull();
  });
});
