/**
 * A judge's part of the Controls: the seat it acts for ("Act as"), pausing and resuming the
 * game, and setting the turn. Pause and the turn are the judge's own actions, sent without `as`.
 * Rewinding starts from a log line (log/LogPanel.tsx). The table's game adds its own tools after
 * these (GameTable.JudgeTools).
 */
import { useLiveTable } from "../LiveTableContext";
import { seatChoiceLabel } from "../perspective";
import { useTableCtx } from "../TableContext";

export function JudgeTools() {
  const ctx = useTableCtx();
  const { t, snap, names } = ctx;
  const { sendOwn, openDialog } = useLiveTable();
  // The table's game may add tools of its own (GameTable.JudgeTools).
  const GameJudgeTools = ctx.game.JudgeTools;
  return (
    <div className="flex flex-col gap-1 rounded border border-fuchsia-500/40 bg-fuchsia-950/30 p-1">
      <fieldset role="radiogroup" aria-label={t("controls.actAs")} className="flex flex-wrap items-center gap-x-2 text-xs">
        <span aria-hidden="true">{t("controls.actAs")}</span>
        {(["p1", "p2"] as const).map((s) => (
          <label key={s} className="flex items-center gap-1">
            <input type="radio" name="act-as" checked={ctx.actingSeat === s} onChange={() => ctx.setJudgeSeat(s)} />
            {seatChoiceLabel(t, s, snap.players[s]?.seated ? names[s] : undefined)}
          </label>
        ))}
      </fieldset>
      <div role="group" aria-label={t("judge.tools")} className="flex flex-wrap gap-1">
        <button type="button" className={`btn ${snap.paused ? "btn-primary" : ""}`} onClick={() => void sendOwn({ type: "table.pause", paused: !snap.paused })}>
          {snap.paused ? t("judge.resume") : t("judge.pause")}
        </button>
        {snap.phase === "playing" ? (
          <button type="button" className="btn" aria-haspopup="dialog" onClick={() => openDialog({ kind: "set-turn" })}>
            {t("judge.setTurn")}
          </button>
        ) : null}
      </div>
      {GameJudgeTools ? <GameJudgeTools /> : null}
    </div>
  );
}
