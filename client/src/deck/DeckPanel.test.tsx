/** The deck panel: saving a pasted list says what it did. */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckReport } from "../net/api";
import { DeckPanel } from "./DeckPanel";
import { loadDecks } from "./deckStorage";

const report: DeckReport = { format: "ptcgl", total: 60, cards: [], placeholders: [], warnings: [] };
vi.mock("../net/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../net/api")>()),
  fetchConfig: async () => ({ cardImageBase: "", demoDecks: [] }),
  resolveDeck: async () => ({ ok: true, report }),
}));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

async function checkList(user: ReturnType<typeof userEvent.setup>, list: string) {
  await user.type(screen.getByRole("textbox", { name: "Deck list" }), list);
  await user.click(screen.getByRole("button", { name: "Check deck" }));
  await screen.findByRole("region", { name: "Import report" });
}

describe("the panel's name", () => {
  it("is what its heading says: “Choose a deck”", () => {
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    const region = screen.getByRole("region", { name: "Choose a deck" });
    expect(within(region).getByRole("heading", { level: 2 }).textContent).toBe("Choose a deck");
  });
});

describe("saving a deck", () => {
  it("says it was saved, and says so again when it replaces a deck of the same name", async () => {
    const user = userEvent.setup();
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    await checkList(user, "60 Basic {{P} Energy SVE 5");
    const name = screen.getByRole("textbox", { name: "Deck name" });
    await user.clear(name);
    await user.type(name, "Psychic box");
    expect(screen.queryByRole("status")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save deck" }));
    expect(screen.getByRole("status").textContent).toBe("Saved “Psychic box” in this browser.");
    expect(screen.getByRole("button", { name: "Load saved deck Psychic box" })).toBeTruthy();

    // Saved again under the same name (in other letters' case): the old one is replaced, and it says so.
    await user.clear(name);
    expect(screen.queryByRole("status")).toBeNull();
    await user.type(name, "psychic box");
    await user.click(screen.getByRole("button", { name: "Save deck" }));
    expect(screen.getByRole("status").textContent).toBe("Replaced the saved deck “psychic box” in this browser.");
    expect(screen.getAllByRole("button", { name: /^Load saved deck/ })).toHaveLength(1);
  });
});

describe("a deck name that would show as nothing", () => {
  it("is not saved: the field says why, takes focus, and typing clears it", async () => {
    const user = userEvent.setup();
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    await checkList(user, "60 Basic {{P} Energy SVE 5");
    const name = screen.getByRole("textbox", { name: "Deck name" });
    await user.clear(name);
    await user.type(name, "\u200b\u200b");
    await user.click(screen.getByRole("button", { name: "Save deck" }));

    const problem = screen.getByRole("alert");
    expect(problem.textContent).toMatch(/^Nothing in this deck name shows on a screen/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(problem.id);
    expect(document.activeElement).toBe(name);
    expect(screen.queryByRole("button", { name: /^Load saved deck/ })).toBeNull();
    expect(loadDecks()).toEqual([]);

    await user.type(name, "Psychic box");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save deck" }));
    expect(screen.getByRole("button", { name: /^Load saved deck .*Psychic box$/ })).toBeTruthy();
  });
});

describe("deleting a saved deck", () => {
  const saveTwo = () =>
    localStorage.setItem(
      "playmat.decks",
      JSON.stringify({ version: 1, decks: [{ name: "One", list: "4 Ralts SVI 84", savedAt: 2 }, { name: "Two", list: "4 Kirlia SVI 85", savedAt: 1 }] }),
    );

  it("leaves focus on the deck now in its place, then on the line saying there are none, and says what it did", async () => {
    saveTwo();
    const user = userEvent.setup();
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    await user.click(screen.getByRole("button", { name: "Delete saved deck One" }));
    expect(screen.queryByRole("button", { name: "Load saved deck One" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Load saved deck Two" }));
    expect(screen.getByRole("status").textContent).toBe("Deleted the saved deck “One”.");

    await user.click(screen.getByRole("button", { name: "Delete saved deck Two" }));
    expect(document.activeElement?.textContent).toBe("No saved decks yet.");
    expect(screen.getByRole("status").textContent).toBe("Deleted the saved deck “Two”.");
  });
});
