/** A player's points (3 win), on its half of the table for everyone to read: Pocket has no prize cards. */
import { POCKET_POINTS, POCKET_POINTS_TO_WIN } from "@playmat/shared";
import { counterOf } from "../../net/snapshot";
import { relation, seatNumber } from "../../table/perspective";
import { useTableCtx } from "../../table/TableContext";

export function Points({ seat, className = "" }: { seat: "p1" | "p2"; className?: string }) {
  const ctx = useTableCtx();
  const points = counterOf(ctx.snap.players[seat], POCKET_POINTS);
  const label = ctx.t(`pocket.points.${relation(ctx.persp, seat)}`, { player: ctx.t("seat.name", { number: seatNumber(seat) }) });
  return (
    <section aria-label={label} data-points={seat} className={`flex flex-col items-center justify-center rounded-lg border border-white/10 bg-black/20 p-1 ${className}`}>
      <span aria-hidden="true" className="text-[10px] text-slate-400">{ctx.t("pocket.pointsShort")}</span>
      <output className="text-2xl font-bold">{ctx.t("pocket.pointsOf", { points, target: POCKET_POINTS_TO_WIN })}</output>
    </section>
  );
}
