/** A deck: a card back with the count; drop on it for the top, on "Bottom" for the bottom. */
import { zoneLabel } from "../perspective";
import { cardItem } from "../selection";
import { TableCard } from "../TableCard";
import { useTableCtx } from "../TableContext";
import { backCard } from "./cards";
import { Droppable } from "./Droppable";
import { ZoneSection } from "./ZoneSection";

export function DeckZone({ seat, className = "" }: { seat: string; className?: string }) {
  const ctx = useTableCtx();
  const key = `${seat}.deck`;
  const count = ctx.snap.zones[key]?.count ?? 0;
  const label = zoneLabel(ctx.t, ctx.persp, key);
  const card = backCard();
  const moved = { ref: { zone: key, at: "top" as const }, zone: key, index: 0, name: "face-down card" };
  // No count in the label: it is on the deck's back, and a 78-pixel zone has no room for both.
  return (
    <ZoneSection zone={key} className={className}>
      <div className="flex h-full flex-col items-center justify-end px-1 pt-3">
        <Droppable id={`drop:${key}@top`} target={{ kind: "pile", zone: key, at: "top" }} label={ctx.t("drop.deckTop", { zone: label })} className="rounded">
          {count > 0 ? (
            <TableCard
              card={card}
              dragId={`deck:${key}`}
              item={cardItem(moved)}
              zone={key}
              index={0}
              size="md"
              fromLabel={ctx.t("drag.fromTop", { zone: label })}
              menu={() => ctx.game.menus.zone(ctx, key)}
            >
              <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-lg font-bold text-white drop-shadow">
                {count}
              </span>
            </TableCard>
          ) : (
            <div className="flex h-[80px] w-[57px] items-center justify-center rounded border border-dashed border-white/20 text-[10px] text-slate-400">{ctx.t("zone.empty")}</div>
          )}
        </Droppable>
        <Droppable
          id={`drop:${key}@bottom`}
          target={{ kind: "pile", zone: key, at: "bottom" }}
          label={ctx.t("drop.deckBottom", { zone: label })}
          className="w-full rounded border border-dashed border-white/15 text-center text-[9px] leading-3 text-slate-400"
        >
          {ctx.t("drop.bottomShort")}
        </Droppable>
      </div>
    </ZoneSection>
  );
}
