/**
 * One player's half of the legacy playmat: the Pokémon TCG's (games/ptcg/Side.tsx), which draws
 * as many Active Spots and Bench slots as the table has (two and four "on 2 Active"), with the
 * era's Poké-Powers and Poké-Bodies on every Pokémon in play (abilities.tsx).
 */
import type { Seat } from "@playmat/shared";
import { Side as PtcgSide } from "../ptcg/Side";
import { SlotExtrasContext } from "../ptcg/zones/slotExtras";
import { LEGACY_SLOT_EXTRAS } from "./abilities";

export function Side(props: { seat: Seat; position: "top" | "bottom" }) {
  return (
    <SlotExtrasContext.Provider value={LEGACY_SLOT_EXTRAS}>
      <PtcgSide {...props} />
    </SlotExtrasContext.Provider>
  );
}
