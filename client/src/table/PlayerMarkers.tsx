/**
 * A player's own markers (VSTAR Power used, GX attack used: once a game) on that player's half,
 * for everyone at the table to see, as the physical marker lies beside the player's cards in play.
 * Shown only while one is on; the Controls' "Markers" menu sets them.
 */
import { useTableCtx } from "./TableContext";
import { relation, seatNumber } from "./perspective";

export function PlayerMarkers({ seat }: { seat: string }) {
  const ctx = useTableCtx();
  const markers = ctx.snap.players[seat as "p1" | "p2"]?.markers ?? [];
  if (markers.length === 0) return null;
  const label = ctx.t(`playerMarkers.${relation(ctx.persp, seat)}`, { player: ctx.t("seat.name", { number: seatNumber(seat) }) });
  return (
    <ul aria-label={label} data-player-markers={seat} className="flex shrink-0 flex-col justify-center gap-1">
      {markers.map((m) => (
        <li key={m} data-marker={m} className="rounded border border-amber-400/60 bg-amber-900/60 px-1.5 py-0.5 text-[10px] font-semibold leading-tight text-amber-100">
          {ctx.t(`marker.${m}`, { ns: "game", defaultValue: m })}
        </li>
      ))}
    </ul>
  );
}
