/** A player's hand: its cards for the owner (and judges), card backs for everyone else. */
import { zoneLabel } from "../perspective";
import { useTableCtx } from "../TableContext";
import { Droppable } from "./Droppable";
import { PileCards } from "./PileCards";
import { ZoneSection } from "./ZoneSection";

export function HandZone({ seat, compact }: { seat: string; compact: boolean }) {
  const ctx = useTableCtx();
  const key = `${seat}.hand`;
  const zone = ctx.snap.zones[key];
  const cards = zone?.cards ?? [];
  // The other side's hand is short: its cards start right of the label instead of under it.
  return (
    <ZoneSection zone={key} count={zone?.count ?? 0} className={compact ? "h-[60px]" : "h-[96px]"}>
      <Droppable id={`drop:${key}`} target={{ kind: "pile", zone: key }} label={zoneLabel(ctx.t, ctx.persp, key)} className={`flex h-full items-end gap-1 overflow-x-auto overflow-y-hidden pb-0.5 pr-2 ${compact ? "pl-12 pt-1" : "pl-2 pt-3"}`}>
        <PileCards zone={key} cards={cards} size={compact ? "xs" : "md"} overlap={cards.length > 14} />
      </Droppable>
    </ZoneSection>
  );
}
