/** This tab is no longer at the table (closed by the server, replaced by another tab): rejoin or leave. */
import { useEffect, useRef } from "react";
import { CLOSE_CODES } from "@playmat/shared";
import { useT } from "../i18n/useT";
import type { LeftReason } from "../net/useTable";
import { WatchReplayLink } from "../replay/RecordActions";
import { FOCUSABLE, wrapTab } from "./returnFocus";

/** Why the tab left, as a sentence: by close code (CLOSE_CODES and Colyseus's), or why joining again failed. */
function why(t: ReturnType<typeof useT>, left: LeftReason | null): string {
  if (!left) return "";
  if ("rejoin" in left) {
    if (left.rejoin === "timeout") return t("connection.why.timeout");
    if (left.rejoin === "finished") return t("connection.why.finished");
    if (left.rejoin === "secret") return t("connection.why.secret");
    return t("connection.why.refused", { message: left.reason ?? "" });
  }
  return t(`connection.why.${left.code}`, { defaultValue: left.reason ?? t("connection.why.other", { code: left.code }) });
}

export function ConnectionLost({ left, onLeave }: { left: LeftReason | null; onLeave: () => void }) {
  const t = useT();
  const reason = why(t, left);
  // Coming back after another tab took the seat takes it from that tab: the button says so, so
  // two tabs don't pass the seat back and forth under a plain "Rejoin".
  const takenOver = left !== null && "code" in left && left.code === CLOSE_CODES.seatTakenOver;
  const dialog = useRef<HTMLDivElement>(null);
  // An alert dialog takes focus: the table behind it no longer answers, so focus there leads nowhere.
  useEffect(() => dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus(), []);
  return (
    <div
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-label={t("connection.leftTitle")}
      onKeyDown={(e) => wrapTab(e, dialog.current)}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70">
      <div className="rounded-xl border border-slate-600 bg-slate-900 p-5 text-center shadow-2xl">
        <p className="mb-1 font-semibold">{t("connection.leftTitle")}</p>
        <p className="mb-3 text-sm text-slate-300">{reason}</p>
        <div className="flex justify-center gap-2">
          {/* A finished game's table is gone: its replay is what is left to open. */}
          {left && "rejoin" in left && left.rejoin === "finished" ? (
            <WatchReplayLink className="btn btn-primary" />
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
              {t(takenOver ? "connection.useThisTab" : "connection.rejoin")}
            </button>
          )}
          <button type="button" className="btn" onClick={onLeave}>
            {t("gameOver.lobby")}
          </button>
        </div>
      </div>
    </div>
  );
}
