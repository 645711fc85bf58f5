/**
 * A control that goes away once pressed from the keyboard leaves focus in the same part of the
 * table, not on the page's body (returnFocus.ts, useFocusWhenGone): "Ready" at setup, and the
 * looking panel's buttons that put the cards back.
 */
import type { ClientAction } from "@playmat/shared";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TableSnap } from "../../../net/snapshot";
import { TableScreen } from "../../../table/TableScreen";
import { bobsTurn, fakeRoom, offlineTableTests, pileZone, seen, slotZone } from "../testRoom";

offlineTableTests();

/** What has focus, as a screen reader names it, and its zone for a card. */
function focused(): string {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return "(the page)";
  const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "";
  return el.dataset.zone && el.getAttribute("role") === "button" ? `${name} @ ${el.dataset.zone}` : name;
}

/** The engine, as far as these tests go: Ready, a deck search, and putting the cards back. */
function engine(action: ClientAction, state: TableSnap): TableSnap {
  const next: TableSnap = structuredClone(state);
  next.seq = state.seq + 1;
  const bob = next.players.p2!;
  if (action.type === "setup.ready") bob.ready = true;
  if (action.type === "search") {
    bob.looking = "search";
    next.zones["p2.looking"] = pileZone("p2.looking", [seen("c7", "Wispling"), seen("c8", "Marshal Corvin")]);
    next.zones["p2.deck"]!.count = 0;
  }
  if (action.type === "look.end") {
    bob.looking = "";
    delete next.zones["p2.looking"];
    next.zones["p2.deck"]!.count = 40;
  }
  return next;
}

async function renderBob(state: TableSnap) {
  const fake = fakeRoom({ state, seat: "p2", onAction: engine });
  render(<TableScreen room={fake.room} onLeave={() => {}} />);
  await screen.findByRole("region", { name: "Your hand" });
  return fake;
}

const controls = () => screen.getByRole("region", { name: "Controls" });

/** Enter on a focused button: the browser clicks it. */
function pressEnter(button: HTMLElement) {
  button.focus();
  fireEvent.keyDown(button, { key: "Enter" });
  fireEvent.click(button);
}

describe("focus after the control pressed goes away", () => {
  it("goes from “Ready” to the first button of the Controls region", async () => {
    const state = bobsTurn([pileZone("p2.hand", [seen("c1", "Duskmoth")]), slotZone("p2.active", 1, { 0: seen("c2", "Wispling") })]);
    state.phase = "setup";
    state.players.p2!.ready = false;
    const fake = await renderBob(state);
    pressEnter(within(controls()).getByRole("button", { name: "Ready" }));
    await waitFor(() => expect(within(controls()).queryByRole("button", { name: "Ready" })).toBeNull());
    expect(fake.actions).toEqual([{ type: "setup.ready" }]);
    await waitFor(() => expect(focused()).toBe("Draw"));
    expect(controls().contains(document.activeElement)).toBe(true);
  });

  it("goes from “Go second” to “Draw” when the game begins with focus on it", async () => {
    const state = bobsTurn([pileZone("p2.hand", [seen("c1", "Duskmoth")]), slotZone("p2.active", 1, { 0: seen("c2", "Wispling") })]);
    state.phase = "setup";
    state.turn = { ...state.turn, number: 0, current: "", first: "p2", won: "p2" };
    // The choice and the other player's "Ready" cross: the game begins as Bob hands the first turn over.
    const fake = fakeRoom({ state, seat: "p2", onAction: (action, s) => (action.type === "setup.first" ? { ...structuredClone(s), seq: s.seq + 1, phase: "playing" } : s) });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    await screen.findByRole("region", { name: "Your hand" });
    pressEnter(within(controls()).getByRole("button", { name: "Go second" }));
    await waitFor(() => expect(within(controls()).queryByRole("button", { name: "Go second" })).toBeNull());
    await waitFor(() => expect(focused()).toBe("Draw"));
  });

  it("goes from “Go first” to “Ready” once the choice deals the hands (a table that deals after the choice)", async () => {
    const state = bobsTurn([]);
    // The room's state carries the table's options as JSON, as the server's schema does.
    (state as unknown as { options: string }).options = JSON.stringify({ benchSize: 5, setupOrder: "choose-then-deal" });
    state.phase = "setup";
    state.turn = { ...state.turn, number: 0, current: "", first: "", won: "p2" };
    state.players.p2!.ready = false;
    const dealt = (s: TableSnap): TableSnap => ({ ...structuredClone(s), seq: s.seq + 1, turn: { ...s.turn, first: "p2" }, zones: { ...s.zones, "p2.hand": pileZone("p2.hand", [seen("c1", "Duskmoth")]) } });
    const fake = fakeRoom({ state, seat: "p2", onAction: (action, s) => (action.type === "setup.first" ? dealt(s) : s) });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    await screen.findByRole("region", { name: "Your hand" });
    pressEnter(within(controls()).getByRole("button", { name: "Go first" }));
    await waitFor(() => expect(within(controls()).queryByRole("button", { name: "Go first" })).toBeNull());
    expect(fake.actions).toEqual([{ type: "setup.first", seat: "p2" }]);
    await waitFor(() => expect(focused()).toBe("Ready"));
  });

  it("goes from “Shuffle back in” back to “Search deck”, which opened the looking panel", async () => {
    await renderBob(bobsTurn([]));
    pressEnter(within(controls()).getByRole("button", { name: "Search deck" }));
    const panel = await screen.findByRole("region", { name: "Your looking area" });
    pressEnter(within(panel).getByRole("button", { name: "Shuffle back in" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your looking area" })).toBeNull());
    await waitFor(() => expect(focused()).toBe("Search deck"));
  });

  it("“Search deck” from the keyboard takes focus to the first card searched, and “Shuffle back in” back to it", async () => {
    await renderBob(bobsTurn([]));
    pressEnter(within(controls()).getByRole("button", { name: "Search deck" }));
    const panel = await screen.findByRole("region", { name: "Your looking area" });
    await waitFor(() => expect(focused()).toBe("Wispling @ p2.looking"));
    pressEnter(within(panel).getByRole("button", { name: "Shuffle back in" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your looking area" })).toBeNull());
    await waitFor(() => expect(focused()).toBe("Search deck"));
  });

  it("goes to the deck the cards went back to when nothing had focus as the panel opened (“v”)", async () => {
    await renderBob(bobsTurn([]));
    fireEvent.keyDown(document.body, { key: "v" });
    const panel = await screen.findByRole("region", { name: "Your looking area" });
    // Tab into the panel, then Enter on its button.
    pressEnter(within(panel).getByRole("button", { name: "Put back on top" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your looking area" })).toBeNull());
    await waitFor(() => expect(focused()).toBe("face-down card @ p2.deck"));
  });

  it("leaves focus alone when it was not in the panel", async () => {
    await renderBob(bobsTurn([pileZone("p2.hand", [seen("c1", "Duskmoth")])]));
    pressEnter(within(controls()).getByRole("button", { name: "Search deck" }));
    const panel = await screen.findByRole("region", { name: "Your looking area" });
    // A click on the table's background: focus on the page, on purpose.
    within(panel).getByRole("button", { name: "Shuffle back in" }).focus();
    (document.activeElement as HTMLElement).blur();
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(within(panel).getByRole("button", { name: "Shuffle back in" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your looking area" })).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(focused()).toBe("(the page)");
  });

  it("asks before “Ready” with an empty Active Spot: “Cancel” gives focus back to “Ready”, “Ready anyway” sends it", async () => {
    const state = bobsTurn([pileZone("p2.hand", [seen("c1", "Duskmoth")])]);
    state.phase = "setup";
    state.players.p2!.ready = false;
    const fake = await renderBob(state);
    pressEnter(within(controls()).getByRole("button", { name: "Ready" }));
    const asking = within(controls()).getByRole("group", { name: "Ready with an empty Active Spot?" });
    expect(asking.textContent).toContain("Put a Basic Pokémon there first");
    await waitFor(() => expect(focused()).toBe("Cancel"));
    expect(fake.actions).toEqual([]);

    pressEnter(within(asking).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(focused()).toBe("Ready"));
    expect(within(controls()).queryByRole("group", { name: "Ready with an empty Active Spot?" })).toBeNull();
    expect(fake.actions).toEqual([]);

    pressEnter(within(controls()).getByRole("button", { name: "Ready" }));
    pressEnter(within(controls()).getByRole("button", { name: "Ready anyway" }));
    await waitFor(() => expect(within(controls()).queryByRole("button", { name: "Ready anyway" })).toBeNull());
    expect(fake.actions).toEqual([{ type: "setup.ready" }]);
    await waitFor(() => expect(focused()).toBe("Draw"));
  });
});
