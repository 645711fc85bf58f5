/**
 * Tap a card, then tap a zone: the touch way of moving without dragging. The first tap selects
 * (as a click does); a tap on a zone, or on a card lying in another zone, then sends what a drop
 * of the selection there sends (GameTable.intentFor, the same source a drag of it carries). A
 * mouse click keeps doing what it did: it selects, and a click on a zone's floor does nothing.
 */
import { createContext, type MouseEvent } from "react";
import type { MoveTarget } from "./intents";
import { selectionSource, type Selectable } from "./selection";
import type { TableCtx } from "./TableContext";

/** The innermost enabled drop zone a card lies in (Droppable provides it): where a tap on the card moves the selection. */
export const DropHere = createContext<MoveTarget | null>(null);

/** A click reports the pointer that made it (Chromium); where it doesn't, the pointer that went down just before it. */
const RECENT_MS = 1000;
let lastDown = { type: "", at: -Infinity };
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", (e) => (lastDown = { type: e.pointerType, at: performance.now() }), { capture: true });
}

/** Whether a finger made this click. */
export function byTouch(e: MouseEvent): boolean {
  const type = (e.nativeEvent as Partial<PointerEvent>).pointerType;
  if (type) return type === "touch";
  return lastDown.type === "touch" && performance.now() - lastDown.at < RECENT_MS;
}

const zoneOf = (item: Selectable) => (item.kind === "card" ? item.card.zone : item.stack.zone);

/**
 * A tap on this card, in `zone`, moves the selection instead of selecting the card: something
 * is selected, the card is not part of it, and none of it lies in the card's zone (a tap on
 * another card of the same zone, the hand, picks that card instead).
 */
export function tapMovesOnto(ctx: Pick<TableCtx, "selection" | "targetMode">, item: Selectable, zone: string): boolean {
  if (ctx.selection.length === 0 || ctx.targetMode) return false;
  return !ctx.selection.some((s) => s.id === item.id || zoneOf(s) === zone);
}

/** Sends what dropping the selection on `target` sends. */
export function moveSelectionTo(ctx: Pick<TableCtx, "selection" | "send" | "game">, target: MoveTarget): void {
  const source = selectionSource(ctx.selection);
  if (source) void ctx.send(ctx.game.intentFor(source, target));
}
