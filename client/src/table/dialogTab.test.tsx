/**
 * Every modal dialog over the table keeps Tab inside it (returnFocus.ts, `wrapTab`): Tab on its
 * last control goes to its first, Shift+Tab on its first to its last, and focus never reaches
 * the table behind it (docs/testing/keyboard.md, "Keyboard focus").
 */
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Welcome } from "@playmat/shared";
import { DeckPanel } from "../deck/DeckPanel";
import { HelpSheet } from "../keyboard/HelpSheet";
import { ReplaySoFarDialog } from "../replay/ReplaySoFar";
import { replayGame } from "../testing/testGame";
import { ConnectionLost } from "./ConnectionLost";
import { NumberDialog } from "./NumberDialog";
import { renderTable } from "./testTable";
import { FOCUSABLE } from "./returnFocus";

vi.mock("../net/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../net/api")>()),
  fetchConfig: async () => ({ cardImageBase: "", demoDecks: [{ id: "demo-ember-owls", name: "Ember Owls" }] }),
}));

afterEach(cleanup);

const welcome = { role: "player", seat: "p1", roomId: "room1", replayId: "replay-abc" } as Welcome;
const noop = () => {};

const dialogs: [string, () => ReactElement, "dialog" | "alertdialog", string][] = [
  ["the keyboard sheet", () => <HelpSheet onClose={noop} />, "dialog", "Keyboard shortcuts"],
  ["set damage", () => <NumberDialog request={{ label: "Damage", initial: 20, submit: noop }} onClose={noop} />, "dialog", "Damage"],
  ["“Replay so far”", () => <ReplaySoFarDialog record={replayGame().record({ role: "player", seat: "p1" })} onClose={noop} />, "dialog", "Replay of this game so far"],
  ["“You are no longer at this table”", () => <ConnectionLost left={{ rejoin: "timeout", reason: null }} onLeave={noop} />, "alertdialog", "You are no longer at this table"],
  ["“Change deck”", () => <DeckPanel onSubmit={async () => ({ ok: true })} onCancel={noop} />, "dialog", "Choose a deck"],
];

describe("Tab inside the dialogs over the table", () => {
  it.each(dialogs)("%s keeps Tab and Shift+Tab inside", async (_, render, role, name) => {
    const user = userEvent.setup();
    renderTable(
      <>
        <button type="button">A card on the table</button>
        {render()}
        <button type="button">The log behind</button>
      </>,
      { conn: { welcome } },
    );
    const dialog = screen.getByRole(role, { name });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    // Wait for what the dialog fetches on opening (the deck panel's demo decks).
    if (name === "Choose a deck") await within(dialog).findByRole("button", { name: "Preview Ember Owls" });
    const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    expect(controls.length).toBeGreaterThan(0);
    expect(dialog.contains(document.activeElement)).toBe(true);

    controls.at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(controls[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(controls.at(-1));

    // All the way round, forwards and back: never outside.
    for (let i = 0; i < controls.length + 2; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < controls.length + 2; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // The replay viewer has many controls, each Tab a simulated key press: slow on a busy machine.
  }, 20_000);

  it("“Change deck” takes focus, and Escape cancels it", async () => {
    const user = userEvent.setup();
    const cancel = vi.fn();
    renderTable(<DeckPanel onSubmit={async () => ({ ok: true })} onCancel={cancel} />);
    const dialog = screen.getByRole("dialog", { name: "Choose a deck" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("a player without a deck sees it as a region, not a dialog: there is nothing to cancel", () => {
    renderTable(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    expect(screen.getByRole("region", { name: "Choose a deck" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
