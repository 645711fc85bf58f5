/**
 * Whether spectators see both hands: each player's consent and the outcome (shown only while
 * both agree). Players read it beside their own toggle; spectators in their panel.
 */
import { useTableCtx } from "../TableContext";

export function HandConsents({ forSpectator }: { forSpectator: boolean }) {
  const { t, snap, names } = useTableCtx();
  const shown = snap.handsShown;
  const outcome = forSpectator ? (shown ? "spectating.shownToYou" : "spectating.hiddenFromYou") : shown ? "spectating.shown" : "spectating.hidden";
  return (
    <div className="flex flex-col gap-0.5 text-xs">
      <ul aria-label={t("spectating.consents")} className="flex flex-wrap gap-x-3">
        {(["p1", "p2"] as const).map((seat) => {
          const agrees = snap.players[seat]?.showsHand ?? false;
          return (
            <li key={seat} data-seat={seat} data-shows-hand={agrees} className={agrees ? "text-emerald-300" : "text-slate-400"}>
              <span aria-hidden="true">{agrees ? "✓ " : "✗ "}</span>
              {t(agrees ? "spectating.agrees" : "spectating.notYet", { player: names[seat] })}
            </li>
          );
        })}
      </ul>
      <p role="status" data-hands-shown={shown} className={shown ? "font-semibold text-emerald-200" : "text-slate-300"}>
        {t(outcome)}
      </p>
    </div>
  );
}
