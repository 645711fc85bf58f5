/** Creating a room: what is typed is what is asked for, or the form says why not. */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateRoomForm } from "./CreateRoomForm";

afterEach(cleanup);

function form() {
  const onCreate = vi.fn();
  render(<CreateRoomForm busy={false} onCreate={onCreate} defaultName="Alice" />);
  return { onCreate, bench: screen.getByRole("spinbutton", { name: "Bench size" }) as HTMLInputElement, create: screen.getByRole("button", { name: "Create room" }) };
}

describe("the bench size", () => {
  it("keeps a value out of range as typed, and the form doesn't go through", () => {
    const { onCreate, bench, create } = form();
    fireEvent.change(bench, { target: { value: "99" } });
    expect(bench.value).toBe("99");
    expect(bench.validity.rangeOverflow).toBe(true);
    fireEvent.click(create);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("asks for the size typed", () => {
    const { onCreate, bench, create } = form();
    fireEvent.change(bench, { target: { value: "8" } });
    fireEvent.click(create);
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ game: "ptcg", options: { benchSize: 8 } }));
  });
});

describe("spectator chat", () => {
  it("is off unless the creator ticks “Spectators may chat”", () => {
    const { onCreate, create } = form();
    fireEvent.click(create);
    expect(onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ spectatorChat: false }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Spectators may chat" }));
    fireEvent.click(create);
    expect(onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ spectatorChat: true }));
  });
});

describe("the room name", () => {
  it("of only invisible characters is refused next to the field, in plain words, and nothing is sent", () => {
    const { onCreate, create } = form();
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

  it("left empty sends the default name, which the empty field shows", () => {
    const { onCreate, create } = form();
    expect(screen.getByRole("textbox", { name: "Room name" }).getAttribute("placeholder")).toBe("Alice's table");
    fireEvent.click(create);
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ roomName: "Alice's table" }));
  });
});
