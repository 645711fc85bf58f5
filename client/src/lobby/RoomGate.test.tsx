/** The invite link's join choices: who may take a seat from this browser. */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RoomListing } from "../net/api";
import { saveSeatToken } from "../net/storage";
import { RoomGate } from "./RoomGate";

const listing: RoomListing[] = [];
vi.mock("../net/api", () => ({ fetchRooms: async () => listing }));

const fullRoom = (hasPassword: boolean) => ({ roomId: "room1", name: "Friday game", hasPassword, seats: { p1: "Alice", p2: "Bob" } }) as RoomListing;

function openGate() {
  const onJoin = vi.fn();
  render(<RoomGate roomId="room1" busy={false} error={null} onJoin={onJoin} onBack={() => {}} />);
  return onJoin;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  listing.length = 0;
});

describe("an invite link to a room whose seats are both taken", () => {
  it("offers no seat to a stranger, who may still watch", async () => {
    listing.push(fullRoom(true));
    openGate();
    await screen.findByText("Player 1: Alice · Player 2: Bob");
    const join = screen.getByRole("button", { name: "Join as player" });
    expect(join).toHaveProperty("disabled", true);
    // It says why, to a screen reader and on the page.
    const why = document.getElementById(join.getAttribute("aria-describedby") ?? "");
    expect(why?.textContent).toBe("Both seats are taken: you can watch, or judge with the code.");
    expect(screen.getByRole("button", { name: "Spectate" })).toHaveProperty("disabled", false);
  });

  it("lets this browser's player take its seat back with the room password, from a new tab", async () => {
    listing.push(fullRoom(true));
    saveSeatToken("room1", "token-of-bob");
    const onJoin = openGate();
    await screen.findByText("This browser holds a seat at this table: enter the room password and join as player to take it back.");
    fireEvent.change(screen.getByLabelText("Room password"), { target: { value: "sesame" } });
    const join = screen.getByRole("button", { name: "Join as player" });
    expect(join).toHaveProperty("disabled", false);
    fireEvent.click(join);
    expect(onJoin).toHaveBeenCalledWith(expect.objectContaining({ role: "player", password: "sesame" }));
  });
});
