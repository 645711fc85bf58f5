import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { player, playingTable, renderTable } from "../testTable";
import { HandSharing } from "./HandSharing";
import { SpectatorPanel } from "./SpectatorPanel";

afterEach(cleanup);

describe("HandSharing", () => {
  it("shows both choices and sends the player's own consent", () => {
    const snap = playingTable((s) => (s.players.p2 = player("p2", "Bob", { showsHand: true })));
    const { live } = renderTable(<HandSharing />, { snap, role: "player", seat: "p1" });
    const box = screen.getByRole("checkbox", { name: "Show hands to spectators" });
    expect(box).toHaveProperty("checked", false);
    const items = within(screen.getByRole("list", { name: "Showing hands to spectators" })).getAllByRole("listitem");
    expect(items.map((li) => [li.dataset.seat, li.dataset.showsHand, li.textContent])).toEqual([
      ["p1", "false", "✗ Alice: does not agree"],
      ["p2", "true", "✓ Bob: agrees"],
    ]);
    // (dnd-kit's live region is a status too.)
    expect(screen.getByText("Spectators see no hand: both players must agree.").getAttribute("role")).toBe("status");
    fireEvent.click(box);
    expect(live.sendOwn).toHaveBeenCalledWith({ type: "spectators.hands", show: true });
  });

  it("is not offered to judges", () => {
    renderTable(<HandSharing />, { role: "judge" });
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});

describe("SpectatorPanel", () => {
  it("says whether hands are shown and follows a seat", () => {
    const snap = playingTable((s) => {
      s.handsShown = true;
      s.players.p1 = player("p1", "Alice", { showsHand: true });
      s.players.p2 = player("p2", "Bob", { showsHand: true });
    });
    const { ctx } = renderTable(<SpectatorPanel />, { snap, role: "spectator", chosenSeat: "p1" });
    const panel = screen.getByRole("region", { name: "Spectating" });
    expect(within(panel).getByRole("status").textContent).toBe("Both players show you their hands.");
    const follow = within(panel).getByRole("radiogroup", { name: "Follow" });
    expect(within(follow).getByRole("radio", { name: "Player 1 (Alice)" })).toHaveProperty("checked", true);
    fireEvent.click(within(follow).getByRole("radio", { name: "Player 2 (Bob)" }));
    expect(ctx.setJudgeSeat).toHaveBeenCalledWith("p2");
  });
});
