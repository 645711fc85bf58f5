/**
 * Every card of a visible pile (discard pile, Lost Zone, resolving), draggable out of it.
 * Judges also browse hidden piles (deck order, face-down piles) from their private feed. The cards
 * attached to a stack in play are browsed here too, when the game shows too many to draw under it.
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cardAccessibleName } from "../cards/naming";
import type { CardSnap } from "../net/snapshot";
import { zoneLabel } from "./perspective";
import { useTableCtx } from "./TableContext";
import { PileCards } from "./zones/PileCards";
import { FOCUSABLE, useReturnFocus } from "./returnFocus";

export function PileBrowser() {
  const ctx = useTableCtx();
  const key = ctx.browse;
  if (!key) return null;
  const slotKey = /^(.+):(\d+)$/.exec(key);
  if (slotKey) return <AttachedBrowser key={key} zone={slotKey[1]!} index={Number(slotKey[2])} />;
  const zone = ctx.snap.zones[key];
  const hidden = ctx.conn.hidden[key];
  const cards: CardSnap[] = zone && zone.cards.length > 0 ? zone.cards : (hidden ?? []).map((h) => ({ pid: h.pid, faceDown: false, revealed: false, face: { defId: h.defId, name: h.name } }));
  const label = zoneLabel(ctx.t, ctx.persp, key);
  return (
    <Browser key={key} region={ctx.t("browse.region", { zone: label })} title={ctx.t("browse.title", { zone: label, count: cards.length })} empty={cards.length === 0}>
      <PileCards zone={key} cards={cards} size="sm" idPrefix="browse-" />
    </Browser>
  );
}

/** The cards attached to the stack in `zone`'s slot `index`, each a card with its name, draggable off it. */
function AttachedBrowser({ zone, index }: { zone: string; index: number }) {
  const ctx = useTableCtx();
  const slot = ctx.snap.zones[zone]?.slots[index];
  const gone = !slot?.sid;
  // The stack left its slot (taken off the table, moved): its cards went with it, and so does the browser.
  useEffect(() => {
    if (gone) ctx.setBrowse(null);
  }, [gone, ctx]);
  if (gone) return null;
  const cards = slot.attached;
  const name = cardAccessibleName(slot.cards[slot.cards.length - 1]);
  const stack = ctx.game.stackLabel(ctx, zone, index, name);
  return (
    <Browser region={ctx.t("browse.attachedRegion", { stack })} title={ctx.t("browse.attachedTitle", { name, count: cards.length })} empty={cards.length === 0}>
      <PileCards zone={zone} slot={index} cards={cards} size="sm" idPrefix="browse-" fromLabel={ctx.t("drag.fromAttached", { name })} />
    </Browser>
  );
}

/**
 * The browser sits in the sidebar, dozens of Tab stops from the button that opens it: opened
 * while a control has focus (that button, a zone's menu), it takes focus to its first card (or
 * "Close"), and gives it back to that control when it closes (returnFocus.ts).
 */
function Browser({ region, title, empty, children }: { region: string; title: string; empty: boolean; children: ReactNode }) {
  const ctx = useTableCtx();
  const panel = useRef<HTMLElement>(null);
  useReturnFocus(panel);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || panel.current?.contains(active)) return;
    const controls = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (controls.find((el) => el.getAttribute("role") === "button") ?? controls[0])?.focus();
  }, []);
  // Escape from inside closes it, as it closes a menu or a dialog; not while a card from it is being
  // dragged (Escape cancels the drag) nor while something is selected or picked (Escape clears that first).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || e.defaultPrevented || ctx.dragging || ctx.selection.length > 0 || ctx.targetMode) return;
    e.preventDefault();
    ctx.setBrowse(null);
  };
  return (
    <section ref={panel} aria-label={region} onKeyDown={onKeyDown} className="flex max-h-[50%] min-h-0 flex-col border-b border-white/10 bg-slate-900">
      <div className="flex items-center justify-between px-2 py-1">
        <h2 className="text-sm font-semibold">{title}</h2>
        <button type="button" className="btn shrink-0" onClick={() => ctx.setBrowse(null)}>
          {ctx.t("browse.close")}
        </button>
      </div>
      <div className="flex flex-wrap gap-1 overflow-y-auto px-2 pb-2">{empty ? <p className="text-xs text-slate-400">{ctx.t("zone.empty")}</p> : children}</div>
    </section>
  );
}
