/**
 * A spectator's panel instead of the Controls: which side to follow (drawn at the bottom) and
 * whether the players show their hands.
 */
import { seatChoiceLabel } from "../perspective";
import { useTableCtx } from "../TableContext";
import { HandConsents } from "./HandConsents";

export function SpectatorPanel() {
  const ctx = useTableCtx();
  const { t, snap, names, persp } = ctx;
  if (persp.role !== "spectator") return null;
  return (
    <section aria-label={t("spectating.region")} className="flex flex-col gap-1 border-b border-white/10 p-2">
      <fieldset role="radiogroup" aria-label={t("spectating.follow")} className="flex flex-wrap items-center gap-x-2 text-xs">
        <span aria-hidden="true">{t("spectating.follow")}</span>
        {(["p1", "p2"] as const).map((seat) => (
          <label key={seat} className="flex items-center gap-1">
            <input type="radio" name="follow" checked={persp.bottom === seat} onChange={() => ctx.setJudgeSeat(seat)} />
            {seatChoiceLabel(t, seat, snap.players[seat]?.seated ? names[seat] : undefined)}
          </label>
        ))}
      </fieldset>
      <HandConsents forSpectator />
    </section>
  );
}
