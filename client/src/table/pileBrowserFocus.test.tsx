/**
 * The pile browser from the keyboard: "Browse Your discard pile" opens it in the sidebar, far
 * from the pile in the Tab order, so focus goes to its first card; "Close" gives focus back to
 * the button that opened it.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TableScreen } from "./TableScreen";
import { bobsTurn, fakeRoom, moveCards, offlineTableTests, pileZone, seen } from "../games/ptcg/testRoom";

offlineTableTests();
afterEach(cleanup);

async function renderBob() {
  const fake = fakeRoom({ state: bobsTurn([pileZone("p2.discard", [seen("c1", "Trail Ration"), seen("c2", "Duskmoth")])]), seat: "p2", onAction: moveCards });
  render(<TableScreen room={fake.room} onLeave={() => {}} />);
  await screen.findByRole("region", { name: "Your discard pile" });
}

describe("browsing a pile from the keyboard", () => {
  it("takes focus to the pile's first card, and “Close” gives it back to “Browse Your discard pile”", async () => {
    await renderBob();
    const open = screen.getByRole("button", { name: "Browse Your discard pile" });
    open.focus();
    fireEvent.click(open);
    const browser = await screen.findByRole("region", { name: "Browsing Your discard pile" });
    expect(document.activeElement).toBe(within(browser).getAllByRole("button", { name: "Trail Ration" })[0]);
    const close = within(browser).getByRole("button", { name: "Close" });
    close.focus();
    fireEvent.click(close);
    expect(screen.queryByRole("region", { name: "Browsing Your discard pile" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Browse Your discard pile" }));
  });

  it("closes on Escape pressed inside it, giving focus back to the button that opened it; Escape first clears a selection", async () => {
    await renderBob();
    const open = screen.getByRole("button", { name: "Browse Your discard pile" });
    open.focus();
    fireEvent.click(open);
    const browser = await screen.findByRole("region", { name: "Browsing Your discard pile" });
    const card = within(browser).getAllByRole("button", { name: "Trail Ration" })[0]!;
    fireEvent.keyDown(card, { key: "x", code: "KeyX" });
    expect(screen.getByText("1 selected")).toBeTruthy();
    fireEvent.keyDown(card, { key: "Escape", code: "Escape" });
    expect(screen.queryByText("1 selected")).toBeNull();
    expect(screen.getByRole("region", { name: "Browsing Your discard pile" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: "Escape", code: "Escape" });
    expect(screen.queryByRole("region", { name: "Browsing Your discard pile" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Browse Your discard pile" }));
  });
});
