/**
 * A card of Alice's that lies in Bob's hand (she dropped it there): the table tells Bob whose it
 * is (face.owner), and it may only be given back, to her hand, deck or discard pile. Bob's menu
 * offers just that; "Discard hand" sends each card to its owner's discard pile; the card keeps
 * its name and is described as hers.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { snapCard } from "../../../net/snapshot";
import { playingTable, renderTable } from "../../../table/testTable";
import { movedCard } from "../../../table/zones/cards";
import { HandZone } from "../../../table/zones/HandZone";
import { cardMenu, zoneMenu } from "./builders";
import { givenBackTo, ownerSeat } from "../../../table/menu/giveBack";
import type { MenuItem } from "../../../table/menu/types";

afterEach(cleanup);

const card = (pid: string, name: string, owner?: string) => ({ pid, faceDown: false, revealed: false, face: { defId: `demo-${pid}`, name, ...(owner && { owner }) } });

/** Bob's hand: his own Voltkit, and Alice's Infernowl ex. */
function bobsTable() {
  return playingTable((snap) => {
    for (const key of ["p1.hand", "p1.discard", "p2.discard"]) snap.zones[key] = { key, owner: key.slice(0, 2), spec: key.slice(3), count: 0, cards: [], slots: [] };
    snap.zones["p1.deck"] = { key: "p1.deck", owner: "p1", spec: "deck", count: 40, cards: [], slots: [] };
    snap.zones["p2.hand"] = { key: "p2.hand", owner: "p2", spec: "hand", count: 2, cards: [card("h1", "Voltkit"), card("h2", "Infernowl ex", "p1")], slots: [] };
    snap.zones["p2.active"] = {
      key: "p2.active",
      owner: "p2",
      spec: "active",
      count: 1,
      cards: [],
      slots: [{ sid: "s1", cards: [card("a1", "Lantern")], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 1, toppedTurn: -1 }],
    };
  });
}

const labels = (items: MenuItem[]) => items.map((i) => i.label);

function menuOf(name: string) {
  const { ctx } = renderTable(<></>, { snap: bobsTable(), role: "player", seat: "p2" });
  const held = ctx.snap.zones["p2.hand"]!.cards.find((c) => c.face?.name === name)!;
  const moved = movedCard(ctx, held, "p2.hand", 0);
  return { ctx, moved, items: cardMenu(ctx, held, moved) };
}

describe("a card of the opponent's in your hand", () => {
  it("is read from the table as the opponent's", () => {
    expect(snapCard({ pid: "c1", face: { defId: "d", name: "Infernowl ex", owner: "p1" } }).face).toEqual({ defId: "d", name: "Infernowl ex", owner: "p1" });
    expect(snapCard({ pid: "c2", face: { defId: "d", name: "Voltkit", owner: "" } }).face).toEqual({ defId: "d", name: "Voltkit" });
  });

  it("its “Move to…” offers giving it back to its owner's hand, deck or discard pile, and nothing of yours", () => {
    const { ctx, items } = menuOf("Infernowl ex");
    expect(labels(items)).toEqual(["Move to…", "Select"]);
    const moveTo = items[0]!;
    expect(labels(moveTo.items!)).toEqual([
      "Give back to Alice's hand",
      "Give back to Alice's deck: top",
      "Give back to Alice's deck: bottom",
      "Give back to Alice's discard pile",
    ]);
    moveTo.items![3]!.onSelect!();
    expect(ctx.send).toHaveBeenCalledWith([{ type: "move", cards: [{ zone: "p2.hand", pid: "h2" }], to: { zone: "p1.discard" } }]);
    moveTo.items![0]!.onSelect!();
    expect(ctx.send).toHaveBeenCalledWith([{ type: "move", cards: [{ zone: "p2.hand", pid: "h2" }], to: { zone: "p1.hand" } }]);
  });

  it("the shortcut keys move it to its owner's zones, as the menu does", () => {
    const { ctx, moved } = menuOf("Infernowl ex");
    expect(ownerSeat(ctx, { kind: "cards", cards: [moved] })).toBe("p1");
  });

  it("your own card beside it keeps the menu of your zones", () => {
    const { items } = menuOf("Voltkit");
    expect(labels(items)).toEqual(expect.arrayContaining(["Move to…", "Attach to…", "Evolve…", "Put under…", "Reveal"]));
    expect(labels(items[0]!.items!)).toEqual(expect.arrayContaining(["Your bench", "Your deck: top", "Your discard pile"]));
  });

  it("“Discard hand” sends each card to its owner's discard pile, in one action", () => {
    const { ctx } = renderTable(<></>, { snap: bobsTable(), role: "player", seat: "p2" });
    zoneMenu(ctx, "p2.hand").find((i) => i.label === "Discard hand")!.onSelect!();
    const cards = [{ zone: "p2.hand", pid: "h1" }, { zone: "p2.hand", pid: "h2" }];
    expect(ctx.send).toHaveBeenCalledWith({ type: "move", cards, to: { zone: "p2.discard", eachToOwner: true } });
  });

  it("“Put hand on the bottom of the deck” puts each card on the bottom of its owner's deck, in one action", () => {
    const { ctx } = renderTable(<></>, { snap: bobsTable(), role: "player", seat: "p2" });
    zoneMenu(ctx, "p2.hand").find((i) => i.label === "Put hand on the bottom of the deck")!.onSelect!();
    const cards = [{ zone: "p2.hand", pid: "h1" }, { zone: "p2.hand", pid: "h2" }];
    expect(ctx.send).toHaveBeenCalledWith({ type: "move", cards, to: { zone: "p2.deck", at: "bottom", eachToOwner: true } });
  });

  it("a judge acting as Bob keeps the whole menu: a judge may move any card anywhere", () => {
    const { ctx } = renderTable(<></>, { snap: bobsTable(), role: "judge", seat: "p2" });
    const held = ctx.snap.zones["p2.hand"]!.cards.find((c) => c.face?.name === "Infernowl ex")!;
    const moved = movedCard(ctx, held, "p2.hand", 0);
    expect(givenBackTo(ctx, { kind: "cards", cards: [moved] })).toBeNull();
    expect(labels(cardMenu(ctx, held, moved)[0]!.items!)).not.toContain("Give back to Alice's hand");
  });

  it("keeps its name, and is described as the opponent's before the drag instructions", () => {
    renderTable(<HandZone seat="p2" compact={false} />, { snap: bobsTable(), role: "player", seat: "p2" });
    const hand = screen.getByRole("region", { name: "Your hand" });
    const infernowl = within(hand).getByRole("button", { name: "Infernowl ex" });
    const described = (infernowl.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described[0]).toBe("Alice's card.");
    const voltkit = within(hand).getByRole("button", { name: "Voltkit" });
    expect(voltkit.getAttribute("aria-describedby") ?? "").not.toContain(infernowl.getAttribute("aria-describedby")!.split(" ")[0]);
  });
});
