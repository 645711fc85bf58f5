/**
 * One player's half of the table: the field's three sorcerer slots nearest the centre line, life
 * and curse power beside them, the deck and graveyard at the right, the hand at the edge (its
 * faces for its owner, backs for everyone else). The top side is the same half turned around.
 */
import type { Seat } from "@playmat/shared";
import { DeckZone } from "../../table/zones/DeckZone";
import { HandZone } from "../../table/zones/HandZone";
import { PileZone } from "../../table/zones/PileZone";
import { FieldZone } from "./FieldZone";
import { fieldOf, graveyardOf } from "./ids";
import { PlayerCounters } from "./PlayerCounters";

export function Side({ seat, position }: { seat: Seat; position: "top" | "bottom" }) {
  const bottom = position === "bottom";
  const hand = <HandZone seat={seat} compact={!bottom} />;
  return (
    <div data-side={position} data-seat={seat} className="flex shrink-0 flex-col gap-1">
      {bottom ? null : hand}
      <div className={`flex items-stretch gap-1 ${bottom ? "" : "flex-row-reverse"}`}>
        <PlayerCounters seat={seat} />
        <FieldZone zone={fieldOf(seat)} className="min-h-[150px] min-w-0 flex-1" />
        <DeckZone seat={seat} className="h-[150px] w-[76px] shrink-0" />
        <PileZone zone={graveyardOf(seat)} className="h-[150px] w-[76px] shrink-0" />
      </div>
      {bottom ? hand : null}
    </div>
  );
}
