/** The open rooms: a password room is marked by a lock that needs no emoji font. */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RoomListing } from "../net/api";
import { RoomList } from "./RoomList";

const listing: RoomListing[] = [];
vi.mock("../net/api", () => ({ fetchRooms: async () => listing }));

afterEach(() => {
  cleanup();
  listing.length = 0;
});

describe("a password room in the list", () => {
  it("is marked by a drawn lock named “Password protected”, not the emoji 🔒 (an empty box without an emoji font)", async () => {
    listing.push({ roomId: "room1", name: "Friday game", hasPassword: true, seats: { p1: "Alice" } } as RoomListing);
    render(<RoomList busy={false} onJoin={() => {}} refusal={null} />);
    const lock = await screen.findByRole("img", { name: "Password protected" });
    expect(lock.tagName.toLowerCase()).toBe("svg");
    expect(lock.textContent).toBe("");
    expect(lock.closest("li")?.textContent).not.toMatch(/[\u{1F000}-\u{1FFFF}]/u);
  });
});
