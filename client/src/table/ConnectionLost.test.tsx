/** What a tab says once it is no longer at the table and can't come back by itself. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Welcome } from "@playmat/shared";
import { ConnectionLost } from "./ConnectionLost";
import { playingTable, renderTable } from "./testTable";

afterEach(cleanup);

const welcome = { role: "player", seat: "p1", roomId: "room1", replayId: "replay-abc" } as Welcome;
const finished = playingTable((s) => (s.phase = "finished"));

describe("the connection-lost dialog", () => {
  it("after a finished game's table is gone, opens the replay instead of offering to rejoin", () => {
    renderTable(<ConnectionLost left={{ rejoin: "finished", reason: null }} onLeave={() => {}} />, { snap: finished, conn: { welcome } });
    const dialog = screen.getByRole("alertdialog", { name: "You are no longer at this table" });
    expect(dialog.textContent).toContain("This game was over and its table has closed");
    expect(screen.getByRole("link", { name: /Watch the replay/ }).getAttribute("href")).toBe("/replay/replay-abc");
    expect(screen.queryByRole("button", { name: "Rejoin" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: /Watch the replay/ }));
  });

  it("in a tab refreshed since its password or judge code was typed, says why it can't come back by itself", () => {
    renderTable(<ConnectionLost left={{ rejoin: "secret", reason: null }} onLeave={() => {}} />, { conn: { welcome } });
    expect(screen.getByRole("alertdialog").textContent).toContain("the room password or judge code it was opened with is not kept after a refresh. Press Rejoin and enter it again.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rejoin" }));
  });

  it("after another tab of the same player took the seat, offers to use this tab instead, not a plain Rejoin", () => {
    renderTable(<ConnectionLost left={{ code: 4009, reason: "This seat was taken over by a newer connection of the same player." }} onLeave={() => {}} />, { conn: { welcome } });
    expect(screen.getByRole("alertdialog").textContent).toContain(
      "You opened this seat in another tab or browser: play on there, or use this tab instead (the other one then leaves the table).",
    );
    expect(screen.queryByRole("button", { name: "Rejoin" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Use this tab instead" }));
  });

  it("after two minutes without the table, says it is saved and offers to rejoin", () => {
    renderTable(<ConnectionLost left={{ rejoin: "timeout", reason: null }} onLeave={() => {}} />, { conn: { welcome } });
    expect(screen.getByRole("alertdialog").textContent).toContain("The table did not come back within two minutes. It is saved");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rejoin" }));
  });
});
