/** The zone both players share, at the left of the centre line: the Stadium. */
import { PileZone } from "../../table/zones/PileZone";

/**
 * The Stadium in play on top; any it replaced wait beneath until moved ("All (N)"). A replay
 * frame draws it without "All (N)" (its viewer browses from its own list of piles).
 */
export function SharedZones({ live }: { live: boolean }) {
  return live ? (
    <PileZone zone="stadium" beside size="sm" className="h-[80px] w-[112px] shrink-0" />
  ) : (
    <PileZone zone="stadium" browsable={false} size="sm" className="h-[80px] w-[112px]" />
  );
}
