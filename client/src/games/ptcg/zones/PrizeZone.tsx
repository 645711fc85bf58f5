/** Prize cards: card backs by position (nobody sees them); drag one to the hand to take it. */
import { zoneMenu } from "../menu/builders";
import { zoneLabel } from "../../../table/perspective";
import { cardItem } from "../../../table/selection";
import { TableCard } from "../../../table/TableCard";
import { useTableCtx } from "../../../table/TableContext";
import { backCard } from "../../../table/zones/cards";
import { Droppable } from "../../../table/zones/Droppable";
import { ZoneSection } from "../../../table/zones/ZoneSection";

export function PrizeZone({ seat, className = "" }: { seat: string; className?: string }) {
  const ctx = useTableCtx();
  const key = `${seat}.prize`;
  const count = ctx.snap.zones[key]?.count ?? 0;
  const label = zoneLabel(ctx.t, ctx.persp, key);
  const from = ctx.t("drag.from", { zone: label });
  return (
    <ZoneSection zone={key} count={count} className={className}>
      <Droppable id={`drop:${key}`} target={{ kind: "pile", zone: key }} label={label} className="grid h-full grid-cols-2 grid-rows-[repeat(3,58px)] content-center justify-items-center gap-x-1 px-1 pt-3">
        {Array.from({ length: count }, (_, i) => {
          const moved = { ref: { zone: key, at: i }, zone: key, index: i, name: "face-down card" };
          return (
            <TableCard
              key={i}
              card={backCard()}
              dragId={`prize:${key}:${i}`}
              item={cardItem(moved)}
              zone={key}
              index={i}
              size="sm"
              fromLabel={from}
              menu={() => zoneMenu(ctx, key)}
            />
          );
        })}
      </Droppable>
    </ZoneSection>
  );
}
