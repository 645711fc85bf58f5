/**
 * A player's Energy Zone (seed 000 "Energy Zone"): this turn's Energy, to drag onto a Pokémon
 * (mouse, touch or the keyboard, as any card: the shell's drag), the next one shown to both
 * players, and the deck's Energy types it is drawn from. The zone's piles are the game's own
 * (shared ptcg-pocket/zones.ts); their names come from its strings.
 */
import { POCKET_PILES, type Seat } from "@playmat/shared";
import { PileZone } from "../../table/zones/PileZone";
import { RowZone } from "../../table/zones/RowZone";

export function EnergyZone({ seat, className = "" }: { seat: Seat; className?: string }) {
  return (
    <div data-energy-zone={seat} className={`grid grid-cols-2 gap-1 ${className}`}>
      <PileZone zone={`${seat}.${POCKET_PILES.energy}`} browsable={false} size="sm" />
      <PileZone zone={`${seat}.${POCKET_PILES.energyNext}`} browsable={false} size="sm" />
      <RowZone zone={`${seat}.${POCKET_PILES.energyTypes}`} always className="col-span-2" />
    </div>
  );
}
