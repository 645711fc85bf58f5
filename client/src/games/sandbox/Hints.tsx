/**
 * The centre line at a sandbox table: before the deal, "Deal" for a seated player (the game's
 * own setup move: it brings its cards, no deck list is asked for); while playing, the points
 * that ask "won?".
 */
import { useTableCtx } from "../../table/TableContext";

export function Hints() {
  const { t, snap, persp, send } = useTableCtx();
  const target = Number(snap.options.target ?? 0);
  if (snap.phase === "waiting" && persp.canAct) {
    return (
      <div data-sandbox-deal className="flex shrink-0 items-center gap-2 self-start rounded bg-slate-800 px-3 py-1 text-sm">
        <span>{t("sandbox.dealHint")}</span>
        <button type="button" className="btn btn-primary" onClick={() => void send({ type: "sandbox.deal" })}>
          {t("sandbox.deal")}
        </button>
      </div>
    );
  }
  if (snap.phase === "playing" && target > 0) {
    return <p className="shrink-0 self-start rounded bg-slate-800 px-3 py-1 text-xs text-slate-300">{t("sandbox.targetHint", { count: target })}</p>;
  }
  return null;
}
