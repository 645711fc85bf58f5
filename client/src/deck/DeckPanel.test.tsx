/** The deck panel: checking a list or previewing a demo deck, and saving a pasted list, say what they did. */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckReport } from "../net/api";
import { DeckPanel } from "./DeckPanel";
import { loadDecks } from "./deckStorage";

const report: DeckReport = { format: "ptcgl", total: 60, cards: [], placeholders: [], warnings: [], notes: [] };
/** What the server reports for a list of 20 bare names, two of which several different cards share. */
const bareNamesReport: DeckReport = {
  format: "plain",
  total: 60,
  cards: [
    { defId: "placeholder:Voltkit||", name: "Voltkit", count: 3, line: 1, supertype: "Unknown", placeholder: true },
    { defId: "placeholder:Wispling||", name: "Wispling", count: 3, line: 2, supertype: "Unknown", placeholder: true },
  ],
  placeholders: [
    { line: 1, text: "3 Voltkit" },
    { line: 2, text: "3 Wispling" },
  ],
  warnings: [
    { code: "deck.ambiguous", message: "Voltkit is ambiguous.", line: 1 },
    { code: "deck.ambiguous", message: "Wispling is ambiguous.", line: 2 },
  ],
  notes: Array.from({ length: 20 }, (_, i) => ({ code: "deck.matched-by-name", message: `3 Name ${i}: matched by name to Name ${i} (PMA ${i}).`, line: i + 3 })),
};
/** What the server reports for a demo deck: two warnings. */
const demoReport: DeckReport = {
  format: "ptcgl",
  total: 60,
  cards: [],
  placeholders: [],
  warnings: [
    { code: "deck.size", message: "A deck has exactly 60 cards." },
    { code: "deck.copies", message: "No more than 4 copies of a card." },
  ],
  notes: [],
};
vi.mock("../net/api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../net/api")>()),
  fetchConfig: async () => ({ cardImageBase: "", demoDecks: [{ id: "ember-owls", name: "Ember Owls" }] }),
  resolveDeck: async (submit: { demo?: string; list?: string }) => ({
    ok: true,
    report: submit.demo ? demoReport : submit.list?.startsWith("3 Name") ? bareNamesReport : report,
  }),
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

describe("the import report appearing", () => {
  /** The panel's polite live region: what a screen reader says without taking focus. */
  const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;

  it("is announced after \"Check deck\", and focus stays on the button pressed", async () => {
    const user = userEvent.setup();
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    expect(announced()).toBe("");
    await checkList(user, "60 Basic {{P} Energy SVE 5");
    expect(announced()).toBe("Import report: 60 cards, no warnings.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Check deck" }));
  });

  it("is announced after \"Preview <deck>\", with its warnings, and focus stays on the button pressed", async () => {
    const user = userEvent.setup();
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    const preview = await screen.findByRole("button", { name: "Preview Ember Owls" });
    await user.click(preview);
    await screen.findByRole("region", { name: "Import report" });
    expect(announced()).toBe("Import report: 60 cards, 2 warnings.");
    expect(document.activeElement).toBe(preview);
  });

  it("counts a list's notes apart from its warnings: names matched to their cards need no fixing", async () => {
    const user = userEvent.setup();
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    await checkList(user, "3 Name 0");
    // The two names several cards share were found, more than once: not "not found".
    expect(announced()).toBe("Import report: 60 cards, 6 ambiguous cards, 2 warnings, 20 notes.");
  });

  it("is no longer announced once the list changes and the report goes", async () => {
    const user = userEvent.setup();
    render(<DeckPanel onSubmit={async () => ({ ok: true })} />);
    await checkList(user, "60 Basic {{P} Energy SVE 5");
    await user.type(screen.getByRole("textbox", { name: "Deck list" }), "\n");
    expect(screen.queryByRole("region", { name: "Import report" })).toBeNull();
    expect(announced()).toBe("");
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
