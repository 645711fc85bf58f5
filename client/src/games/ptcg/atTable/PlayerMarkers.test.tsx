import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Side } from "../Side";
import { player, playingTable, renderTable } from "../../../table/testTable";

/** Bob has used his VSTAR Power; Alice has used nothing. */
const table = () =>
  playingTable((snap) => {
    snap.players.p2 = player("p2", "Bob", { markers: ["vstar-used"] });
  });

describe("a player's once-a-game markers on the table", () => {
  it("shows the opponent's VSTAR marker on their half, and nothing for a player without markers", () => {
    renderTable(
      <>
        <Side seat="p2" position="top" />
        <Side seat="p1" position="bottom" />
      </>,
      { snap: table(), role: "player", seat: "p1" },
    );
    const list = screen.getByRole("list", { name: "Opponent's markers" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["VSTAR Power used"]);
    expect(list.closest("[data-side]")?.getAttribute("data-side")).toBe("top");
    expect(screen.queryByRole("list", { name: "Your markers" })).toBeNull();
  });

  it("names the seat for a spectator, and the owner's own markers", () => {
    renderTable(<Side seat="p2" position="top" />, { snap: table(), role: "spectator" });
    expect(screen.getByRole("list", { name: "Player 2's markers" })).toHaveProperty("textContent", "VSTAR Power used");
  });

  it("reads 'Your markers' for the player who set them", () => {
    renderTable(<Side seat="p2" position="bottom" />, { snap: table(), role: "player", seat: "p2" });
    expect(within(screen.getByRole("list", { name: "Your markers" })).getByText("VSTAR Power used").getAttribute("data-marker")).toBe("vstar-used");
  });
});
