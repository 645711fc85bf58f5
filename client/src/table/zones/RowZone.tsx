/** Resolving area (cards being played) and the opponent's looking count: shown when non-empty. */
import { zoneLabel } from "../perspective";
import { useTableCtx } from "../TableContext";
import { Droppable } from "./Droppable";
import { PileCards } from "./PileCards";
import { ZoneSection } from "./ZoneSection";

export function RowZone({ zone: key, always = false, className = "" }: { zone: string; always?: boolean; className?: string }) {
  const ctx = useTableCtx();
  const zone = ctx.snap.zones[key];
  const count = zone?.count ?? 0;
  if (count === 0 && !always && !ctx.dragging) return null;
  return (
    <ZoneSection zone={key} count={count} className={className}>
      <Droppable id={`drop:${key}`} target={{ kind: "pile", zone: key }} label={zoneLabel(ctx.t, ctx.persp, key)} className="flex h-full min-h-[70px] min-w-[76px] items-end gap-1 overflow-x-auto px-1 pb-1 pt-3">
        {zone && zone.cards.length > 0 ? (
          <PileCards zone={key} cards={zone.cards} size="sm" />
        ) : count > 0 ? (
          <span className="m-auto text-[10px] text-slate-400">{ctx.t("zone.cardsCount", { count })}</span>
        ) : (
          ctx.dragging ? <span className="m-auto text-[10px] text-slate-400">{ctx.t("drop.here")}</span> : null
        )}
      </Droppable>
    </ZoneSection>
  );
}
