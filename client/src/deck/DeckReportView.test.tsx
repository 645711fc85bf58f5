/** The import report: what to fix reads as a warning, what the import did on its own as a quieter note. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DeckReport } from "../net/api";
import { DeckReportView } from "./DeckReportView";

afterEach(cleanup);

const card = (line: number, name: string, count: number, placeholder = false) => ({
  defId: placeholder ? `placeholder:${name}||` : `demo-${line}`,
  name,
  count,
  line,
  supertype: placeholder ? "Unknown" : "Pokémon",
  placeholder,
});

/** "4 Cindle", "2 Voltkit", "4 Nobody", "50 Pyrowl": names only, as a player often pastes them. */
const bareNames: DeckReport = {
  format: "plain",
  total: 60,
  cards: [card(1, "Cindle", 4), card(2, "Voltkit", 2, true), card(3, "Nobody", 4, true), card(4, "Pyrowl", 50)],
  placeholders: [
    { line: 2, text: "2 Voltkit" },
    { line: 3, text: "4 Nobody" },
  ],
  warnings: [
    { code: "deck.ambiguous", message: "Voltkit is ambiguous: 2 different cards have this name (Voltkit PMA 4, Voltkit PMA GG04); add the set code and number. It is kept as a placeholder.", line: 2 },
    { code: "deck.unresolved", message: '"Nobody" matches no known card; it is kept as a placeholder.', line: 3 },
  ],
  notes: [
    { code: "deck.matched-by-name", message: "4 Cindle: matched by name to Cindle (PMA 1).", line: 1 },
    { code: "deck.matched-by-name", message: "50 Pyrowl: matched by name to Pyrowl (PMA 2).", line: 4 },
  ],
};

const report = () => screen.getByRole("region", { name: "Import report" });
const items = (list: string) => within(report()).queryByRole("list", { name: list })?.querySelectorAll("li") ?? [];

describe("a report of a list of bare names", () => {
  it("counts the names matched to a card as notes, not warnings", () => {
    render(<DeckReportView report={bareNames} />);
    expect(report().querySelector("[data-total]")?.textContent).toBe("60 cards · plain list · 4 cards not found · 2 ambiguous cards · 2 warnings · 2 notes");
  });

  it("lists what to fix as warnings, and the matched names after them as notes", () => {
    render(<DeckReportView report={bareNames} />);
    expect([...items("Warnings")].map((item) => item.dataset.code)).toEqual(["deck.ambiguous", "deck.unresolved"]);
    expect([...items("Notes")].map((item) => item.textContent)).toEqual([
      "ℹ Line 1: 4 Cindle: matched by name to Cindle (PMA 1).",
      "ℹ Line 4: 50 Pyrowl: matched by name to Pyrowl (PMA 2).",
    ]);
    // Quieter than a warning: grey, not amber.
    for (const note of items("Notes")) expect(note.className).not.toMatch(/amber/);
  });

  it("says there is nothing to fix when every name was matched", () => {
    render(<DeckReportView report={{ ...bareNames, cards: [card(1, "Cindle", 4)], placeholders: [], warnings: [], total: 4 }} />);
    expect(within(report()).getByText("No warnings.")).toBeTruthy();
    expect(items("Warnings")).toHaveLength(0);
    expect(items("Notes")).toHaveLength(2);
  });

  it("shows a name several cards share as such, and keeps “not found” for a name no card has", () => {
    render(<DeckReportView report={bareNames} />);
    expect([...report().querySelectorAll("[data-placeholder]")].map((item) => item.textContent)).toEqual([
      "2 × Voltkit(several cards have this name: placeholder)",
      "4 × Nobody(not found: placeholder)",
    ]);
  });

  it("shows no notes list when there is nothing to note", () => {
    render(<DeckReportView report={{ ...bareNames, notes: [] }} />);
    expect(within(report()).queryByRole("list", { name: "Notes" })).toBeNull();
    expect(report().querySelector("[data-total]")?.textContent).not.toMatch(/note/);
  });
});
