/** Setup: the coin flip's winner chooses who goes first (seed 001 §5); everyone sees who does. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CenterLine } from "../../../table/CenterLine";
import { Controls } from "../../../table/Controls";
import { zoneMenu } from "../menu/builders";
import { player, playingTable, renderTable } from "../../../table/testTable";

afterEach(cleanup);

/** Setup on a table made now, Alice (p1) won the flip; `first` goes first ("" until she chose: no hand is dealt yet). */
const dealsAfter = (first: "p1" | "p2" | "") =>
  playingTable((s) => {
    s.options = { benchSize: 5, setupOrder: "choose-then-deal" };
    s.phase = "setup";
    s.turn = { number: 0, current: "", first, won: "p1", markers: [], tally: {} };
    s.players = { p1: player("p1", "Alice", { ready: false }), p2: player("p2", "Bob", { ready: false }) };
  });

/** Setup on a table stored before the choice came first (hands dealt as decks loaded); Alice won the flip. */
const older = (first: "p1" | "p2", ready = false) =>
  playingTable((s) => {
    s.options = { benchSize: 5 };
    s.phase = "setup";
    s.turn = { number: 0, current: "", first, won: "p1", markers: [], tally: {} };
    s.players = { p1: player("p1", "Alice", { ready }), p2: player("p2", "Bob", { ready: false }) };
  });

const controls = () => screen.getByRole("region", { name: "Controls" });
const CHOICE = /^Go (first|second)$/;

describe("the coin flip's winner chooses before any hand is dealt", () => {
  it("the winner is offered “Go first” and “Go second”, each one message naming who goes first", () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1", snap: dealsAfter("") });
    const goFirst = within(controls()).getByRole("button", { name: "Go first" });
    const goSecond = within(controls()).getByRole("button", { name: "Go second" });
    for (const button of [goFirst, goSecond]) expect(button.getAttribute("aria-describedby")).toBe("won-flip");
    expect(screen.getByText("You won the coin flip: you choose who goes first.")).toBeTruthy();
    fireEvent.click(goFirst);
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "setup.first", seat: "p1" });
    fireEvent.click(goSecond);
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "setup.first", seat: "p2" });
  });

  it("before the choice there is no Ready or Mulligan (no hand yet), but the deck can still be changed", () => {
    renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p2", snap: dealsAfter("") });
    expect(within(controls()).queryByRole("button", { name: "Ready" })).toBeNull();
    expect(within(controls()).queryByRole("button", { name: "Mulligan" })).toBeNull();
    expect(within(controls()).getByRole("button", { name: "Change deck" })).toBeTruthy();
  });

  it("before the choice the deck stays shut: no Draw, Look at top, Search deck or Take prize", () => {
    for (const seat of ["p1", "p2"] as const) {
      renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat, snap: dealsAfter("") });
      for (const name of ["Draw", "Look at top", "Search deck", "Take prize"]) expect(within(controls()).queryByRole("button", { name })).toBeNull();
      cleanup();
    }
    renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1", snap: dealsAfter("p1") });
    expect(within(controls()).getByRole("button", { name: "Draw" })).toBeTruthy();
  });

  it("before the choice a player may still flip coins and shuffle the deck, which show no card", () => {
    for (const seat of ["p1", "p2"] as const) {
      const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat, snap: dealsAfter("") });
      fireEvent.change(within(controls()).getByRole("spinbutton", { name: "Count" }), { target: { value: "3" } });
      fireEvent.click(within(controls()).getByRole("button", { name: "Flip coin" }));
      expect(ctx.send).toHaveBeenLastCalledWith({ type: "coin", count: 3 });
      fireEvent.click(within(controls()).getByRole("button", { name: "Shuffle deck" }));
      expect(ctx.send).toHaveBeenLastCalledWith({ type: "shuffle", zone: `${seat}.deck` });
      cleanup();
    }
  });

  it("before the choice the deck's menu offers a shuffle but no draw, look or search; a judge's offers them all", () => {
    const { ctx } = renderTable(<></>, { role: "player", seat: "p1", snap: dealsAfter("") });
    expect(zoneMenu(ctx, "p1.deck").map((i) => i.label)).toEqual(["Shuffle deck"]);
    zoneMenu(ctx, "p1.deck")[0]!.onSelect!();
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "shuffle", zone: "p1.deck" });
    cleanup();
    const judged = renderTable(<></>, { role: "judge", seat: "p1", snap: dealsAfter("") });
    expect(zoneMenu(judged.ctx, "p1.deck").map((i) => i.label)).toEqual(expect.arrayContaining(["Draw", "Search deck"]));
  });

  it("the other player has no choice to make, and reads who is choosing", () => {
    renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p2", snap: dealsAfter("") });
    expect(within(controls()).queryByRole("button", { name: CHOICE })).toBeNull();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: dealsAfter("") });
    expect(screen.getByText("Waiting for Alice to choose who goes first…")).toBeTruthy();
    cleanup();
    renderTable(<CenterLine />, { role: "spectator", snap: dealsAfter("") });
    expect(screen.getByText("Waiting for Alice to choose who goes first…")).toBeTruthy();
  });

  it("the winner's own centre line does not ask it to wait, nor to place Pokémon it has not drawn", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: dealsAfter("") });
    expect(screen.queryByText(/^Waiting for/)).toBeNull();
    expect(screen.queryByText(/^Setup: drag a Basic/)).toBeNull();
  });

  it("a judge acting for the winner is offered the same choice", () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "judge", seat: "p1", snap: dealsAfter("") });
    expect(screen.getByText("Alice won the coin flip and chooses who goes first.")).toBeTruthy();
    fireEvent.click(within(controls()).getByRole("button", { name: "Go second" }));
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "setup.first", seat: "p2" });
  });

  it("once chosen the choice is final: no button, and the table says who goes first", () => {
    renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1", snap: dealsAfter("p2") });
    expect(within(controls()).queryByRole("button", { name: CHOICE })).toBeNull();
    expect(within(controls()).getByRole("button", { name: "Ready" })).toBeTruthy();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: dealsAfter("p2") });
    expect(screen.getByText("You go first.")).toBeTruthy();
  });
});

describe("on an older table, the winner may change who goes first until both are ready", () => {
  it("the winner is offered “Go second”, which hands the first turn to the other player", () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1", snap: older("p1") });
    const button = within(controls()).getByRole("button", { name: "Go second" });
    expect(button.getAttribute("aria-describedby")).toBe("won-flip");
    expect(within(controls()).queryByRole("button", { name: "Go first" })).toBeNull();
    fireEvent.click(button);
    expect(ctx.send).toHaveBeenCalledWith({ type: "setup.first", seat: "p2" });
  });

  it("having gone second, the winner may take the first turn back with “Go first”, even once ready", () => {
    const { ctx } = renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p1", snap: older("p2", true) });
    fireEvent.click(within(controls()).getByRole("button", { name: "Go first" }));
    expect(ctx.send).toHaveBeenCalledWith({ type: "setup.first", seat: "p1" });
  });

  it("the other player has no such button", () => {
    renderTable(<Controls onChangeDeck={() => {}} />, { role: "player", seat: "p2", snap: older("p1") });
    expect(within(controls()).queryByRole("button", { name: CHOICE })).toBeNull();
  });

  it("the table says who goes first, to each player and to spectators", () => {
    renderTable(<CenterLine />, { role: "player", seat: "p1", snap: older("p2") });
    expect(screen.getByText("Bob goes first.")).toBeTruthy();
    cleanup();
    renderTable(<CenterLine />, { role: "player", seat: "p2", snap: older("p2") });
    expect(screen.getByText("You go first.")).toBeTruthy();
    cleanup();
    renderTable(<CenterLine />, { role: "spectator", snap: older("p1") });
    expect(screen.getByText("Alice goes first.")).toBeTruthy();
  });
});
