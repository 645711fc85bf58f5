/** The room bar's invite button: the link reaches the clipboard, or the player copies it by hand. */
import type { Room } from "@colyseus/sdk";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "./Header";
import { renderTable } from "./testTable";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const room = { roomId: "room1" } as Room;
const header = () => renderTable(<Header onHelp={() => {}} onLeave={() => {}} />, { conn: { room, status: "connected" } });
const invite = () => screen.getByRole("button", { name: /Copy invite link|Copied!/ });

describe("Copy invite link", () => {
  it("puts the room's link on the clipboard and says so", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    header();
    await act(async () => fireEvent.click(invite()));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/room\/room1$/));
    expect(invite().textContent).toBe("Copied!");
  });

  it("shows the link to copy by hand where the page may not use the clipboard", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    const prompt = vi.spyOn(window, "prompt").mockReturnValue(null);
    header();
    await act(async () => fireEvent.click(invite()));
    expect(prompt).toHaveBeenCalledWith("Copy this invite link:", expect.stringMatching(/\/room\/room1$/));
  });

  it("shows the link when the clipboard refuses it", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error("denied")) } });
    const prompt = vi.spyOn(window, "prompt").mockReturnValue(null);
    header();
    await act(async () => fireEvent.click(invite()));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(invite().textContent).toBe("Copy invite link");
  });
});
