/**
 * A face-up pile (a discard pile): the top card, the count, and a way to see them all.
 * `beside` puts the "All (N)" button to the right of the card instead of under it, for a zone
 * on the centre line, wide but with no height to spare.
 */
import { zoneLabel } from "../perspective";
import { cardItem } from "../selection";
import { TableCard, type CardSize } from "../TableCard";
import { useTableCtx } from "../TableContext";
import { movedCard } from "./cards";
import { Droppable } from "./Droppable";
import { ZoneSection } from "./ZoneSection";

export function PileZone({
  zone: key,
  browsable = true,
  beside = false,
  className = "",
  size = "md",
}: {
  zone: string;
  browsable?: boolean;
  beside?: boolean;
  className?: string;
  size?: CardSize;
}) {
  const ctx = useTableCtx();
  const zone = ctx.snap.zones[key];
  const label = zoneLabel(ctx.t, ctx.persp, key);
  const top = zone?.cards[0];
  const count = zone?.count ?? 0;
  // A browsable pile's count is on its "All (N)" button: the narrow zone's label keeps its name whole.
  return (
    <ZoneSection zone={key} count={browsable ? undefined : count} className={className}>
      <Droppable
        id={`drop:${key}`}
        target={{ kind: "pile", zone: key }}
        label={label}
        className={`flex h-full ${beside ? "items-end justify-center gap-1 px-1 pb-0.5 pt-3" : "flex-col items-center justify-end px-1 pt-3"}`}
      >
        {top ? (
          (() => {
            const moved = movedCard(ctx, top, key, 0);
            return (
              <TableCard
                card={top}
                dragId={`card:${top.pid}`}
                item={cardItem(moved)}
                zone={key}
                index={0}
                size={size}
                fromLabel={ctx.t("drag.from", { zone: label })}
                menu={() => ctx.game.menus.card(ctx, top, moved)}
              />
            );
          })()
        ) : (
          <div className={`flex ${size === "sm" ? "h-[67px] w-12" : "h-[80px] w-[57px]"} items-center justify-center rounded border border-dashed border-white/20 text-center text-[10px] text-slate-400`}>{ctx.t("zone.empty")}</div>
        )}
        {browsable ? (
          <button
            type="button"
            disabled={count === 0}
            onClick={() => ctx.setBrowse(ctx.browse === key ? null : key)}
            aria-label={ctx.t("browse.open", { zone: label })}
            className={`${beside ? "w-9 self-stretch" : "w-full"} rounded bg-white/5 text-[9px] leading-3 text-slate-300 hover:bg-white/15 disabled:opacity-30`}
          >
            {ctx.t("browse.short", { count })}
          </button>
        ) : null}
      </Droppable>
    </ZoneSection>
  );
}
