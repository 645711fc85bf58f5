/** "Practise alone" in the lobby: the same form makes a practice table, where the creator plays both seats. */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serveGames } from "../testing/serveGames";
import { CreateRoomForm } from "./CreateRoomForm";

beforeEach(() => serveGames());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Practise alone", () => {
  it("asks for a practice table with the form's game and options; Create room asks for a table of two players", async () => {
    const onCreate = vi.fn();
    render(<CreateRoomForm busy={false} onCreate={onCreate} defaultName="Alice" />);
    fireEvent.change(await screen.findByRole("spinbutton", { name: "Bench size" }), { target: { value: "8" } });
    const practise = screen.getByRole("button", { name: "Practise alone" });
    expect(practise.getAttribute("aria-describedby")).toBe("practise-alone-hint");
    fireEvent.click(practise);
    expect(onCreate).toHaveBeenLastCalledWith(expect.objectContaining({ game: "ptcg", options: { benchSize: 8 }, practice: true }));
    fireEvent.click(screen.getByRole("button", { name: "Create room" }));
    expect(onCreate.mock.lastCall![0]).not.toHaveProperty("practice");
  });
});
