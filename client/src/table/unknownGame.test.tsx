/** A table of a game this page has no table for says so, with the way back; it never draws another game's. */
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TableScreen } from "./TableScreen";
import { bobsTurnOf, fakeRoom, moveCards, offlineTableTests } from "./testRoom";

offlineTableTests();

describe("a table of an unknown game", () => {
  it("says which game it is, draws no playmat, and goes back to the lobby", async () => {
    const state = bobsTurnOf("chess-960", []);
    const fake = fakeRoom({ state, seat: "p1", onAction: moveCards });
    const onLeave = vi.fn();
    render(<TableScreen room={fake.room} onLeave={onLeave} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("(chess-960)");
    expect(screen.queryByRole("main", { name: "Playmat" })).toBeNull();
    const back = screen.getByRole("button", { name: "Back to lobby" });
    expect(document.activeElement).toBe(back);
    fireEvent.click(back);
    await vi.waitFor(() => expect(onLeave).toHaveBeenCalled());
  });
});
