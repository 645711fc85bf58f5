/**
 * Whose view a replay link shows: the spectator's (anyone), this browser's own seat (when it
 * holds that seat's token), or the judge's (with the judge code, typed here and sent only in
 * a header).
 */
import type { RecordViewer, Seat } from "@playmat/shared";
import { useEffect, useRef, useState } from "react";
import type { T } from "../i18n/useT";

interface Props {
  rt: T;
  /** The view shown now. */
  shown: RecordViewer;
  /** This browser's seat in the game, with its player's name. */
  mine: { seat: Seat; name: string } | null;
  busy: boolean;
  /** A refused judge code, shown beside the form. */
  error: string | null;
  onChoose(viewer: RecordViewer, judgeCode?: string): void;
}

export function ViewChooser({ rt, shown, mine, busy, error, onChoose }: Props) {
  const [picked, setPicked] = useState<RecordViewer>(shown);
  const [code, setCode] = useState("");
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => setPicked(shown), [shown]);
  useEffect(() => {
    if (picked === "judge" && shown !== "judge") codeInput.current?.focus();
  }, [picked, shown]);

  const options: { viewer: RecordViewer; label: string }[] = [
    { viewer: "spectator", label: rt("choose.spectator") },
    ...(mine ? [{ viewer: mine.seat, label: rt("choose.mine", { name: mine.name }) }] : []),
    { viewer: "judge", label: rt("choose.judge") },
  ];

  return (
    <div className="flex items-center gap-2 text-xs">
      <fieldset className="flex items-center gap-2" disabled={busy}>
        <legend className="sr-only">{rt("choose.label")}</legend>
        <span aria-hidden="true" className="text-slate-400">
          {rt("choose.label")}:
        </span>
        {options.map((o) => (
          <label key={o.viewer} className="flex items-center gap-1">
            <input
              type="radio"
              name="replay-view"
              value={o.viewer}
              checked={picked === o.viewer}
              onChange={() => {
                setPicked(o.viewer);
                if (o.viewer !== "judge") onChoose(o.viewer);
              }}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      {picked === "judge" && shown !== "judge" ? (
        <form
          className="flex items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) onChoose("judge", code.trim());
          }}
        >
          <input
            ref={codeInput}
            type="text"
            autoComplete="off"
            spellCheck={false}
            aria-label={rt("choose.judgeCode")}
            placeholder={rt("choose.judgeCode")}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className="input w-32 py-0.5"
          />
          <button type="submit" className="btn" disabled={busy || !code.trim()}>
            {rt("choose.judgeSubmit")}
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="max-w-64 text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
