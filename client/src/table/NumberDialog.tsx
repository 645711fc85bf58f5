/** Asks for one number (set damage, a life total); closing it gives focus back to what opened it. */
import { useId, useRef, useState } from "react";
import { useT } from "../i18n/useT";
import { modalKeys, useReturnFocus } from "./returnFocus";

/** Damage comes in counters of 10: the step unless the request names another. */
const DAMAGE_STEP = 10;

export interface NumberRequest {
  label: string;
  initial: number;
  submit: (n: number) => void;
  /** What the number is for, read with the dialog: a stack's name and place, as the game's stackLabel says it. */
  description?: string;
  /** The most the table accepts (damage: 9990). */
  max?: number;
  /** The numbers it accepts are multiples of this: 10 (damage) unless told; 1 for a life total or a count. */
  step?: number;
}

export function NumberDialog({ request, onClose }: { request: NumberRequest; onClose: () => void }) {
  const t = useT();
  const [value, setValue] = useState(String(request.initial));
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const id = useId();
  useReturnFocus(ref);
  const max = request.max ?? Number.MAX_SAFE_INTEGER;
  const step = request.step ?? DAMAGE_STEP;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50" onClick={onClose}>
      <form
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={request.label}
        aria-describedby={request.description ? `${id}-what` : undefined}
        noValidate
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => modalKeys(e, ref.current, onClose)}
        onSubmit={(e) => {
          e.preventDefault();
          // An empty or unreadable field is not 0: it would wipe the damage by accident.
          const n = value.trim() === "" ? NaN : Number(value);
          if (!Number.isInteger(n) || n < 0 || n > max || n % step !== 0) {
            setError(t(step === 1 ? "dialog.wholeNumberRange" : "dialog.numberRange", { max: request.max ?? "", step }));
            return;
          }
          request.submit(n);
          onClose();
        }}
        className="flex flex-col gap-2 rounded-xl border border-slate-600 bg-slate-900 p-4 shadow-2xl"
      >
        {request.description ? (
          <p id={`${id}-what`} className="text-xs text-slate-300">
            {request.description}
          </p>
        ) : null}
        <label className="flex flex-col gap-1 text-sm">
          {request.label}
          <input
            autoFocus
            type="number"
            min={0}
            max={request.max}
            step={step}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            className="input"
          />
        </label>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-xs text-rose-300">
            {error}
          </p>
        ) : null}
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
