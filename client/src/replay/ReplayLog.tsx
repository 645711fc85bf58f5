/**
 * The log as the record's viewer read it up to the current step: the step's own lines marked
 * (`aria-current="step"`), lines taken back by then struck through. The same markup as the
 * table's log (li[data-seq], data-key, data-taken-back), so the log helpers of the end-to-end
 * fixtures read both. Clicking a line goes to the step that wrote it.
 *
 * Like the table's log, each line is formatted once (useFormatter) and drawn by a memoised
 * component: a step re-draws only the lines whose mark or strike changed, so stepping through a
 * 2,000-line record doesn't format 2,000 lines at every step.
 */
import type { Viewer } from "@playmat/shared";
import type { Names } from "@playmat/shared/i18n/index";
import type { LogEntry } from "@playmat/shared/log/entry";
import { memo, useEffect, useRef } from "react";
import type { T } from "../i18n/useT";
import { isChat, logLineAttributes } from "../log/format";
import { useFormatter } from "../log/useFormatter";

interface Props {
  t: T;
  rt: T;
  lines: LogEntry[];
  /** The seqs of the current step's lines. */
  current: ReadonlySet<number>;
  viewer: Viewer;
  names: Names;
  positionOfLine: ReadonlyMap<number, number>;
  onSeek(pos: number): void;
}

export function ReplayLog({ t, rt, lines, current, viewer, names, positionOfLine, onSeek }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const format = useFormatter(t, viewer, names);

  // Keep the current step in sight (or the end, where the newest line is).
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const mark = el.querySelector<HTMLElement>('[aria-current="step"]');
    if (mark && typeof mark.scrollIntoView === "function") mark.scrollIntoView({ block: "nearest" });
    else el.scrollTop = el.scrollHeight;
  }, [lines, current]);

  return (
    <section aria-label={rt("log.region")} className="flex min-h-0 flex-1 flex-col">
      <h2 className="border-b border-white/10 px-2 py-1 text-sm font-semibold">{rt("log.title")}</h2>
      {/* Focusable, so the log scrolls from the keyboard too (↑ ↓; the viewer's keys still step). */}
      <ol
        ref={list}
        tabIndex={0}
        className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 py-1 text-xs leading-snug focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-400"
      >
        {lines.length === 0 ? <li className="text-slate-400">{rt("log.empty")}</li> : null}
        {lines.map((e) => (
          <ReplayLine key={e.seq} t={t} entry={e} text={format(e)} here={current.has(e.seq)} pos={positionOfLine.get(e.seq)} onSeek={onSeek} />
        ))}
      </ol>
    </section>
  );
}

interface LineProps {
  t: T;
  entry: LogEntry;
  text: string;
  /** One of the current step's lines. */
  here: boolean;
  /** The position that first shows the line (a click goes there). */
  pos: number | undefined;
  onSeek(pos: number): void;
}

const ReplayLine = memo(function ReplayLine({ t, entry: e, text, here, pos, onSeek }: LineProps) {
  const chat = isChat(e);
  return (
    <li
      {...logLineAttributes(t, e)}
      aria-current={here ? "step" : undefined}
      onClick={pos !== undefined ? () => onSeek(pos) : undefined}
      className={`cursor-pointer rounded px-1 py-0.5 hover:bg-white/5 ${here ? "bg-amber-500/20 ring-1 ring-amber-400/70" : ""} ${e.takenBack ? "text-slate-400" : ""} ${
        chat ? "italic text-emerald-200" : ""
      } ${e.advisory ? "border-l-2 border-amber-400 text-amber-100" : ""} ${e.judge ? "border-l-2 border-fuchsia-400" : ""}`}
    >
      {e.advisory ? <span aria-hidden="true">⚠ </span> : null}
      {e.takenBack ? <s className="line-through">{text}</s> : text}
    </li>
  );
});
