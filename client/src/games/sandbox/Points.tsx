/** A player's points, on its half of the table for everyone to read, as a score pad lies beside the cards. */
import { counterOf } from "../../net/snapshot";
import { relation, seatNumber } from "../../table/perspective";
import { useTableCtx } from "../../table/TableContext";
import { POINTS } from "./moves";

export function Points({ seat }: { seat: "p1" | "p2" }) {
  const ctx = useTableCtx();
  const points = counterOf(ctx.snap.players[seat], POINTS);
  const label = ctx.t(`sandbox.points.${relation(ctx.persp, seat)}`, { player: ctx.t("seat.name", { number: seatNumber(seat) }) });
  return (
    <section
      aria-label={label}
      data-points={seat}
      className="flex w-24 shrink-0 flex-col items-center justify-center rounded-lg border border-white/10 bg-black/20 p-1"
    >
      <span aria-hidden="true" className="text-[10px] text-slate-400">{ctx.t("sandbox.pointsShort")}</span>
      <output className="text-2xl font-bold">{points}</output>
    </section>
  );
}
