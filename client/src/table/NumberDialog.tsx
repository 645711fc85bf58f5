/** Asks for one number (set damage); closing it gives focus back to what opened it. */
import { useRef, useState } from "react";
import { useT } from "../i18n/useT";
import { modalKeys, useReturnFocus } from "./returnFocus";

export interface NumberRequest {
  label: string;
  initial: number;
  submit: (n: number) => void;
}

export function NumberDialog({ request, onClose }: { request: NumberRequest; onClose: () => void }) {
  const t = useT();
  const [value, setValue] = useState(String(request.initial));
  const ref = useRef<HTMLFormElement>(null);
  useReturnFocus(ref);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50" onClick={onClose}>
      <form
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={request.label}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => modalKeys(e, ref.current, onClose)}
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(value);
          if (Number.isFinite(n)) request.submit(Math.max(0, Math.round(n)));
          onClose();
        }}
        className="flex flex-col gap-2 rounded-xl border border-slate-600 bg-slate-900 p-4 shadow-2xl"
      >
        <label className="flex flex-col gap-1 text-sm">
          {request.label}
          <input autoFocus type="number" min={0} step={10} value={value} onChange={(e) => setValue(e.target.value)} className="input" />
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn" onClick={onClose}>
            {t("controls.cancel")}
          </button>
          <button type="submit" className="btn btn-primary">
            {t("dialog.set")}
          </button>
        </div>
      </form>
    </div>
  );
}
