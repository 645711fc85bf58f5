/** "Play again" in the Game over panel: who sees what, and where the tab goes. */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GameOver } from "./GameOver";
import { playingTable, renderTable } from "./testTable";

const joinNextGame = vi.fn();
vi.mock("../net/nextGame", () => ({ joinNextGame: (...args: unknown[]) => joinNextGame(...args) }));

const finished = (nextTable = "", nextTableBy = "") =>
  playingTable((s) => {
    s.phase = "finished";
    s.winner = "p2";
    s.winReason = "concede";
    s.nextTable = nextTable;
    s.nextTableBy = nextTableBy;
  });

const panel = () => screen.getByRole("region", { name: "Game over" });
const fakeRoom = (roomId: string) => ({ roomId }) as never;

beforeEach(() => {
  history.replaceState(null, "", "/room/finished1");
  joinNextGame.mockReset();
  joinNextGame.mockImplementation(async (_from: string, next: string) => fakeRoom(next));
});
afterEach(cleanup);

describe("a player at a finished table", () => {
  it("is offered “Play again”, described as a new table with the same seats and decks", () => {
    renderTable(<GameOver onLeave={() => {}} />, { snap: finished(), role: "player", seat: "p1" });
    const button = within(panel()).getByRole("button", { name: "Play again" });
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby")!)!.textContent).toBe("A new table with the same seats and decks; the coin is flipped again.");
  });

  it("starts the next game, sits down there, and leaves the finished table", async () => {
    const nextGame = vi.fn(async () => ({ ok: true as const, roomId: "next42" }));
    const leave = vi.fn(async () => {});
    renderTable(<GameOver onLeave={() => {}} />, { snap: finished(), role: "player", seat: "p1", conn: { nextGame, leave, room: fakeRoom("finished1"), welcome: { role: "player", seat: "p1", roomId: "finished1", judgeCode: "jc-1234" } } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Play again" }));
    await waitFor(() => expect(location.pathname).toBe("/room/next42"));
    expect(nextGame).toHaveBeenCalledTimes(1);
    expect(joinNextGame).toHaveBeenCalledWith("finished1", "next42", "Alice", "jc-1234");
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it("is told why in words when the next game can't start, and stays at the table", async () => {
    const nextGame = vi.fn(async () => ({ ok: false as const, error: { code: "next-game.failed", message: "server words" } }));
    const leave = vi.fn(async () => {});
    renderTable(<GameOver onLeave={() => {}} />, { snap: finished(), role: "player", seat: "p1", conn: { nextGame, leave, room: fakeRoom("finished1") } });
    within(panel()).getByRole("button", { name: "Play again" }).focus();
    fireEvent.click(within(panel()).getByRole("button", { name: "Play again" }));
    expect((await within(panel()).findByRole("alert")).textContent).toBe("The next game could not be set up. Try again.");
    expect(location.pathname).toBe("/room/finished1");
    expect(leave).not.toHaveBeenCalled();
    // Focus stays on the button, which can be pressed again.
    const button = within(panel()).getByRole("button", { name: "Play again" });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-disabled")).toBe("false");
  });

  it("whose opponent started the next game is told so, and goes to that table without starting another", async () => {
    const nextGame = vi.fn();
    renderTable(<GameOver onLeave={() => {}} />, { snap: finished("next42", "p1"), role: "player", seat: "p2", conn: { nextGame, leave: vi.fn(async () => {}), room: fakeRoom("finished1") } });
    expect(within(panel()).getByText("Alice wants to play again.").getAttribute("role")).toBe("status");
    fireEvent.click(within(panel()).getByRole("button", { name: "Play again" }));
    await waitFor(() => expect(location.pathname).toBe("/room/next42"));
    expect(nextGame).not.toHaveBeenCalled();
    expect(joinNextGame).toHaveBeenCalledWith("finished1", "next42", "Bob", undefined);
  });

  it("goes to the room page even when the join can't be made from here (it asks how to enter)", async () => {
    joinNextGame.mockRejectedValueOnce(new Error("This room has a password: enter it to join."));
    renderTable(<GameOver onLeave={() => {}} />, { snap: finished("next42", "p2"), role: "player", seat: "p1", conn: { leave: vi.fn(async () => {}), room: fakeRoom("finished1") } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Play again" }));
    await waitFor(() => expect(location.pathname).toBe("/room/next42"));
  });
});

it("keeps its live region on the page before the other player starts the next game, so the news is read out when it comes", () => {
  const table = renderTable(<GameOver onLeave={() => {}} />, { snap: finished(), role: "player", seat: "p2" });
  const regions = within(panel()).getAllByRole("status");
  table.update(finished("next42", "p1"));
  expect(within(panel()).getAllByRole("status")).toEqual(regions);
  expect(regions.some((region) => region.textContent === "Alice wants to play again.")).toBe(true);
});

describe("a spectator or judge", () => {
  it("sees nothing of it before a player starts the next game", () => {
    renderTable(<GameOver onLeave={() => {}} />, { snap: finished(), role: "spectator" });
    expect(within(panel()).queryByRole("button", { name: /play again|next game/i })).toBeNull();
  });

  it("is told who started it, and may follow", async () => {
    renderTable(<GameOver onLeave={() => {}} />, { snap: finished("next42", "p2"), role: "judge", conn: { leave: vi.fn(async () => {}), room: fakeRoom("finished1") } });
    expect(within(panel()).getByText("Bob started the next game.").getAttribute("role")).toBe("status");
    expect(within(panel()).queryByRole("button", { name: "Play again" })).toBeNull();
    fireEvent.click(within(panel()).getByRole("button", { name: "Go to the next game" }));
    await waitFor(() => expect(location.pathname).toBe("/room/next42"));
  });
});
