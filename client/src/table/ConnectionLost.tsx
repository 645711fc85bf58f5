/** This tab is no longer at the table (closed by the server, replaced by another tab): rejoin or leave. */
import { useT } from "../i18n/useT";

export function ConnectionLost({ reason, onLeave }: { reason: string | null; onLeave: () => void }) {
  const t = useT();
  return (
    <div role="alertdialog" aria-label={t("connection.leftTitle")} className="fixed inset-0 z-50 flex items-center justify-center bg-black/70">
      <div className="rounded-xl border border-slate-600 bg-slate-900 p-5 text-center shadow-2xl">
        <p className="mb-1 font-semibold">{t("connection.leftTitle")}</p>
        <p className="mb-3 text-sm text-slate-300">{reason}</p>
        <div className="flex justify-center gap-2">
          <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
            {t("connection.rejoin")}
          </button>
          <button type="button" className="btn" onClick={onLeave}>
            {t("gameOver.lobby")}
          </button>
        </div>
      </div>
    </div>
  );
}
