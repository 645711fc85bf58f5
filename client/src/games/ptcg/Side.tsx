/**
 * One player's half of the playmat, on a grid: prizes on the player's left, the Active Spot
 * (with the resolving area) nearest the centre line and the Bench behind it, deck and piles on
 * the right, the hand at the edge. The top side is the same half turned around, as the
 * opponent sits across the table.
 */
import type { Seat } from "@playmat/shared";
import { PlayerMarkers } from "../../table/PlayerMarkers";
import { useTableCtx } from "../../table/TableContext";
import { DeckZone } from "../../table/zones/DeckZone";
import { HandZone } from "../../table/zones/HandZone";
import { PileZone } from "../../table/zones/PileZone";
import { PrizeZone } from "./zones/PrizeZone";
import { RowZone } from "../../table/zones/RowZone";
import { SlotsZone } from "./zones/SlotsZone";

export function Side({ seat, position }: { seat: Seat; position: "top" | "bottom" }) {
  const ctx = useTableCtx();
  const bottom = position === "bottom";
  const benchSlots = ctx.snap.zones[`${seat}.bench`]?.slots.length ?? 5;
  const activeSlots = ctx.snap.zones[`${seat}.active`]?.slots.length ?? 1;
  const rows = bottom ? "grid-rows-[108px_96px]" : "grid-rows-[96px_108px]";
  const cols = bottom ? "grid-cols-[112px_1fr_160px]" : "grid-cols-[160px_1fr_112px]";
  const activeRow = bottom ? "row-start-1" : "row-start-2";
  const benchRow = bottom ? "row-start-2" : "row-start-1";
  const left = bottom ? "col-start-1" : "col-start-3";
  const right = bottom ? "col-start-3" : "col-start-1";
  const hand = <HandZone seat={seat} compact={!bottom} />;
  return (
    <div data-side={position} data-seat={seat} className="flex shrink-0 flex-col gap-1">
      {bottom ? null : hand}
      <div className={`grid gap-1 ${rows} ${cols}`}>
        <PrizeZone seat={seat} className={`${left} row-span-2 row-start-1`} />
        <div className={`col-start-2 ${activeRow} flex min-w-0 items-stretch justify-center gap-2`}>
          {/* One Active Spot; two on a legacy table "on 2 Active" (games/ptcg-legacy). */}
          <SlotsZone zone={`${seat}.active`} size="lg" className={activeSlots > 1 ? "w-[184px]" : "w-[100px]"} />
          <RowZone zone={`${seat}.resolving`} always className="min-w-[84px] max-w-[320px]" />
          <PlayerMarkers seat={seat} />
        </div>
        <SlotsZone zone={`${seat}.bench`} size={benchSlots > 6 ? "sm" : "md"} className={`col-start-2 ${benchRow} min-w-0`} />
        <div className={`${right} row-span-2 row-start-1 grid grid-cols-2 gap-1 ${bottom ? "grid-rows-[108px_96px]" : "grid-rows-[96px_108px]"}`}>
          <DeckZone seat={seat} className={bottom ? "row-start-1" : "row-start-2 col-start-2"} />
          <PileZone zone={`${seat}.discard`} className={bottom ? "row-start-1" : "row-start-2 col-start-1"} />
          <PileZone zone={`${seat}.lost`} size="sm" className={bottom ? "row-start-2" : "row-start-1 col-start-2"} />
        </div>
      </div>
      {bottom ? hand : null}
    </div>
  );
}
