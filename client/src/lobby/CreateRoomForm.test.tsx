/**
 * Creating a room: the games offered are those the server seats that this page can draw, and
 * what is typed is what is asked for, or the form says why not.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateRoomForm } from "./CreateRoomForm";
import { serveGames } from "../testing/serveGames";

beforeEach(() => serveGames());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function form() {
  const onCreate = vi.fn();
  render(<CreateRoomForm busy={false} onCreate={onCreate} defaultName="Alice" />);
  const bench = (await screen.findByRole("spinbutton", { name: "Bench size" })) as HTMLInputElement;
  return { onCreate, bench, create: screen.getByRole("button", { name: "Create room" }) };
}

const offered = () => within(screen.getByRole("combobox", { name: "Game" })).getAllByRole("option").map((o) => o.textContent);

describe("the game choice", () => {
  it("offers the games the server seats that this page can draw, in the server's order", async () => {
    serveGames([
      { id: "sandbox", name: "Sandbox", deckLists: false },
      { id: "chess-by-post", name: "Chess by post", deckLists: false },
      { id: "ptcg", name: "Pokémon TCG", deckLists: true },
    ]);
    const onCreate = vi.fn();
    render(<CreateRoomForm busy={false} onCreate={onCreate} defaultName="Alice" />);
    expect(offered()).toEqual(["Loading the games…"]);
    fireEvent.click(screen.getByRole("button", { name: "Create room" }));
    expect(onCreate).not.toHaveBeenCalled();
    // A game this page cannot draw (no table for it here) is not offered.
    expect(await screen.findByRole("option", { name: "Sandbox (numbered cards)" })).toBeTruthy();
    expect(offered()).toEqual(["Sandbox (numbered cards)", "Pokémon TCG"]);
    fireEvent.click(screen.getByRole("button", { name: "Create room" }));
    expect(onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ game: "sandbox" }));
  });

  it("offers no game the server does not seat", async () => {
    serveGames([{ id: "sandbox", name: "Sandbox", deckLists: false }]);
    render(<CreateRoomForm busy={false} onCreate={vi.fn()} defaultName="Alice" />);
    await screen.findByRole("option", { name: "Sandbox (numbered cards)" });
    expect(offered()).toEqual(["Sandbox (numbered cards)"]);
  });

  it("says in words when the server's games could not be loaded, creates nothing, and tries again on asking", async () => {
    serveGames("offline");
    const onCreate = vi.fn();
    render(<CreateRoomForm busy={false} onCreate={onCreate} defaultName="Alice" />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The list of games could not be loaded from the server (network): try again, or reload the page.");
    expect(screen.getByRole("combobox", { name: "Game" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Create room" }));
    expect(onCreate).not.toHaveBeenCalled();
    serveGames();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("option", { name: "Pokémon TCG" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("checks the room name typed while the games are still loading, and creates nothing meanwhile", () => {
    serveGames("slow");
    const onCreate = vi.fn();
    render(<CreateRoomForm busy={false} onCreate={onCreate} defaultName="Alice" />);
    fireEvent.change(screen.getByRole("textbox", { name: "Room name" }), { target: { value: "\u200b\u200b" } });
    fireEvent.click(screen.getByRole("button", { name: "Create room" }));
    expect(screen.getByRole("alert").textContent).toMatch(/^Nothing in this room name shows on a screen/);
    expect(screen.getByRole("button", { name: "Create room" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.change(screen.getByRole("textbox", { name: "Room name" }), { target: { value: "Friday" } });
    fireEvent.click(screen.getByRole("button", { name: "Create room" }));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("says so when this page can draw none of the server's games", async () => {
    serveGames([{ id: "chess-by-post", name: "Chess by post", deckLists: false }]);
    render(<CreateRoomForm busy={false} onCreate={vi.fn()} defaultName="Alice" />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This page can draw none of the games this server offers: reload the page, a newer version may be out.",
    );
  });
});

describe("the bench size", () => {
  it("keeps a value out of range as typed, and the form doesn't go through", async () => {
    const { onCreate, bench, create } = await form();
    fireEvent.change(bench, { target: { value: "99" } });
    expect(bench.value).toBe("99");
    expect(bench.validity.rangeOverflow).toBe(true);
    fireEvent.click(create);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("asks for the size typed", async () => {
    const { onCreate, bench, create } = await form();
    fireEvent.change(bench, { target: { value: "8" } });
    fireEvent.click(create);
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ game: "ptcg", options: { benchSize: 8 } }));
  });
});

describe("spectator chat", () => {
  it("is off unless the creator ticks “Spectators may chat”", async () => {
    const { onCreate, create } = await form();
    fireEvent.click(create);
    expect(onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ spectatorChat: false }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Spectators may chat" }));
    fireEvent.click(create);
    expect(onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ spectatorChat: true }));
  });
});

describe("the room name", () => {
  it("of only invisible characters is refused next to the field, in plain words, and nothing is sent", async () => {
    const { onCreate, create } = await form();
    const name = screen.getByRole("textbox", { name: "Room name" });
    fireEvent.change(name, { target: { value: "\u200b\u200b\u2060" } });
    fireEvent.click(create);
    expect(onCreate).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(
      "Nothing in this room name shows on a screen (it is made of invisible characters): type a name, or leave the field empty for “Alice's table”.",
    );
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("room-name-problem");
    expect(document.activeElement).toBe(name);
    // Typing again clears it; a visible name goes through.
    fireEvent.change(name, { target: { value: "Friday" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(create);
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ roomName: "Friday" }));
  });

  it("left empty sends the default name, which the empty field shows", async () => {
    const { onCreate, create } = await form();
    expect(screen.getByRole("textbox", { name: "Room name" }).getAttribute("placeholder")).toBe("Alice's table");
    fireEvent.click(create);
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ roomName: "Alice's table" }));
  });
});
