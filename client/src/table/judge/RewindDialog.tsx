/**
 * A judge confirms a rewind to a log line. The game record (which groups lines into actions)
 * says exactly how many actions go and which lines will be struck; until it arrives, or if it
 * can't be had, the dialog says so. A rewind the server would refuse can't be confirmed.
 */
import type { LogEntry } from "@playmat/shared";
import { useEffect, useMemo, useState } from "react";
import { formatEntry, viewerOf } from "../../log/format";
import { linesAfter, planRewind, recordWasRevealed, type RewindPlan } from "../../log/rewind";
import { refusalText } from "../../i18n/refusal";
import { Dialog } from "../Dialog";
import { useTableCtx } from "../TableContext";

type Counted = { state: "counting" } | { state: "planned"; plan: RewindPlan } | { state: "unknown"; reason: string };

export function RewindDialog({ line, onClose }: { line: LogEntry; onClose: () => void }) {
  const ctx = useTableCtx();
  const { t, conn, persp, names } = ctx;
  const [counted, setCounted] = useState<Counted>({ state: "counting" });
  const [busy, setBusy] = useState(false);
  const viewer = viewerOf(persp.role, persp.me);
  const text = formatEntry(t, line, viewer, names);
  // The log's marks are the newest word on what was already taken back.
  const struck = useMemo(() => new Set(conn.log.filter((e) => e.takenBack).map((e) => e.seq)), [conn.log]);

  const { record } = conn;
  useEffect(() => {
    let live = true;
    void record().then((reply) => {
      if (!live) return;
      setCounted(reply.ok ? { state: "planned", plan: planRewind(reply.record.steps, line.seq, struck, recordWasRevealed(reply.record)) } : { state: "unknown", reason: refusalText(t, reply.error) });
    });
    return () => {
      live = false;
    };
  }, [record, line.seq, struck, t]);

  const refused = counted.state === "planned" && !counted.plan.ok ? counted.plan.code : null;
  const confirm = async () => {
    if (busy || refused) return;
    setBusy(true);
    const reply = await conn.rewind(line.seq);
    setBusy(false);
    if (!reply.ok) ctx.notify({ kind: "error", text: refusalText(t, reply.error) });
    onClose();
  };

  return (
    <Dialog name="rewind" role="alertdialog" label={t("rewind.title")} describedBy="rewind-summary" onClose={onClose} onSubmit={() => void confirm()}>
      <div id="rewind-summary" className="flex flex-col gap-2">
        <p>{t("rewind.point")}</p>
        <blockquote data-rewind-line={line.seq} className="rounded border-l-2 border-fuchsia-400 bg-slate-800 px-2 py-1 text-xs">
          {text}
        </blockquote>
        <p role="status" data-rewind-plan={counted.state === "planned" ? (counted.plan.ok ? "ok" : counted.plan.code) : counted.state}>
          {summary(t, counted, conn.log, line.seq)}
        </p>
        {refused ? null : <p className="text-xs text-slate-400">{t("rewind.stays")}</p>}
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn" onClick={onClose}>
          {t("controls.cancel")}
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy || counted.state === "counting" || refused !== null}>
          {t("rewind.confirm")}
        </button>
      </div>
    </Dialog>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function summary(t: T, counted: Counted, log: readonly LogEntry[], line: number): string {
  if (counted.state === "counting") return t("rewind.counting");
  if (counted.state === "unknown") return t("rewind.estimate", { count: linesAfter(log, line).length, reason: counted.reason });
  const plan = counted.plan;
  if (!plan.ok) return t(`errors.${plan.code}`);
  return `${t("rewind.actions", { count: plan.actions })} ${t("rewind.lines", { count: plan.lines.length })}`;
}
