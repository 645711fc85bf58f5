/** The practice panel: "Switch seats" and the O key turn the practising player to the other seat's side. */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { playingTable, renderTable } from "../testTable";
import { PracticePanel } from "./PracticePanel";
import { seatInView } from "./seatInView";

afterEach(cleanup);

const practising = (view: "p1" | "p2") => playingTable((s) => (s.practiceView = view));

describe("PracticePanel", () => {
  it("says which side is in view, and Switch seats asks for the other one", () => {
    const { live } = renderTable(<PracticePanel />, { snap: practising("p1"), role: "player", seat: "p1" });
    const panel = screen.getByRole("region", { name: "Practice" });
    expect(within(panel).getByRole("status").textContent).toContain("In view: Player 1's side");
    const button = within(panel).getByRole("button", { name: "Switch seats" });
    expect(button.getAttribute("aria-keyshortcuts")).toBe("O");
    fireEvent.click(button);
    expect(live.sendOwn).toHaveBeenCalledWith({ type: "practice.view", seat: "p2" });
  });

  it("switches with the O key, but not while typing", () => {
    const { live } = renderTable(
      <>
        <input aria-label="Chat" />
        <PracticePanel />
      </>,
      { snap: practising("p2"), role: "player", seat: "p2" },
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Chat" }), { key: "o" });
    expect(live.sendOwn).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: "O" });
    expect(live.sendOwn).toHaveBeenCalledWith({ type: "practice.view", seat: "p1" });
  });

  it("is not there for spectators, judges, nor at a table of two players", () => {
    renderTable(<PracticePanel />, { snap: practising("p1"), role: "spectator" });
    renderTable(<PracticePanel />, { snap: practising("p1"), role: "judge" });
    const { live } = renderTable(<PracticePanel />, { snap: playingTable(), role: "player", seat: "p1" });
    expect(screen.queryByRole("region", { name: "Practice" })).toBeNull();
    fireEvent.keyDown(document.body, { key: "o" });
    expect(live.sendOwn).not.toHaveBeenCalled();
  });
});

describe("seatInView", () => {
  const welcome = (role: "player" | "spectator", seat: "p1" | "p2" | null) => ({ role, seat, roomId: "r", replayId: "x", dormantHoldSeconds: 60 });
  it("is the seat in view for the practising player, its own seat otherwise", () => {
    expect(seatInView(welcome("player", "p1"), "p2")).toBe("p2");
    expect(seatInView(welcome("player", "p1"), null)).toBe("p1");
    expect(seatInView(welcome("spectator", null), "p2")).toBeNull();
    expect(seatInView(null, "p1")).toBeNull();
  });
});
