/** A player's field: three sorcerer slots (§7.2), a drop on the field as a whole takes the first free one. */
import { firstFreeSlot } from "../../table/intents";
import { zoneLabel } from "../../table/perspective";
import { useTableCtx } from "../../table/TableContext";
import { Droppable } from "../../table/zones/Droppable";
import { ZoneSection } from "../../table/zones/ZoneSection";
import { SorcererSlot } from "./SorcererSlot";

export function FieldZone({ zone: key, className = "" }: { zone: string; className?: string }) {
  const ctx = useTableCtx();
  const zone = ctx.snap.zones[key];
  const slots = zone?.slots ?? [];
  return (
    <ZoneSection zone={key} count={zone?.count ?? 0} className={className}>
      <Droppable
        id={`drop:${key}`}
        target={{ kind: "slots", zone: key, freeSlot: firstFreeSlot(slots) }}
        label={zoneLabel(ctx.t, ctx.persp, key)}
        overClassName="bg-emerald-400/5"
        className="flex h-full items-start justify-center gap-3 px-2 pb-1 pt-4"
      >
        {slots.map((slot, i) => (
          <SorcererSlot key={`${i}-${slot.sid}`} zone={key} index={i} slot={slot} />
        ))}
      </Droppable>
    </ZoneSection>
  );
}
