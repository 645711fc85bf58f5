/**
 * `q` (attach) and `e` (evolve) ask which Pokémon: the hint says so once, and goes as soon as a
 * Pokémon is picked or Escape cancels, so a screen reader never hears an instruction that no
 * longer holds.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TableScreen } from "../../table/TableScreen";
import { bobsTurn, fakeRoom, moveCards, offlineTableTests, pileZone, seen, slotZone } from "./testRoom";

offlineTableTests();
afterEach(cleanup);

const ATTACH = "Attach: click a Pokémon, or press 0 (Active) or 1–8 (Bench). Esc cancels.";
const EVOLVE = "Evolve: click a Pokémon, or press 0 (Active) or 1–8 (Bench). Esc cancels.";

/** Every element whose own text is the hint (a status line or a notice). */
const hints = (text: string) => screen.queryAllByText((_, el) => el?.textContent?.trim() === text && [...el.children].every((c) => c.textContent?.trim() !== text));

async function renderBob() {
  const fake = fakeRoom({
    state: bobsTurn([pileZone("p2.hand", [seen("c1", "Basic Psychic Energy"), seen("c2", "Duskmoth")]), slotZone("p2.active", 1, { 0: seen("c4", "Burrowmole") })]),
    seat: "p2",
    onAction: moveCards,
  });
  render(<TableScreen room={fake.room} onLeave={() => {}} />);
  await screen.findByRole("region", { name: "Your hand" });
  return fake;
}

describe("the attach / evolve hint", () => {
  it("is said once, in a status line, and goes once the Pokémon is picked with 0", async () => {
    const fake = await renderBob();
    const energy = within(screen.getByRole("region", { name: "Your hand" })).getByRole("button", { name: "Basic Psychic Energy" });
    // The status line is on the page before it has anything to say: a live region that appears
    // with its text already in it is often not read out.
    const line = document.querySelector("[data-target-hint]");
    expect(line?.getAttribute("role")).toBe("status");
    expect(line?.textContent).toBe("");
    energy.focus();
    fireEvent.keyDown(energy, { key: "q" });
    await waitFor(() => expect(hints(ATTACH)).toHaveLength(1));
    expect(hints(ATTACH)[0]).toBe(line);
    fireEvent.keyDown(energy, { key: "0", code: "Digit0" });
    await waitFor(() => expect(fake.actions).toContainEqual(expect.objectContaining({ type: "move", to: expect.objectContaining({ zone: "p2.active", slot: 0 }) })));
    expect(hints(ATTACH)).toHaveLength(0);
  });

  it("goes when Escape cancels", async () => {
    await renderBob();
    const duskmoth = within(screen.getByRole("region", { name: "Your hand" })).getByRole("button", { name: "Duskmoth" });
    duskmoth.focus();
    fireEvent.keyDown(duskmoth, { key: "e" });
    await waitFor(() => expect(hints(EVOLVE)).toHaveLength(1));
    fireEvent.keyDown(duskmoth, { key: "Escape" });
    await waitFor(() => expect(hints(EVOLVE)).toHaveLength(0));
  });
});
