/**
 * One player's half of the Pocket playmat (seed 000 "Field Layout"): the Active Spot nearest the
 * centre line (with the resolving area), the Bench of 3 behind it, the Energy Zone and the
 * points on the player's left, deck and discard pile on the right, the hand at the edge. No
 * prizes and no Lost Zone. The top side is the same half turned around.
 */
import type { Seat } from "@playmat/shared";
import { PlayerMarkers } from "../../table/PlayerMarkers";
import { DeckZone } from "../../table/zones/DeckZone";
import { HandZone } from "../../table/zones/HandZone";
import { PileZone } from "../../table/zones/PileZone";
import { RowZone } from "../../table/zones/RowZone";
import { SlotsZone } from "../ptcg/zones/SlotsZone";
import { EnergyZone } from "./EnergyZone";
import { Points } from "./Points";

export function Side({ seat, position }: { seat: Seat; position: "top" | "bottom" }) {
  const bottom = position === "bottom";
  const rows = bottom ? "grid-rows-[108px_96px]" : "grid-rows-[96px_108px]";
  const cols = bottom ? "grid-cols-[200px_1fr_160px]" : "grid-cols-[160px_1fr_200px]";
  const activeRow = bottom ? "row-start-1" : "row-start-2";
  const benchRow = bottom ? "row-start-2" : "row-start-1";
  const left = bottom ? "col-start-1" : "col-start-3";
  const right = bottom ? "col-start-3" : "col-start-1";
  const hand = <HandZone seat={seat} compact={!bottom} />;
  return (
    <div data-side={position} data-seat={seat} className="flex shrink-0 flex-col gap-1">
      {bottom ? null : hand}
      <div className={`grid gap-1 ${rows} ${cols}`}>
        <div className={`${left} row-span-2 row-start-1 flex gap-1`}>
          <EnergyZone seat={seat} className="min-w-0 flex-1" />
          <Points seat={seat} className="w-14 shrink-0" />
        </div>
        <div className={`col-start-2 ${activeRow} flex min-w-0 items-stretch justify-center gap-2`}>
          <SlotsZone zone={`${seat}.active`} size="lg" className="w-[100px]" />
          <RowZone zone={`${seat}.resolving`} always className="min-w-[84px] max-w-[320px]" />
          <PlayerMarkers seat={seat} />
        </div>
        <SlotsZone zone={`${seat}.bench`} size="md" className={`col-start-2 ${benchRow} min-w-0`} />
        <div className={`${right} row-span-2 row-start-1 grid grid-cols-2 gap-1`}>
          <DeckZone seat={seat} />
          <PileZone zone={`${seat}.discard`} />
        </div>
      </div>
      {bottom ? hand : null}
    </div>
  );
}
