/**
 * The looking panel shows the cards looked at top of the deck first, says which goes back on top,
 * and lets the looker put them in another order: a card dropped on another's place, or moved
 * from its menu (Move left, Move right, Move to first, Move to last), sends `look.order`.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MenuItem } from "../../../table/menu/types";
import { LookingPanel } from "../../../table/LookingPanel";
import { movesFor } from "../moves";
import { player, playingTable, renderTable } from "../../../table/testTable";

afterEach(cleanup);

const card = (pid: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId: `demo-${pid}`, name } });
const back = (pid: string) => ({ pid, faceDown: false, revealed: false });

function lookingAt(cards: ReturnType<typeof card>[] | ReturnType<typeof back>[]) {
  return playingTable((s) => {
    s.players.p1 = player("p1", "Alice", { looking: "look" });
    s.zones["p1.looking"] = { key: "p1.looking", owner: "p1", spec: "looking", count: cards.length, cards, slots: [] };
  });
}

/** The panel's line saying the order (dnd-kit's live region is a status too). */
const orderStatus = () => within(screen.getByRole("region", { name: "Your looking area" })).queryByRole("status");

const three = () => lookingAt([card("l1", "Cindle"), card("l2", "Pyrowl"), card("l3", "Voltkit")]);

/** The items of the menu a card of the panel opens. */
function menuOf(name: string, ctx: ReturnType<typeof renderTable>["ctx"]): MenuItem[] {
  screen.getByRole("button", { name }).dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, clientX: 1, clientY: 1 }));
  const calls = (ctx.openMenu as unknown as { mock: { calls: [{ items: MenuItem[] }][] } }).mock.calls;
  return calls.at(-1)![0].items;
}

describe("looking at the top cards of your deck", () => {
  it("says the cards are shown top of the deck first, and how to change their order", () => {
    renderTable(<LookingPanel seat="p1" />, { snap: three(), role: "player", seat: "p1" });
    const region = screen.getByRole("region", { name: "Your looking area" });
    expect(region.textContent).toContain("You are looking at 3 cards, top of the deck first. To change their order, drag a card onto another's place or use its menu (Move left, Move right)");
    expect(region.textContent).toContain("on top or on the bottom, they keep the order shown.");
    expect(within(region).getByRole("status").textContent).toBe("Top of the deck first: Cindle, Pyrowl, Voltkit.");
  });

  it("the first card wears \"On top\", and only the first", () => {
    renderTable(<LookingPanel seat="p1" />, { snap: three(), role: "player", seat: "p1" });
    expect(screen.getByRole("button", { name: "Cindle" }).textContent).toContain("On top");
    expect(screen.getByRole("button", { name: "Pyrowl" }).textContent).not.toContain("On top");
    expect(document.querySelectorAll("[data-on-top]")).toHaveLength(1);
  });

  it("a long search names its first five cards and counts the rest", () => {
    const names = ["A", "B", "C", "D", "E", "F", "G"];
    renderTable(<LookingPanel seat="p1" />, { snap: lookingAt(names.map((n, i) => card(`s${i}`, n))), role: "player", seat: "p1" });
    expect(orderStatus()?.textContent).toBe("Top of the deck first: A, B, C, D, E, and 2 more.");
  });

  it("the status line changes when the order does", () => {
    const { update } = renderTable(<LookingPanel seat="p1" />, { snap: three(), role: "player", seat: "p1" });
    update(lookingAt([card("n1", "Voltkit"), card("n2", "Cindle"), card("n3", "Pyrowl")]));
    expect(orderStatus()?.textContent).toBe("Top of the deck first: Voltkit, Cindle, Pyrowl.");
    expect(screen.getByRole("button", { name: "Voltkit" }).textContent).toContain("On top");
  });
});

describe("reordering from a card's menu", () => {
  it("offers Move to first, Move left, Move right and Move to last, disabled where the card can't go", () => {
    const { ctx } = renderTable(<LookingPanel seat="p1" />, { snap: three(), role: "player", seat: "p1" });
    const first = menuOf("Cindle", ctx).slice(0, 4);
    expect(first.map((i) => [i.label, Boolean(i.disabled)])).toEqual([
      ["Move to first (on top)", true],
      ["Move left", true],
      ["Move right", false],
      ["Move to last", false],
    ]);
    const last = menuOf("Voltkit", ctx).slice(0, 4);
    expect(last.map((i) => Boolean(i.disabled))).toEqual([false, false, true, true]);
  });

  it("each item sends the whole new order, top of the deck first", () => {
    const { ctx } = renderTable(<LookingPanel seat="p1" />, { snap: three(), role: "player", seat: "p1" });
    const pick = (name: string, label: string) => menuOf(name, ctx).find((i) => i.label === label)!.onSelect!();
    pick("Cindle", "Move right");
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "look.order", order: ["l2", "l1", "l3"] });
    pick("Voltkit", "Move to first (on top)");
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "look.order", order: ["l3", "l1", "l2"] });
    pick("Pyrowl", "Move left");
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "look.order", order: ["l2", "l1", "l3"] });
    pick("Cindle", "Move to last");
    expect(ctx.send).toHaveBeenLastCalledWith({ type: "look.order", order: ["l2", "l3", "l1"] });
  });

  it("one card alone has nothing to reorder: no order items, no order line", () => {
    const { ctx } = renderTable(<LookingPanel seat="p1" />, { snap: lookingAt([card("l1", "Cindle")]), role: "player", seat: "p1" });
    expect(menuOf("Cindle", ctx).map((i) => i.label)).not.toContain("Move left");
    expect(orderStatus()).toBeNull();
  });
});

describe("reordering by dropping a card on another's place", () => {
  const order = ["l1", "l2", "l3"];
  const looked = (pid: string, index: number) => ({ ref: { zone: "p1.looking", pid }, zone: "p1.looking", index, name: pid });

  it("the card dropped takes the place it was dropped on, and the others shift", () => {
    expect(movesFor({ kind: "cards", cards: [looked("l1", 0)] }, { kind: "place", zone: "p1.looking", order, index: 2 })).toEqual([{ type: "look.order", order: ["l2", "l3", "l1"] }]);
    expect(movesFor({ kind: "cards", cards: [looked("l3", 2)] }, { kind: "place", zone: "p1.looking", order, index: 0 })).toEqual([{ type: "look.order", order: ["l3", "l1", "l2"] }]);
  });

  it("a card put down on its own place sends nothing", () => {
    expect(movesFor({ kind: "cards", cards: [looked("l2", 1)] }, { kind: "place", zone: "p1.looking", order, index: 1 })).toEqual([]);
  });

  it("a card from elsewhere dropped on a place joins the cards looked at, as on the panel", () => {
    const fromHand = { ref: { zone: "p1.hand", pid: "h1" }, zone: "p1.hand", index: 0, name: "Cindle" };
    expect(movesFor({ kind: "cards", cards: [fromHand] }, { kind: "place", zone: "p1.looking", order, index: 1 })).toEqual([{ type: "move", cards: [{ zone: "p1.hand", pid: "h1" }], to: { zone: "p1.looking" } }]);
  });

  it("each card of the panel is a place, named for the drag announcements", () => {
    renderTable(<LookingPanel seat="p1" />, { snap: three(), role: "player", seat: "p1" });
    expect([...document.querySelectorAll("[data-place]")].map((el) => el.getAttribute("data-place"))).toEqual(["1", "2", "3"]);
  });
});

describe("the opponent's view of the panel", () => {
  it("shows no card, no order and no place: only how many", () => {
    const snap = lookingAt([back("x1"), back("x2"), back("x3")]);
    renderTable(<LookingPanel seat="p1" />, { snap, role: "player", seat: "p2" });
    const region = screen.getByRole("region", { name: "Opponent's looking area" });
    expect(region.textContent).toContain("Alice is looking at 3 cards.");
    expect(within(region).queryByRole("status")).toBeNull();
    expect(document.querySelectorAll("[data-place]")).toHaveLength(0);
  });
});
