/**
 * One card on the table: draggable (mouse, a finger after a hold: tableSensor.ts, and keyboard),
 * selectable (click or tap, Ctrl-click, x), with a menu (right-click, a long press, Shift+F10, the
 * ContextMenu key) and a large preview on hover/focus. A tap on it while another zone's card is
 * selected moves that card here (tapMove.ts). `touch-none`: a finger moving on a card is a drag,
 * never a scroll the browser would take over (cancelling the drag's pointer stream).
 * Its accessible name is the card's name, or exactly "face-down card" (docs/testing/table.md). A
 * card of the other player's lying in this viewer's hand (dropped on it) is described as theirs.
 */
import { useDraggable } from "@dnd-kit/core";
import { cardNameIn } from "@playmat/shared";
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { CardChip } from "../cards/CardChip";
import { CardFace } from "../cards/CardFace";
import { cardAccessibleName, seesFace } from "../cards/naming";
import { previewChanged, previewFocus, previewHover } from "../cards/preview";
import type { CardSnap } from "../net/snapshot";
import type { MenuItem } from "./menu/types";
import type { MoveSource } from "./intents";
import { type Selectable, selectionSource } from "./selection";
import { seatNumber } from "./perspective";
import { byTouch, DropHere, moveSelectionTo, tapMovesOnto } from "./tapMove";
import { useTableCtx, type MenuRequest } from "./TableContext";

export type CardSize = "chip" | "xs" | "sm" | "md" | "lg";

export const SIZE_CLASS: Record<CardSize, string> = {
  chip: "h-[18px] min-w-[18px]",
  xs: "w-9 h-[50px]",
  sm: "w-12 h-[67px]",
  md: "w-[57px] h-[80px]",
  lg: "w-[68px] h-[95px]",
};

export interface DragInfo {
  source: MoveSource;
  /** Announced: "Cindle from your hand". */
  label: string;
  defId?: string;
  hidden: boolean;
}

interface Props {
  card: CardSnap;
  dragId: string;
  /** What this card is as a selection item, and what dragging it alone moves. */
  item: Selectable;
  zone: string;
  index: number;
  slot?: number;
  size: CardSize;
  /** "from your hand", for announcements. */
  fromLabel: string;
  menu: () => MenuItem[];
  /** The menu built again from the table as it is now, while it is open (MenuRequest.live). */
  liveMenu?: MenuRequest["live"];
  /** Overrides the accessible name (a stack's top card names the whole stack). */
  name?: string;
  /** The id of a text describing the card before the drag instructions (a stack's counters and conditions). */
  describedBy?: string;
  disabled?: boolean;
  highlight?: boolean;
  children?: ReactNode;
  className?: string;
}

export function TableCard({ card, dragId, item, zone, index, slot, size, fromLabel, menu, liveMenu, name, describedBy, disabled, highlight, children, className = "" }: Props) {
  const ctx = useTableCtx();
  const dropHere = useContext(DropHere);
  const selected = ctx.selection.some((s) => s.id === item.id);
  const visible = seesFace(card);
  // A card's name in its game's words (a Toy Battle tile is "7 렉시" in Korean); a game that words none keeps the card's own.
  const faceName = visible ? cardNameIn(ctx.t, ctx.snap.game, card.face!.name) : "";
  const accessible = name ?? (visible ? faceName : cardAccessibleName(card));
  // A card this viewer sees but that lies face down (its owner's cards put down face down during setup) is named by its name;
  // the badge saying "face down" shows it to the eye, and "Face down." describes it to screen readers.
  const faceDownId = useId();
  // Whose card it is, when the table says (only for one lying in the other seat's zone) and it is not this viewer's own.
  const ownerId = useId();
  const owner = card.face?.owner && card.face.owner !== ctx.persp.me ? card.face.owner : null;
  const ownerName = owner ? ctx.snap.players[owner]?.name || ctx.t("seat.name", { number: seatNumber(owner) }) : "";
  const alone: MoveSource = item.kind === "card" ? { kind: "cards", cards: [item.card] } : item.stack;
  const source = selected && ctx.selection.length > 1 ? (selectionSource(ctx.selection) ?? alone) : alone;
  const data: DragInfo = { source, label: `${accessible} ${fromLabel}`, defId: card.face?.defId, hidden: !visible };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId, data, disabled: disabled || !ctx.persp.canAct });
  // A focused card that leaves the page (moved: it is drawn anew elsewhere) gets no blur: the
  // shortcut keys must not act on it any more, and the preview must not show it.
  const hasFocus = useRef(false);
  const latest = useRef(ctx);
  latest.current = ctx;
  // The preview follows this element's card (cards/preview.ts): its face, while this viewer sees it.
  const [previewOwner] = useState(() => ({}));
  const face = visible ? (card.face?.defId ?? null) : null;
  useEffect(() => previewChanged(previewOwner, face), [previewOwner, face]);
  useEffect(
    () => () => {
      previewChanged(previewOwner, false);
      if (hasFocus.current) latest.current.setFocused(null);
    },
    [previewOwner],
  );

  const openMenu = (x: number, y: number, el: HTMLElement) => {
    if (!ctx.persp.canAct) return;
    ctx.openMenu({ label: accessible, items: menu(), x, y, returnFocus: el, ...(liveMenu && { live: liveMenu }) });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "ContextMenu" || (e.key === "F10" && e.shiftKey)) {
      e.preventDefault();
      const r = e.currentTarget.getBoundingClientRect();
      openMenu(r.right, r.top, e.currentTarget);
      return;
    }
    listeners?.onKeyDown?.(e);
  };

  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    if (ctx.targetMode) return;
    // Tap a card, then tap another zone's card: the first moves there, as if dropped on this one's place.
    if (dropHere && ctx.persp.canAct && byTouch(e) && tapMovesOnto(ctx, item, zone)) return moveSelectionTo(ctx, dropHere);
    ctx.select(item, e.ctrlKey || e.metaKey || e.shiftKey);
  };

  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      aria-roledescription={undefined}
      aria-describedby={[owner ? ownerId : "", visible && card.faceDown ? faceDownId : "", describedBy, attributes["aria-describedby"]].filter(Boolean).join(" ") || undefined}
      aria-label={accessible}
      aria-pressed={selected}
      tabIndex={0}
      data-zone={zone}
      data-index={index}
      data-pid={card.pid}
      data-slot={slot}
      data-face-down={card.faceDown || undefined}
      data-revealed={card.revealed || undefined}
      data-selected={selected || undefined}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onContextMenu={(e) => {
        e.preventDefault();
        e.stopPropagation();
        openMenu(e.clientX, e.clientY, e.currentTarget);
      }}
      onMouseEnter={() => previewHover(previewOwner, face)}
      onMouseLeave={() => previewHover(previewOwner, false)}
      onFocus={() => {
        previewFocus(previewOwner, face);
        hasFocus.current = true;
        ctx.setFocused(item);
      }}
      onBlur={() => {
        hasFocus.current = false;
        ctx.setFocused(null);
        previewFocus(previewOwner, false);
      }}
      className={`card relative shrink-0 touch-none select-none rounded-[6%] outline-none transition-transform ${SIZE_CLASS[size]} ${
        selected ? "ring-3 ring-amber-400 -translate-y-1" : ""
      } ${highlight ? "ring-3 ring-emerald-400" : ""} ${isDragging ? "opacity-40" : ""} ${card.revealed ? "shadow-[0_0_0_2px_#38bdf8]" : ""} focus-visible:ring-3 focus-visible:ring-sky-400 ${className}`}
    >
      {size === "chip" ? (
        <CardChip name={faceName} def={ctx.defOf(card.face?.defId)} hidden={!visible} />
      ) : (
        <CardFace name={faceName} def={ctx.defOf(card.face?.defId)} hidden={!visible} />
      )}
      {visible && card.faceDown ? (
        <>
          <span aria-hidden="true" className="absolute inset-x-0 bottom-0 rounded-b bg-slate-900/80 text-center text-[8px] text-slate-300">
            {ctx.t("card.faceDownBadge")}
          </span>
          {/* A sentence of its own, so a screen reader pauses before the drag instructions that follow it. */}
          <span id={faceDownId} className="sr-only">
            {ctx.t("card.faceDownDescription")}
          </span>
        </>
      ) : null}
      {owner ? (
        <>
          <span aria-hidden="true" className="absolute inset-x-0 top-0 truncate rounded-t bg-amber-700/90 text-center text-[8px] text-amber-50">
            {ctx.t("card.ownerBadge", { player: ownerName })}
          </span>
          <span id={ownerId} className="sr-only">
            {ctx.t("card.ownerDescription", { player: ownerName })}
          </span>
        </>
      ) : null}
      {children}
    </div>
  );
}
