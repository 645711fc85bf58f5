/**
 * The keyboard sheet, toggled with "?"; closing it gives focus back to what opened it. It starts
 * with how a turn goes at this table: a new player met a table that does nothing by itself and
 * had nothing to tell them which control or zone each step of a turn uses.
 */
import { useEffect, useRef } from "react";
import { useT } from "../i18n/useT";
import { modalKeys, useReturnFocus } from "../table/returnFocus";
import { HELP_ROWS } from "./shortcuts";

const TURN_STEPS = ["draw", "play", "attack", "knockOut", "end"] as const;

export function HelpSheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useReturnFocus(ref);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("button")?.focus();
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60" onClick={onClose}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={t("help.title")}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => modalKeys(e, ref.current, onClose, ["Escape", "?"])}
        className="max-h-[90vh] w-[640px] overflow-y-auto rounded-xl border border-slate-600 bg-slate-900 p-4 shadow-2xl"
      >
        <div className="mb-2 flex items-center justify-between">
          <h2 className="text-lg font-semibold">{t("help.title")}</h2>
          <button type="button" className="btn" onClick={onClose}>
            {t("help.close")}
          </button>
        </div>
        <h3 id="help-turn" className="text-sm font-semibold">
          {t("help.turn.title")}
        </h3>
        <ol aria-labelledby="help-turn" className="mb-1 list-decimal space-y-0.5 pl-5 text-sm">
          {TURN_STEPS.map((step) => (
            <li key={step}>{t(`help.turn.${step}`)}</li>
          ))}
        </ol>
        <p className="mb-3 text-sm text-slate-300">{t("help.turn.byHand")}</p>
        <p className="mb-2 text-sm text-slate-300">{t("help.intro")}</p>
        <table className="w-full text-sm">
          <tbody>
            {HELP_ROWS.map(([keys, desc]) => (
              <tr key={desc} className="border-t border-white/5">
                <td className="py-0.5 pr-3">
                  <kbd className="rounded bg-slate-700 px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
                </td>
                <td className="py-0.5">{t(desc)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-400">{t("help.mouse")}</p>
      </div>
    </div>
  );
}
