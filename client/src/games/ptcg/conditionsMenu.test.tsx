/**
 * The Special Conditions menu stays open after a pick: a Pokémon can be Poisoned, Burned and
 * Confused at once (seed 001 §9), set in one visit. Each condition is a checkable item whose check
 * is the table's: Asleep, Confused and Paralyzed replace each other (§9.3), which the engine
 * does, and the menu shows once the table has answered.
 */
import { fireEvent, render, screen, within } from "@testing-library/react";
import type { ClientAction } from "@playmat/shared";
import { describe, expect, it, vi } from "vitest";
import type { TableSnap } from "../../net/snapshot";
import { TableScreen } from "../../table/TableScreen";
import { bobsTurn, fakeRoom, offlineTableTests, seen, slotZone } from "./testRoom";

offlineTableTests();

const ROTATING = ["asleep", "confused", "paralyzed"];

/** The engine's `condition`, as the table's reply shows it: one of Asleep, Confused, Paralyzed at a time. */
function setCondition(action: ClientAction, state: TableSnap): TableSnap {
  const next: TableSnap = structuredClone(state);
  next.seq = state.seq + 1;
  if (action.type !== "condition") return next;
  const slot = next.zones[action.stack.zone]!.slots[action.stack.slot]!;
  const replaced = action.on && ROTATING.includes(action.condition) ? ROTATING : [];
  slot.conditions = slot.conditions.filter((c) => c !== action.condition && !replaced.includes(c));
  if (action.on) slot.conditions.push(action.condition);
  return next;
}

async function aliceOpensConditions() {
  const fake = fakeRoom({ state: bobsTurn([slotZone("p1.active", 1, { 0: seen("a1", "Duskmoth") })]), seat: "p1", onAction: setCondition });
  render(<TableScreen room={fake.room} onLeave={() => {}} />);
  const active = within(await screen.findByRole("region", { name: "Your active Pokémon" })).getByRole("button", { name: "Duskmoth" });
  fireEvent.contextMenu(active);
  fireEvent.click(within(screen.getByRole("menu", { name: "Duskmoth" })).getByRole("menuitem", { name: "Special Conditions…" }));
  const menu = screen.getByRole("menu", { name: "Special Conditions…" });
  const item = (name: string) => within(menu).getByRole("menuitemcheckbox", { name });
  const checked = () => ["Poisoned", "Burned", "Asleep", "Confused", "Paralyzed"].filter((name) => item(name).getAttribute("aria-checked") === "true");
  return { fake, menu, item, checked, active };
}

describe("the Special Conditions menu", () => {
  it("stays open after each pick, with focus on the item, and checks what the table holds", async () => {
    const { fake, item, checked } = await aliceOpensConditions();
    for (const name of ["Poisoned", "Burned", "Confused"]) {
      item(name).focus();
      fireEvent.click(item(name));
      await vi.waitFor(() => expect(item(name).getAttribute("aria-checked")).toBe("true"));
      expect(document.activeElement).toBe(item(name));
    }
    expect(checked()).toEqual(["Poisoned", "Burned", "Confused"]);
    expect(fake.actions.map((a) => a.type === "condition" && [a.condition, a.on])).toEqual([["poisoned", true], ["burned", true], ["confused", true]]);
  });

  it("Asleep replaces Confused: the menu unchecks Confused once the table has answered", async () => {
    const { item, checked } = await aliceOpensConditions();
    fireEvent.click(item("Confused"));
    await vi.waitFor(() => expect(checked()).toEqual(["Confused"]));
    fireEvent.click(item("Asleep"));
    await vi.waitFor(() => expect(checked()).toEqual(["Asleep"]));
  });

  it("a checked condition picked again comes off; Escape closes the menu and focus goes back to the Pokémon", async () => {
    const { fake, menu, item, checked, active } = await aliceOpensConditions();
    fireEvent.click(item("Burned"));
    await vi.waitFor(() => expect(checked()).toEqual(["Burned"]));
    fireEvent.click(item("Burned"));
    await vi.waitFor(() => expect(checked()).toEqual([]));
    expect(fake.actions.at(-1)).toMatchObject({ type: "condition", condition: "burned", on: false });
    fireEvent.keyDown(item("Burned"), { key: "Escape" });
    fireEvent.keyDown(within(screen.getByRole("menu", { name: "Duskmoth" })).getAllByRole("menuitem")[0]!, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(active);
  });

  it("closes when its Pokémon leaves the spot, and focus goes to what is in that spot now, not to the page", async () => {
    // The table's reply: Duskmoth has gone (switched out), and Wispling is the Active Pokémon.
    const switched = (_action: ClientAction, state: TableSnap): TableSnap => {
      const next: TableSnap = structuredClone(state);
      next.seq = state.seq + 1;
      next.zones["p1.active"] = { ...slotZone("p1.active", 1, { 0: seen("w1", "Wispling") }) };
      next.zones["p1.active"]!.slots[0]!.sid = "s-switched-in";
      return next;
    };
    const fake = fakeRoom({ state: bobsTurn([slotZone("p1.active", 1, { 0: seen("a1", "Duskmoth") })]), seat: "p1", onAction: switched });
    render(<TableScreen room={fake.room} onLeave={() => {}} />);
    const region = await screen.findByRole("region", { name: "Your active Pokémon" });
    fireEvent.contextMenu(within(region).getByRole("button", { name: "Duskmoth" }));
    fireEvent.click(within(screen.getByRole("menu", { name: "Duskmoth" })).getByRole("menuitem", { name: "Special Conditions…" }));
    const poisoned = within(screen.getByRole("menu", { name: "Special Conditions…" })).getByRole("menuitemcheckbox", { name: "Poisoned" });
    poisoned.focus();
    fireEvent.click(poisoned);
    await vi.waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(within(region).getByRole("button", { name: "Wispling" })));
  });

  it("a click outside closes it", async () => {
    const { item } = await aliceOpensConditions();
    fireEvent.click(item("Poisoned"));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
