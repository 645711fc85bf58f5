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

describe("a nickname the server would refuse", () => {
  it("is said by the Nickname field, which takes focus, and nothing is sent", async () => {
    listing.push({ ...fullRoom(false), seats: { p1: "Alice" } } as RoomListing);
    const onJoin = openGate();
    await screen.findByText(/Player 1: Alice/);
    const nickname = screen.getByRole("textbox", { name: "Nickname" });
    fireEvent.change(nickname, { target: { value: "\u200b\u200b" } });
    fireEvent.click(screen.getByRole("button", { name: "Join as player" }));
    expect(onJoin).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(
      "Nothing in this nickname shows on a screen (it is made of invisible characters): type a nickname, or leave the field empty for “Player”.",
    );
    expect(nickname.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(nickname);
    // Typed again, the warning goes, and a readable nickname joins.
    fireEvent.change(nickname, { target: { value: "Carol" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Join as player" }));
    expect(onJoin).toHaveBeenCalledWith(expect.objectContaining({ role: "player", name: "Carol" }));
  });
});
