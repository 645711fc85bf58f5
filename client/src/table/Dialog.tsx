/**
 * A modal dialog over the table: labelled, focus kept inside (Tab wraps), Escape or a click
 * outside closes it, and focus goes back to whatever opened it (returnFocus.ts). Escape is
 * marked handled so the table's shortcut keys ignore it.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { FOCUSABLE, modalKeys, useReturnFocus } from "./returnFocus";

interface Props {
  label: string;
  /** "alertdialog" for a confirmation that changes the game for everyone. */
  role?: "dialog" | "alertdialog";
  /** The id of the text that says what the dialog is about. */
  describedBy?: string;
  onClose: () => void;
  onSubmit?: () => void;
  children: ReactNode;
  /** Marks the dialog for testers: `data-dialog`. */
  name: string;
}

export function Dialog({ label, role = "dialog", describedBy, onClose, onSubmit, children, name }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  useReturnFocus(ref);

  useEffect(() => {
    const el = ref.current;
    // autoFocus inside wins; otherwise the first control.
    if (el && !el.contains(document.activeElement)) el.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => modalKeys(e, ref.current, onClose);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50" onClick={onClose}>
      <form
        ref={ref}
        role={role}
        aria-modal="true"
        aria-label={label}
        aria-describedby={describedBy}
        data-dialog={name}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
        className="flex w-[min(440px,92vw)] flex-col gap-3 rounded-xl border border-slate-600 bg-slate-900 p-4 text-sm shadow-2xl"
      >
        <h2 className="text-base font-semibold">{label}</h2>
        {children}
      </form>
    </div>
  );
}
