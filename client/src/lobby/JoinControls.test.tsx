/** A listed table that takes no more spectators says so, instead of offering "Spectate" in vain. */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JoinControls } from "./JoinControls";

afterEach(cleanup);

describe("“Spectate”", () => {
  it("is disabled on a table full of spectators, and says why", () => {
    const onJoin = vi.fn();
    render(<JoinControls hasPassword={false} seatsFree spectatorsFull busy={false} onJoin={onJoin} />);
    const spectate = screen.getByRole("button", { name: "Spectate" }) as HTMLButtonElement;
    expect(spectate.disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Spectate", description: "This table has as many spectators as it takes: nobody else can watch for now." })).toBe(spectate);
    fireEvent.click(spectate);
    expect(onJoin).not.toHaveBeenCalled();
    // A seat can still be taken.
    expect((screen.getByRole("button", { name: "Join as player" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("goes through while the table takes spectators", () => {
    const onJoin = vi.fn();
    render(<JoinControls hasPassword={false} seatsFree busy={false} onJoin={onJoin} />);
    fireEvent.click(screen.getByRole("button", { name: "Spectate" }));
    expect(onJoin).toHaveBeenCalledWith({ role: "spectator" });
  });
});
