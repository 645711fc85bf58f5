/**
 * The Pocket table in the shell: the Active Spot and a Bench of 3, each player's Energy Zone
 * (this turn's Energy, the next one, the deck's types) and points, no prizes and no Lost Zone;
 * the zone's Energy goes onto a Pokémon from the keyboard as any card does ("q", then 0 for the
 * Active Pokémon), "Let the Energy go" sends the game's assist, "Move to" offers only zones the
 * table has, and setup's "Ready" sends `pocket.ready`.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ClientAction } from "@playmat/shared";
import type { TableSnap } from "../../net/snapshot";
import { TableScreen } from "../../table/TableScreen";
import { player, renderTable } from "../../table/testTable";
import { movedCard } from "../../table/zones/cards";
import { cardMenu } from "../ptcg/menu/builders";
import { bobsTurnOf, fakeRoom, moveCards, offlineTableTests, pileZone, seen, slotZone } from "../../table/testRoom";

offlineTableTests();
afterEach(cleanup);

function pocketTable(phase: "setup" | "playing" = "playing"): TableSnap {
  const snap = bobsTurnOf("ptcg-pocket", []);
  snap.options = { firstTurnDraw: true };
  snap.phase = phase;
  snap.zones = {};
  for (const seat of ["p1", "p2"] as const) {
    for (const id of ["hand", "discard", "resolving", "looking"]) snap.zones[`${seat}.${id}`] = pileZone(`${seat}.${id}`, []);
    snap.zones[`${seat}.deck`] = pileZone(`${seat}.deck`, [], 14);
    snap.zones[`${seat}.active`] = slotZone(`${seat}.active`, 1, { 0: seen(`${seat}-a`, seat === "p1" ? "Glimmoth" : "Sparkit") });
    snap.zones[`${seat}.bench`] = slotZone(`${seat}.bench`, 3);
    snap.zones[`${seat}.energy`] = pileZone(`${seat}.energy`, seat === "p1" ? [seen("e1", "Psychic Energy")] : []);
    snap.zones[`${seat}.energy-next`] = pileZone(`${seat}.energy-next`, [seen(`${seat}-n`, "Lightning Energy")]);
    snap.zones[`${seat}.energy-types`] = pileZone(`${seat}.energy-types`, [seen(`${seat}-t1`, "Lightning Energy"), seen(`${seat}-t2`, "Psychic Energy")]);
  }
  snap.zones["p1.hand"] = pileZone("p1.hand", [seen("h1", "Field Researcher")]);
  // The room sends counters as a JSON object (net/snapshot.ts).
  snap.players = { p1: player("p1", "Alice", { counters: JSON.stringify({ points: 2 }) as never }), p2: player("p2", "Bob") };
  snap.turn = { ...snap.turn, current: "p1" };
  if (phase === "setup") snap.players = { p1: player("p1", "Alice", { ready: false }), p2: player("p2", "Bob", { ready: false }) };
  return snap;
}

async function renderAlice(phase: "setup" | "playing" = "playing") {
  const fake = fakeRoom({ state: pocketTable(phase), seat: "p1", onAction: moveCards });
  render(<TableScreen room={fake.room} onLeave={() => {}} />);
  await screen.findByRole("region", { name: "Your hand" });
  return fake;
}

describe("the Pocket table", () => {
  it("lays out the Bench of 3, both Energy Zones and the points, with no prizes and no Lost Zone", async () => {
    await renderAlice();
    const zone = screen.getByRole("region", { name: "Your Energy Zone" });
    expect(within(zone).getByRole("button", { name: "Psychic Energy" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your next Energy" })).getByRole("button", { name: "Lightning Energy" })).toBeTruthy();
    const types = screen.getByRole("region", { name: "Your Energy types" });
    expect(within(types).getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining("Lightning Energy"), expect.stringContaining("Psychic Energy")]),
    );
    expect(screen.getByRole("region", { name: "Opponent's Energy Zone" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Your points" })).getByText("2/3")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Opponent's points" })).getByText("0/3")).toBeTruthy();
    expect(document.querySelectorAll('[data-zone="p1.bench"][data-slot]')).toHaveLength(3);
    expect(screen.queryByRole("region", { name: /prize/i })).toBeNull();
    expect(screen.queryByRole("region", { name: /lost zone/i })).toBeNull();
  });

  it("attaches the zone's Energy to the Active Pokémon from the keyboard, and lets an unused one go", async () => {
    const fake = await renderAlice();
    const energy = within(screen.getByRole("region", { name: "Your Energy Zone" })).getByRole("button", { name: "Psychic Energy" });
    energy.focus();
    fireEvent.keyDown(energy, { key: "q" });
    fireEvent.keyDown(energy, { key: "0", code: "Digit0" });
    await waitFor(() =>
      expect(fake.actions).toContainEqual<ClientAction>({ type: "move", cards: [{ zone: "p1.energy", pid: "e1" }], to: { zone: "p1.active", slot: 0, as: "attach" } }),
    );
    const controls = screen.getByRole("region", { name: "Controls" });
    fireEvent.click(within(controls).getByRole("button", { name: "Let the Energy go" }));
    await waitFor(() => expect(fake.actions).toContainEqual<ClientAction>({ type: "assist", assist: "energy.fade" }));
  });

  it("offers to move a card only to zones the table has", () => {
    const { ctx } = renderTable(<></>, { snap: pocketTable(), role: "player", seat: "p1" });
    const hand = ctx.snap.zones["p1.hand"]!.cards[0]!;
    const moveTo = cardMenu(ctx, hand, movedCard(ctx, hand, "p1.hand", 0)).find((i) => i.label === "Move to…")!;
    const labels = moveTo.items!.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["Your bench", "Your discard pile", "Your resolving area"]));
    // A Pokémon table's prizes, Lost Zone and Stadium are no zone here: an item for them would move nothing.
    expect(labels.filter((label) => /prize|lost zone|stadium/i.test(label))).toEqual([]);
  });

  it("says Ready in setup with pocket.ready", async () => {
    const fake = await renderAlice("setup");
    fireEvent.click(within(screen.getByRole("region", { name: "Controls" })).getByRole("button", { name: "Ready" }));
    await waitFor(() => expect(fake.actions).toEqual<ClientAction[]>([{ type: "pocket.ready" }]));
  });
});
