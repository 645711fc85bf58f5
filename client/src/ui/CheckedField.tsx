/**
 * A labelled text field that says what is wrong with its value right under it: the nickname, a
 * room's name, a deck's name. A problem is a `role="alert"` line the field points at
 * (aria-invalid, aria-describedby), the field takes focus so the keyboard user is where the fix
 * goes, and typing clears the problem (what was wrong is no longer what is typed).
 */
import { useRef, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from "react";

export interface FieldCheck<P> {
  /** What is wrong with the value at the last check, or null. */
  problem: P | null;
  field: RefObject<HTMLInputElement | null>;
  /** Checks the value now: false (the problem said, focus on the field) when it can't be sent. */
  check: () => boolean;
  clear: () => void;
}

/** `find` says what is wrong with the value as it stands, or null when nothing is. */
export function useFieldCheck<P>(find: () => P | null): FieldCheck<P> {
  const [problem, setProblem] = useState<P | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const check = (): boolean => {
    const found = find();
    setProblem(found);
    if (found !== null) field.current?.focus();
    return found === null;
  };
  return { problem, field, check, clear: () => setProblem(null) };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "aria-invalid" | "aria-describedby" | "ref">;

interface Props<P> extends InputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The check this field answers to; a field without one never shows a problem. */
  check?: FieldCheck<P>;
  /** The problem in the user's words. */
  say?: (problem: P) => string;
  /** The id of the problem's line, unique on the page. */
  problemId: string;
  labelClassName?: string;
}

export function CheckedField<P>({ label, value, onChange, check, say, problemId, labelClassName = "flex flex-col gap-1 text-sm", className = "input", ...input }: Props<P>) {
  const problem = check?.problem ?? null;
  return (
    <>
      <label className={labelClassName}>
        {label}
        <input
          {...input}
          ref={check?.field}
          value={value}
          className={className}
          aria-invalid={problem !== null ? true : undefined}
          aria-describedby={problem !== null ? problemId : undefined}
          onChange={(e) => {
            check?.clear();
            onChange(e.target.value);
          }}
        />
      </label>
      {problem !== null ? (
        <p id={problemId} role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {say ? say(problem) : String(problem)}
        </p>
      ) : null}
    </>
  );
}
