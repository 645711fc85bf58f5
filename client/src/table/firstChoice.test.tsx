/** Setup: the coin flip's winner chooses who goes first (seed 001 §5); everyone sees who does. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CenterLine } from "./CenterLine";
import { Controls } from "./Controls";
import { player, playingTable, renderTable } from "./testTable";

afterEach(cleanup);

/** Setup, Alice (p1) won the flip; `first` goes first. */
const setup = (first: "p1" | "p2", ready = false) =>
  playingTable((s) => {
    s.phase = "setup";
    s.turn = { number: 0, current: "", first, won: "p1", attacked: false, tally: {} };
    s.players = { p1: player("p1", "Alice", { ready }), p2: player("p2", "Bob", { ready: false }) };
  });

const controls = () => screen.getByRole("region", { name: "Controls" });

describe("choosing who goes first", () => {
  it("the winner is offered “Go second”, which hands the first turn to the other player", () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1", snap: setup("p1") });
    const button = within(controls()).getByRole("button", { name: "Go second" });
    expect(button.getAttribute("aria-describedby")).toBe("won-flip");
    expect(screen.getByText("You won the coin flip: you choose who goes first.")).toBeTruthy();
    fireEvent.click(button);
    expect(ctx.send).toHaveBeenCalledWith({ type: "setup.first", seat: "p2" });
  });

  it("having gone second, the winner may take the first turn back with “Go first”, even once ready", () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1", snap: setup("p2", true) });
    fireEvent.click(within(controls()).getByRole("button", { name: "Go first" }));
    expect(ctx.send).toHaveBeenCalledWith({ type: "setup.first", seat: "p1" });
  });

  it("the other player has no such button", () => {
    renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p2", snap: setup("p1") });
    expect(within(controls()).queryByRole("button", { name: /^Go (first|second)$/ })).toBeNull();
  });

  it("the table says who goes first, to each player and to spectators", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: setup("p2") });
    expect(screen.getByText("Bob goes first.")).toBeTruthy();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: setup("p2") });
    expect(screen.getByText("You go first.")).toBeTruthy();
    cleanup();
    renderTable(<CenterLine />, { role: "spectator", snap: setup("p1") });
    expect(screen.getByText("Alice goes first.")).toBeTruthy();
  });
});
