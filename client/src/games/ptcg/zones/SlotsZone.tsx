/** The Active Spot or the Bench: a labelled region of Pokémon slots. */
import { firstFreeSlot } from "../../../table/intents";
import { zoneLabel } from "../../../table/perspective";
import type { CardSize } from "../../../table/TableCard";
import { useTableCtx } from "../../../table/TableContext";
import { Droppable } from "../../../table/zones/Droppable";
import { PokemonSlot } from "./PokemonSlot";
import { ZoneSection } from "../../../table/zones/ZoneSection";

export function SlotsZone({ zone: key, size, className = "" }: { zone: string; size: CardSize; className?: string }) {
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
        // The Active Spot's big card needs the zone's whole height below the label (pt-3).
        className={`flex h-full items-end justify-center gap-2 px-2 pt-3 ${size === "lg" ? "pb-0" : "pb-1"}`}
      >
        {slots.map((slot, i) => (
          <PokemonSlot key={`${i}-${slot.sid}`} zone={key} index={i} slot={slot} size={size} total={slots.length} />
        ))}
      </Droppable>
    </ZoneSection>
  );
}
