/** The game-over panel and focus: a player whose last control went with the game isn't left on the page. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Controls } from "./Controls";
import { GameOver } from "./GameOver";
import { playingTable, renderTable } from "./testTable";

afterEach(cleanup);

const finished = () =>
  playingTable((s) => {
    s.phase = "finished";
    s.winner = "p2";
  });

describe("focus when the game ends", () => {
  it("after “Yes, concede” the controls go with the game: focus goes to the panel “Game over”, which says who won", () => {
    const table = renderTable(
      <>
        <Controls onChangeDeck={() => {}} />
        <GameOver onLeave={() => {}} />
      </>,
      { role: "player", seat: "p1" },
    );
    const controls = screen.getByRole("region", { name: "Controls" });
    const concede = within(controls).getByRole("button", { name: "Concede" });
    concede.focus();
    fireEvent.click(concede);
    fireEvent.click(within(controls).getByRole("button", { name: "Yes, concede" }));
    act(() => table.update(finished()));
    const panel = screen.getByRole("region", { name: "Game over" });
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText("Bob wins!").getAttribute("role")).toBe("status");
  });

  it("leaves focus alone when it is still somewhere (the chat box)", () => {
    const table = renderTable(
      <>
        <input aria-label="Chat message" />
        <GameOver onLeave={() => {}} />
      </>,
      { role: "player", seat: "p1" },
    );
    const chat = screen.getByRole("textbox", { name: "Chat message" });
    chat.focus();
    act(() => table.update(finished()));
    expect(document.activeElement).toBe(chat);
  });
});
