/**
 * Every dialog over the table gives focus back to the control that opened it (returnFocus.ts):
 * the judge's "Set turn…", the keyboard sheet, set damage, "Replay so far".
 */
import type { GameRecord } from "@playmat/shared";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HelpSheet } from "../keyboard/HelpSheet";
import { ReplaySoFarButton, ReplaySoFarDialog } from "../replay/ReplaySoFar";
import { replayGame } from "../testing/testGame";
import { Dialog } from "./Dialog";
import { JudgeTools } from "./judge/JudgeTools";
import { SetTurnDialog } from "./judge/SetTurnDialog";
import { LiveTableContext } from "./LiveTableContext";
import { NumberDialog } from "./NumberDialog";
import { renderTable } from "./testTable";

afterEach(cleanup);

const focusedName = () => {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return "(the page)";
  return el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName;
};

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });

function SetTurnHarness() {
  const [open, setOpen] = useState(false);
  return (
    <LiveTableContext.Provider value={{ sendOwn: async () => true, openDialog: () => setOpen(true) }}>
      <JudgeTools />
      {open ? <SetTurnDialog onClose={() => setOpen(false)} /> : null}
    </LiveTableContext.Provider>
  );
}

describe("focus after a dialog closes", () => {
  it("goes back to “Set turn…” after Escape or Cancel, though the dialog focuses its field at once", () => {
    renderTable(<SetTurnHarness />);
    const opener = screen.getByRole("button", { name: "Set turn…" });
    for (const close of [escape, () => fireEvent.click(screen.getByRole("button", { name: "Cancel" }))]) {
      opener.focus();
      fireEvent.click(opener);
      const dialog = screen.getByRole("dialog", { name: "Set the turn" });
      expect(document.activeElement).toBe(within(dialog).getByRole("spinbutton", { name: "Turn number" }));
      close();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(focusedName()).toBe("Set turn…");
    }
  });

  it("goes back to what opened the keyboard sheet", () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Keys (?)
          </button>
          {open ? <HelpSheet onClose={() => setOpen(false)} /> : null}
        </>
      );
    }
    renderTable(<Harness />);
    const opener = screen.getByRole("button", { name: "Keys (?)" });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole("dialog", { name: "Keyboard shortcuts" }).contains(document.activeElement)).toBe(true);
    escape();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("goes back to the card whose menu asked for a number, and Escape there leaves the table's keys alone", () => {
    const onKey = vi.fn();
    window.addEventListener("keydown", onKey);
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <div role="button" tabIndex={0} aria-label="Cindle" onClick={() => setOpen(true)} />
          {open ? <NumberDialog request={{ label: "Damage", initial: 20, submit: () => {} }} onClose={() => setOpen(false)} /> : null}
        </>
      );
    }
    renderTable(<Harness />);
    const card = screen.getByRole("button", { name: "Cindle" });
    card.focus();
    fireEvent.click(card);
    expect(document.activeElement).toBe(screen.getByRole("spinbutton"));
    escape();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(card);
    window.removeEventListener("keydown", onKey);
    expect(onKey).not.toHaveBeenCalled();
  });

  it("goes to the first control of the opener's region when the opener is gone", () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <section aria-label="Game log">
          <button type="button">Export log</button>
          {open ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Rewind to here
            </button>
          )}
          {open ? (
            <Dialog name="test" label="Rewind the game?" onClose={() => setOpen(false)}>
              <button type="button">Cancel</button>
            </Dialog>
          ) : null}
        </section>
      );
    }
    renderTable(<Harness />);
    const opener = screen.getByRole("button", { name: "Rewind to here" });
    opener.focus();
    fireEvent.click(opener);
    expect(focusedName()).toBe("Cancel");
    escape();
    expect(focusedName()).toBe("Export log");
  });

  it("leaves focus where a click put it while the dialog closed", () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <button type="button">Elsewhere</button>
          {open ? (
            <Dialog name="test" label="Test" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  screen.getByRole("button", { name: "Elsewhere", hidden: true }).focus();
                  setOpen(false);
                }}
              >
                Go elsewhere
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    renderTable(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole("button", { name: "Go elsewhere" }));
    expect(focusedName()).toBe("Elsewhere");
  });
});

describe("Replay so far", () => {
  const record = replayGame().record({ role: "player", seat: "p1" });

  function Harness() {
    const [open, setOpen] = useState<GameRecord | null>(null);
    return (
      <>
        <ReplaySoFarButton onOpen={setOpen} />
        {open ? <ReplaySoFarDialog record={open} onClose={() => setOpen(null)} /> : null}
      </>
    );
  }

  it("keeps its name and focus while the record loads, and gets focus back after Escape or “Back to the table”", async () => {
    let arrive: (r: { ok: true; record: GameRecord }) => void = () => {};
    const recordFn = vi.fn(() => new Promise<{ ok: true; record: GameRecord }>((resolve) => (arrive = resolve)));
    // In the room, come from the lobby: closing the replay goes back off its entry, to the room's.
    history.replaceState(null, "", "/");
    history.pushState(null, "", "/room/abc");
    renderTable(<Harness />, { role: "player", seat: "p1", conn: { record: recordFn } as never });
    const button = screen.getByRole("button", { name: "Replay so far" });

    for (const close of [escape, () => fireEvent.click(screen.getByRole("button", { name: "Back to the table" }))]) {
      button.focus();
      fireEvent.click(button);
      // Busy: still named "Replay so far" and still focusable (a disabled button drops focus to the page).
      expect(screen.getByRole("button", { name: "Replay so far" })).toBe(button);
      expect(button.getAttribute("aria-busy")).toBe("true");
      expect(button.getAttribute("aria-disabled")).toBe("true");
      expect(button).toHaveProperty("disabled", false);
      expect(document.activeElement).toBe(button);
      expect(screen.getByText("Preparing the record…").getAttribute("role")).toBe("status");
      fireEvent.click(button);
      expect(recordFn).toHaveBeenCalledTimes(close === escape ? 1 : 2);

      await act(async () => arrive({ ok: true, record }));
      const dialog = await screen.findByRole("dialog", { name: "Replay of this game so far" });
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Back to the table" }));
      close();
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute("aria-busy")).toBeNull();
    }
  });
});
