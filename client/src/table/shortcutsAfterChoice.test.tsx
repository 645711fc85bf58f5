/**
 * The table's shortcut keys after a click on a checkbox or a radio button: "Show hands to
 * spectators" keeps focus, and `1` must still draw (keyboard/shortcuts.ts isTypingTarget).
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TableScreen } from "./TableScreen";
import { bobsTurn, fakeRoom, moveCards, offlineTableTests, pileZone, seen } from "../games/ptcg/testRoom";

offlineTableTests();

describe("shortcut keys after a checkbox", () => {
  it("`1` draws a card after a click on “Show hands to spectators”, and Space still toggles the box", async () => {
    const fake = fakeRoom({ state: bobsTurn([pileZone("p2.hand", [seen("c1", "Duskmoth")]), pileZone("p2.deck", [], 40)]), seat: "p2", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const box = await screen.findByRole("checkbox", { name: "Show hands to spectators" });
    box.focus();
    fireEvent.click(box);
    await waitFor(() => expect(fake.actions).toContainEqual({ type: "spectators.hands", show: true }));
    fireEvent.keyDown(box, { key: " ", code: "Space" });
    fireEvent.keyDown(box, { key: "1", code: "Digit1" });
    await waitFor(() => expect(fake.actions).toContainEqual({ type: "draw", count: 1 }));
    expect(fake.actions.map((a) => a.type)).toEqual(["spectators.hands", "draw"]);
  });
});
