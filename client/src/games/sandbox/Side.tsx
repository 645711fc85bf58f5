/**
 * One player's half of the sandbox table: the hand at the edge, the points beside it. The top
 * side is the same half turned around, as the opponent sits across the table.
 */
import type { Seat } from "@playmat/shared";
import { HandZone } from "../../table/zones/HandZone";
import { Points } from "./Points";

export function Side({ seat, position }: { seat: Seat; position: "top" | "bottom" }) {
  const bottom = position === "bottom";
  return (
    <div data-side={position} data-seat={seat} className={`flex shrink-0 gap-1 ${bottom ? "items-end" : "items-start"}`}>
      <div className="min-w-0 flex-1">
        <HandZone seat={seat} compact={!bottom} />
      </div>
      <Points seat={seat} />
    </div>
  );
}
