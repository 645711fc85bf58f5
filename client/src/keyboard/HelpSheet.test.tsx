/** The keyboard sheet also tells a new player how a turn goes at this table, in the table's words. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import { HelpSheet } from "./HelpSheet";

afterEach(cleanup);

describe("the keyboard sheet", () => {
  it("lists how a turn goes, step by step, naming the table's controls and zones", () => {
    render(<HelpSheet onClose={vi.fn()} />);
    const sheet = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    const steps = within(sheet).getByRole("list", { name: "How a turn goes" });
    expect(within(steps).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Draw a card: “Draw”, or drag the top card of your deck to your hand.",
      "Play cards by dragging them: a Basic Pokémon to your Bench, an Energy or a Tool onto a Pokémon, an Evolution onto the Pokémon it evolves from, a Stadium to “Stadium”, any other Trainer to “Playing” (then to your discard pile once it is done).",
      "Attack: “Attack”, then put the damage on your opponent's Active Pokémon: select it and press a digit (3: 30 damage), or use its menu.",
      "A Pokémon whose damage reaches its HP is Knocked Out: “Knock Out” in its menu, and its opponent takes a prize card.",
      "“End turn”.",
    ]);
    expect(within(sheet).getByText("Playmat makes no ruling: you move every card yourself. A move that looks against the rules draws a warning, and “Undo last action” asks your opponent to take it back.")).toBeTruthy();
  });
});
