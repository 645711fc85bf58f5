/**
 * Touch at a Pokémon table, with the shell's pieces (TableCard, Droppable, the table's sensor):
 * a tap on a card then on a zone sends what a drop there sends, and a finger held still on a card
 * opens its menu. The mouse keeps doing what it did.
 */
import { DndContext } from "@dnd-kit/core";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyTable, type SlotSnap, type TableSnap, type ZoneSnap } from "../../../net/snapshot";
import { useTableDnd } from "../../../table/dndSetup";
import { cardItem, stackItem } from "../../../table/selection";
import { HOLD_MS, LONG_PRESS_MS } from "../../../table/tableSensor";
import { t as tr, renderTable } from "../../../table/testTable";
import { HandZone } from "../../../table/zones/HandZone";
import { movedCard } from "../../../table/zones/cards";
import { SlotsZone } from "../zones/SlotsZone";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const pile = (key: string, cards: ZoneSnap["cards"]): ZoneSnap => ({ key, owner: key.split(".")[0]!, spec: key.split(".")[1]!, count: cards.length, cards, slots: [] });
const emptySlot = (): SlotSnap => ({ sid: "", cards: [], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 0, toppedTurn: -1 });

const cindle = { pid: "c1", faceDown: false, revealed: false, face: { defId: "demo-pma-1", name: "Cindle" } };
const energy = { pid: "c2", faceDown: false, revealed: false, face: { defId: "demo-pma-24", name: "Basic Fire Energy" } };
const voltkit = { pid: "c3", faceDown: false, revealed: false, face: { defId: "demo-pma-5", name: "Voltkit" } };

/** Alice's hand (Cindle, an Energy), her Active Spot (Voltkit), and an empty Bench of two. */
function table(): TableSnap {
  const snap = emptyTable();
  snap.game = "ptcg";
  snap.phase = "playing";
  snap.zones = {
    "p1.hand": pile("p1.hand", [cindle, energy]),
    "p1.active": { ...pile("p1.active", []), count: 1, slots: [{ ...emptySlot(), sid: "s1", cards: [voltkit] }] },
    "p1.bench": { ...pile("p1.bench", []), slots: [emptySlot(), emptySlot()] },
  };
  return snap;
}

function Board({ children }: { children: ReactNode }) {
  return <DndContext {...useTableDnd(tr)}>{children}</DndContext>;
}

/** Alice's table, with `selected` (hand cards by index) already picked by a first tap. */
function renderAlice(selected: number[] = []) {
  const snap = table();
  const hand = snap.zones["p1.hand"]!.cards;
  const selection = selected.map((i) => cardItem(movedCard({ defOf: () => undefined }, hand[i]!, "p1.hand", i)));
  return renderTable(
    <Board>
      <HandZone seat="p1" compact={false} />
      <SlotsZone zone="p1.active" size="lg" />
      <SlotsZone zone="p1.bench" size="md" />
    </Board>,
    { snap, role: "player", seat: "p1", ctx: { selection } },
  );
}

const bench = (n: number) => document.querySelector<HTMLElement>(`[role="group"][data-zone="p1.bench"][data-slot="${n}"]`)!;

/** A tap: the finger goes down and up in place, and the browser clicks (a click saying its pointer, as Chromium's does). */
function tap(el: HTMLElement, pointerType: "touch" | "mouse" = "touch") {
  fireEvent.pointerDown(el, { pointerType, isPrimary: true, button: 0, pointerId: 7, clientX: 5, clientY: 5 });
  fireEvent.pointerUp(el, { pointerType, isPrimary: true, button: 0, pointerId: 7, clientX: 5, clientY: 5 });
  el.dispatchEvent(new PointerEvent("click", { bubbles: true, cancelable: true, pointerType }));
}

describe("tap a card, then tap a zone", () => {
  it("the first tap selects the card, as a click does", () => {
    const { ctx } = renderAlice();
    tap(screen.getByRole("button", { name: "Cindle" }));
    expect(ctx.select).toHaveBeenCalledWith(expect.objectContaining({ id: "card:c1" }), false);
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it("a tap on an empty Bench slot sends the move a drop there sends", () => {
    const { ctx } = renderAlice([0]);
    tap(bench(1));
    expect(ctx.send).toHaveBeenCalledWith([{ type: "move", cards: [{ zone: "p1.hand", pid: "c1" }], to: { zone: "p1.bench", slot: 1 } }]);
  });

  it("a tap on a Pokémon in play puts the selected card onto it (the drop's attach)", () => {
    const { ctx } = renderAlice([1]);
    tap(screen.getByRole("button", { name: "Voltkit" }));
    expect(ctx.send).toHaveBeenCalledWith([{ type: "move", cards: [{ zone: "p1.hand", pid: "c2" }], to: { zone: "p1.active", slot: 0, as: "attach" } }]);
    expect(ctx.select).not.toHaveBeenCalled();
  });

  it("a tap on another card of the same zone picks that card instead", () => {
    const { ctx } = renderAlice([0]);
    tap(screen.getByRole("button", { name: "Basic Fire Energy" }));
    expect(ctx.select).toHaveBeenCalledWith(expect.objectContaining({ id: "card:c2" }), false);
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it("a selected Pokémon in play moves to the Bench slot tapped", () => {
    const snap = table();
    const stack = { kind: "stack" as const, zone: "p1.active", slot: 0, name: "Voltkit", cards: ["c3"], attached: [] };
    const { ctx } = renderTable(<SlotsZone zone="p1.bench" size="md" />, { snap, role: "player", seat: "p1", ctx: { selection: [stackItem(stack)] } });
    tap(bench(0));
    expect(ctx.send).toHaveBeenCalledWith(ctx.game.intentFor(stack, { kind: "slot", zone: "p1.bench", slot: 0, occupied: false }));
    expect(ctx.send).toHaveBeenCalledTimes(1);
  });

  it("the mouse keeps its ways: a click on a zone with a card selected moves nothing, a click on a card selects it", () => {
    const { ctx } = renderAlice([1]);
    tap(bench(1), "mouse");
    tap(screen.getByRole("button", { name: "Voltkit" }), "mouse");
    expect(ctx.send).not.toHaveBeenCalled();
    expect(ctx.select).toHaveBeenCalledWith(expect.objectContaining({ id: "stack:p1.active:0" }), false);
  });

  it("a spectator's tap moves nothing", () => {
    const snap = table();
    const hand = snap.zones["p1.hand"]!.cards;
    const selection = [cardItem(movedCard({ defOf: () => undefined }, hand[0]!, "p1.hand", 0))];
    const { ctx } = renderTable(<SlotsZone zone="p1.bench" size="md" />, { snap, role: "spectator", ctx: { selection } });
    tap(bench(0));
    expect(ctx.send).not.toHaveBeenCalled();
  });
});

describe("a long press", () => {
  beforeEach(() => vi.useFakeTimers());

  const press = (el: HTMLElement, pointerType: "touch" | "mouse") =>
    fireEvent.pointerDown(el, { pointerType, isPrimary: true, button: 0, pointerId: 3, clientX: 40, clientY: 60 });

  it("opens the card's menu where the finger is, after the finger was held still", () => {
    const { ctx } = renderAlice();
    press(screen.getByRole("button", { name: "Cindle" }), "touch");
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(ctx.openMenu).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(ctx.openMenu).toHaveBeenCalledTimes(1);
    expect(ctx.openMenu).toHaveBeenCalledWith(expect.objectContaining({ label: "Cindle", x: 40, y: 60 }));
    // The click the finger's lift may end with is kept from the card (and from the menu opened under it).
    fireEvent.pointerUp(document, { pointerType: "touch", pointerId: 3 });
    screen.getByRole("button", { name: "Cindle" }).dispatchEvent(new PointerEvent("click", { bubbles: true, pointerType: "touch" }));
    expect(ctx.select).not.toHaveBeenCalled();
  });

  it("opens nothing when the finger lifts first, or moves (a drag once held, a swipe before)", () => {
    const { ctx } = renderAlice();
    const card = screen.getByRole("button", { name: "Cindle" });
    press(card, "touch");
    fireEvent.pointerUp(document, { pointerType: "touch", pointerId: 3, clientX: 40, clientY: 60 });
    press(card, "touch");
    act(() => void vi.advanceTimersByTime(HOLD_MS + 10));
    fireEvent.pointerMove(document, { pointerType: "touch", pointerId: 3, clientX: 80, clientY: 60 });
    fireEvent.pointerUp(document, { pointerType: "touch", pointerId: 3, clientX: 80, clientY: 60 });
    press(card, "touch");
    fireEvent.pointerMove(document, { pointerType: "touch", pointerId: 3, clientX: 80, clientY: 60 });
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(ctx.openMenu).not.toHaveBeenCalled();
  });

  it("is no menu for the mouse: a held button does nothing until it moves", () => {
    const { ctx } = renderAlice();
    press(screen.getByRole("button", { name: "Cindle" }), "mouse");
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(ctx.openMenu).not.toHaveBeenCalled();
    fireEvent.pointerUp(document, { pointerType: "mouse", pointerId: 3 });
  });
});
