/** "Practise alone" in the lobby: the same form makes a practice table, where the creator plays both seats. */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateRoomForm } from "./CreateRoomForm";

afterEach(cleanup);

describe("Practise alone", () => {
  it("asks for a practice table with the form's game and options; Create room asks for a table of two players", () => {
    const onCreate = vi.fn();
    render(<CreateRoomForm busy={false} onCreate={onCreate} defaultName="Alice" />);
    fireEvent.change(screen.getByRole("spinbutton", { name: "Bench size" }), { target: { value: "8" } });
    const practise = screen.getByRole("button", { name: "Practise alone" });
    expect(practise.getAttribute("aria-describedby")).toBe("practise-alone-hint");
    fireEvent.click(practise);
    expect(onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ game: "ptcg", options: { benchSize: 8 }, practice: true }));
    fireEvent.click(screen.getByRole("button", { name: "Create room" }));
    expect(onCreate.mock.lastCall![0]).not.toHaveProperty("practice");
  });
});
