/** The looking panel tells the player how to put the cards back in an order of their choosing. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LookingPanel } from "./LookingPanel";
import { player, playingTable, renderTable } from "./testTable";

afterEach(cleanup);

const card = (pid: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId: `demo-${pid}`, name } });

describe("looking at the top cards of your deck", () => {
  it("says they are in deck order and how to choose the order they go back in", () => {
    const snap = playingTable((s) => {
      s.players.p1 = player("p1", "Alice", { looking: "look" });
      s.zones["p1.looking"] = { key: "p1.looking", owner: "p1", spec: "looking", count: 3, cards: [card("l1", "Cindle"), card("l2", "Pyrowl"), card("l3", "Voltkit")], slots: [] };
    });
    renderTable(<LookingPanel seat="p1" />, { snap, role: "player", seat: "p1" });
    const region = screen.getByRole("region", { name: "Your looking area" });
    expect(region.textContent).toContain(
      "You are looking at 3 cards, in deck order. Drag the ones you take, then put the rest back as they are, or drag them one by one onto your deck to choose their order.",
    );
  });
});
