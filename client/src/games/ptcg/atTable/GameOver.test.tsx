/** The game-over panel and focus: a player whose last control went with the game isn't left on the page. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Controls } from "../../../table/Controls";
import { GameOver } from "../../../table/GameOver";
import { playingTable, renderTable } from "../../../table/testTable";

afterEach(cleanup);

const finished = (winReason = "concede") =>
  playingTable((s) => {
    s.phase = "finished";
    s.winner = "p2";
    s.winReason = winReason;
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
    expect(within(panel).getByText("Bob wins: you conceded.").getAttribute("role")).toBe("status");
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

describe("what the panel says", () => {
  const said = (snap: ReturnType<typeof finished>, seat: "p1" | "p2" | null) => {
    renderTable(<GameOver onLeave={() => {}} />, { snap, role: seat ? "player" : "spectator", seat });
    // The first status is the result; the record's choices have their own.
    return within(screen.getByRole("region", { name: "Game over" })).getAllByRole("status")[0]!.textContent;
  };

  it("names who won and why, in the reader's words", () => {
    expect(said(finished("concede"), "p1")).toBe("Bob wins: you conceded.");
    cleanup();
    expect(said(finished("concede"), "p2")).toBe("You win: Alice conceded.");
    cleanup();
    expect(said(finished("no-pokemon"), "p1")).toBe("Bob wins: you have no Pokémon in play.");
    cleanup();
    expect(said(finished("deck-out"), null)).toBe("Bob wins: Alice could not draw.");
    cleanup();
    expect(said(finished("prizes"), "p2")).toBe("You win: all prize cards taken.");
  });

  it("says a draw and its reason", () => {
    const draw = playingTable((s) => {
      s.phase = "finished";
      s.winner = "draw";
      s.winReason = "sudden-death";
    });
    expect(said(draw, "p1")).toBe("It's a draw: both players met a win condition at once.");
  });

  it("says only who won for a table stored before the reason was kept", () => {
    expect(said(finished(""), "p1")).toBe("Bob wins!");
  });
});
