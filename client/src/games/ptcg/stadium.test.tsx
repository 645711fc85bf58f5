/**
 * The Stadium zone after a Stadium is played over another: the one on top shows, and the ones
 * beneath can be seen and moved from the pile browser ("Browse Stadium", or "Show all cards" in
 * the zone's menu), as the discard pile's cards can.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TableScreen } from "../../table/TableScreen";
import { bobsTurn, fakeRoom, moveCards, offlineTableTests, pileZone, seen } from "./testRoom";

offlineTableTests();

/** Bob played Sky Field over Alice's Sunny Park, which still lies beneath. */
async function aliceSeesTwoStadiums() {
  const fake = fakeRoom({ state: bobsTurn([pileZone("stadium", [seen("c1", "Sky Field"), seen("c2", "Sunny Park")])]), seat: "p1", onAction: moveCards });
  render(<TableScreen room={fake.room} onLeave={() => {}} />);
  const stadium = await screen.findByRole("region", { name: "Stadium" });
  // The zone's buttons come with its cards, a render after the region on a busy machine.
  await within(stadium).findByRole("button", { name: "Browse Stadium" });
  await screen.findByRole("button", { name: "Actions for Stadium" });
  return { fake, stadium };
}

const cardNames = (region: HTMLElement) => within(region).getAllByRole("button").filter((b) => b.dataset.zone === "stadium").map((b) => b.getAttribute("aria-label"));

describe("the Stadium zone", () => {
  it("shows the Stadium on top, and a button that browses all of them", async () => {
    const { stadium } = await aliceSeesTwoStadiums();
    expect(cardNames(stadium)).toEqual(["Sky Field"]);
    const browse = within(stadium).getByRole("button", { name: "Browse Stadium" });
    expect(browse.textContent).toBe("All (2)");
    fireEvent.click(browse);
    const browser = screen.getByRole("region", { name: "Browsing Stadium" });
    expect(cardNames(browser)).toEqual(["Sky Field", "Sunny Park"]);
  });

  it("offers “Show all cards” in its menu, not “Nothing to do here”", async () => {
    await aliceSeesTwoStadiums();
    fireEvent.click(screen.getByRole("button", { name: "Actions for Stadium" }));
    const menu = screen.getByRole("menu", { name: "Stadium" });
    expect(within(menu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Show all cards"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Show all cards" }));
    expect(cardNames(screen.getByRole("region", { name: "Browsing Stadium" }))).toEqual(["Sky Field", "Sunny Park"]);
  });

  it("lets the replaced Stadium be moved out from the browser", async () => {
    const { fake } = await aliceSeesTwoStadiums();
    fireEvent.click(screen.getByRole("button", { name: "Browse Stadium" }));
    const sunnyPark = within(screen.getByRole("region", { name: "Browsing Stadium" })).getByRole("button", { name: "Sunny Park" });
    fireEvent.contextMenu(sunnyPark);
    fireEvent.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Move to…" }));
    fireEvent.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Your discard pile" }));
    await vi.waitFor(() => expect(fake.actions).toEqual([{ type: "move", cards: [{ zone: "stadium", pid: "c2" }], to: { zone: "p1.discard" } }]));
  });
});
