/**
 * Every card of a visible pile (discard pile, Lost Zone, resolving), draggable out of it.
 * Judges also browse hidden piles (deck order, prizes) from their private feed.
 */
import type { CardSnap } from "../net/snapshot";
import { zoneLabel } from "./perspective";
import { useTableCtx } from "./TableContext";
import { PileCards } from "./zones/PileCards";

export function PileBrowser() {
  const ctx = useTableCtx();
  const key = ctx.browse;
  if (!key) return null;
  const zone = ctx.snap.zones[key];
  const hidden = ctx.conn.hidden[key];
  const cards: CardSnap[] = zone && zone.cards.length > 0 ? zone.cards : (hidden ?? []).map((h) => ({ pid: h.pid, faceDown: false, revealed: false, face: { defId: h.defId, name: h.name } }));
  const label = zoneLabel(ctx.t, ctx.persp, key);
  return (
    <section aria-label={ctx.t("browse.region", { zone: label })} className="flex max-h-[50%] min-h-0 flex-col border-b border-white/10 bg-slate-900">
      <div className="flex items-center justify-between px-2 py-1">
        <h2 className="text-sm font-semibold">{ctx.t("browse.title", { zone: label, count: cards.length })}</h2>
        <button type="button" className="btn" onClick={() => ctx.setBrowse(null)}>
          {ctx.t("browse.close")}
        </button>
      </div>
      <div className="flex flex-wrap gap-1 overflow-y-auto px-2 pb-2">
        {cards.length === 0 ? <p className="text-xs text-slate-400">{ctx.t("zone.empty")}</p> : <PileCards zone={key} cards={cards} size="sm" idPrefix="browse-" />}
      </div>
    </section>
  );
}
