/** The room bar's invite button: the link reaches the clipboard, or the player copies it by hand. */
import type { Room } from "@colyseus/sdk";
import type { Welcome } from "@playmat/shared";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableSnap } from "../net/snapshot";
import type { TableConnection } from "../net/useTable";
import { Header } from "./Header";
import { player, playingTable, renderTable } from "./testTable";

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

describe("Players list", () => {
  // What a screen reader reads of a seat: its pieces in order (the dot is hidden from it).
  const heard = (seat: "p1" | "p2") =>
    [...document.querySelector(`li[data-seat="${seat}"]`)!.children]
      .filter((piece) => piece.getAttribute("aria-hidden") !== "true")
      .map((piece) => piece.textContent)
      .join(" ");
  const withSeats = (change: (snap: TableSnap) => void, status: TableConnection["status"] = "connected") =>
    renderTable(<Header onHelp={() => {}} onLeave={() => {}} />, { snap: playingTable(change), role: "player", seat: "p1", conn: { room, status } });

  it("reads an open seat as open, not as a player who is away", () => {
    withSeats((snap) => {
      snap.phase = "waiting";
      snap.players = { p1: player("p1", "Alice") };
    });
    expect(heard("p2")).toBe("open seat");
  });

  it("says whether each seated player is here or away", () => {
    withSeats((snap) => {
      snap.players.p2 = player("p2", "Bob", { connected: false });
    });
    expect(heard("p1")).toBe("Alice (you) connected");
    expect(heard("p2")).toBe("Bob away");
  });

  it("claims nothing about who is here while this tab is itself disconnected", () => {
    withSeats((snap) => {
      snap.players = { p1: player("p1", "Alice") };
    }, "reconnecting");
    expect(heard("p1")).toBe("Alice (you) not known while you are disconnected");
    expect(heard("p2")).toBe("open seat");
  });
});

describe("Leave room", () => {
  const leaveIn = (phase: TableSnap["phase"], role: "player" | "spectator" | "judge" = "player", welcome?: Partial<Welcome>) => {
    const onLeave = vi.fn();
    renderTable(<Header onHelp={() => {}} onLeave={onLeave} />, {
      snap: playingTable((snap) => void (snap.phase = phase)),
      role,
      seat: role === "player" ? "p1" : null,
      conn: { room, status: "connected", welcome: welcome && { role, seat: "p1", roomId: "room1", ...welcome } },
    });
    return onLeave;
  };
  const leaveButton = () => screen.getByRole("button", { name: "Leave room" });

  it.each(["setup", "playing"] as const)("asks a player first while the game is under way (%s): Stay keeps the seat, Escape too", (phase) => {
    const onLeave = leaveIn(phase);
    const button = leaveButton();
    button.focus();
    fireEvent.click(button);
    expect(onLeave).not.toHaveBeenCalled();
    const dialog = screen.getByRole("alertdialog", { name: "Leave the game?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByText(/Your seat stays yours/).id).toBe(dialog.getAttribute("aria-describedby"));
    // No welcome here, as from a server that doesn't say its hold: its default, a day.
    expect(dialog.textContent).toContain("Once everyone at the table has left it is put away for a day");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Stay" }));

    fireEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    const keys = vi.fn();
    window.addEventListener("keydown", keys);
    fireEvent.keyDown(document.activeElement!, { key: "d" });
    // The table's shortcut keys rest meanwhile.
    expect(keys).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    window.removeEventListener("keydown", keys);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onLeave).not.toHaveBeenCalled();

    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Leave" }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it.each([
    [24 * 60 * 60, "a day"],
    [3 * 24 * 60 * 60, "3 days"],
    [2 * 60 * 60, "2 hours"],
    [60 * 60, "an hour"],
    [36 * 60 * 60, "36 hours"],
    [30 * 60, "30 minutes"],
    [90, "90 seconds"],
  ])("says how long the server keeps a table everyone left: %i s is %s", (seconds, said) => {
    leaveIn("playing", "player", { dormantHoldSeconds: seconds });
    fireEvent.click(leaveButton());
    expect(screen.getByRole("alertdialog").textContent).toContain(`Once everyone at the table has left it is put away for ${said} (no longer in the room list)`);
  });

  it.each([
    ["waiting", "player"],
    ["finished", "player"],
    ["playing", "spectator"],
    ["playing", "judge"],
  ] as const)("leaves at once in a %s game for a %s", (phase, role) => {
    const onLeave = leaveIn(phase, role);
    fireEvent.click(leaveButton());
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("Judge code", () => {
  it("says who it is for, so the creator does not send it with the invite link", () => {
    renderTable(<Header onHelp={() => {}} onLeave={() => {}} />, { role: "player", seat: "p1", conn: { room, status: "connected", welcome: { judgeCode: "Vua2pI49" } } as never });
    const label = document.querySelector("[data-judge-code]")!.parentElement!;
    const why = "Only for a judge: it shows every card, deck order included. Your opponent needs only the invite link.";
    expect(label.getAttribute("title")).toBe(why);
    // Said to screen readers too, after the code.
    expect(label.textContent).toBe(`Judge code: Vua2pI49${why}`);
  });
});
