/**
 * The sandbox's table in the shell: before the deal a seated player is offered "Deal" and never
 * a deck list; while playing, the shared deck, row and discard pile are labelled regions, the
 * opponent's hand is face-down cards, points are shown per player and changed with the play
 * buttons, "Draw from the deck" sends the game's draw, and the shell's own deck buttons (which
 * name a seat's deck the sandbox has not) are not offered.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ClientAction } from "@playmat/shared";
import type { TableSnap } from "../../net/snapshot";
import { TableScreen } from "../../table/TableScreen";
import { player } from "../../table/testTable";
import { bobsTurnOf, fakeRoom, moveCards, offlineTableTests, pileZone, seen } from "../../table/testRoom";

offlineTableTests();

const back = (pid: string) => ({ pid, faceDown: false, revealed: false });

function sandboxTable(phase: "waiting" | "playing"): TableSnap {
  const snap = bobsTurnOf("sandbox", []);
  snap.options = { handSize: 5, target: 10 };
  snap.phase = phase;
  snap.zones = {
    deck: pileZone("deck", [], phase === "waiting" ? 0 : 23),
    row: pileZone("row", phase === "waiting" ? [] : [seen("c9", "12")]),
    discard: pileZone("discard", []),
    "p1.hand": pileZone("p1.hand", phase === "waiting" ? [] : [seen("c1", "3"), seen("c2", "27")]),
    "p2.hand": pileZone("p2.hand", phase === "waiting" ? [] : [back("c3"), back("c4")]),
    "p1.looking": pileZone("p1.looking", []),
    "p2.looking": pileZone("p2.looking", []),
  };
  // The room sends counters as a JSON object (net/snapshot.ts).
  snap.players = { p1: player("p1", "Alice", { counters: JSON.stringify({ points: 4 }) as never }), p2: player("p2", "Bob") };
  if (phase === "waiting") {
    // Nobody loads a deck at a sandbox table.
    snap.players = { p1: player("p1", "Alice", { deckSubmitted: false, ready: false }), p2: player("p2", "Bob", { deckSubmitted: false, ready: false }) };
    snap.turn = { number: 0, current: "", first: "", won: "", markers: [], tally: {} };
  }
  else snap.turn = { ...snap.turn, current: "p1" };
  return snap;
}

describe("the sandbox table", () => {
  it("offers Deal before the game, and no deck list", async () => {
    const fake = fakeRoom({ state: sandboxTable("waiting"), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Deal" }));
    await waitFor(() => expect(fake.actions).toEqual([{ type: "sandbox.deal" }]));
    // The deck entry panel a game of deck lists opens for a seated player without one.
    expect(screen.queryByRole("region", { name: "Choose a deck" })).toBeNull();
    expect(screen.queryByRole("dialog", { name: "Choose a deck" })).toBeNull();
    expect(screen.queryByText(/no deck/i)).toBeNull();
  });

  it("lays out the shared zones, the hands and the points, and sends the game's own draw and points", async () => {
    const fake = fakeRoom({ state: sandboxTable("playing"), seat: "p1", onAction: moveCards });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const row = await screen.findByRole("region", { name: "Row" });
    expect(within(row).getByRole("button", { name: "12" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Deck" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Discard pile" })).toBeTruthy();
    const theirs = await screen.findByRole("region", { name: "Opponent's hand" });
    expect(within(theirs).getAllByRole("button", { name: "face-down card" })).toHaveLength(2);
    expect(within(screen.getByRole("region", { name: "Your hand" })).getByRole("button", { name: "27" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your points" })).getByText("4")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Opponent's points" })).getByText("0")).toBeTruthy();
    const controls = screen.getByRole("region", { name: "Controls" });
    // The shell's buttons on a seat's own deck would name a zone the sandbox has not.
    for (const name of ["Draw", "Search", "Shuffle", "Look at top"]) expect(within(controls).queryByRole("button", { name })).toBeNull();
    fireEvent.click(within(controls).getByRole("button", { name: "Draw from the deck" }));
    await waitFor(() => expect(fake.actions).toHaveLength(1));
    fireEvent.click(within(controls).getByRole("button", { name: "+1 point" }));
    await waitFor(() => expect(fake.actions).toHaveLength(2));
    expect(fake.actions).toEqual<ClientAction[]>([
      { type: "sandbox.draw", count: 1 },
      { type: "counter", counter: "points", mode: "add", amount: 1 },
    ]);
  });
});
