/**
 * The log as the record's viewer read it up to the current step: the step's own lines marked
 * (`aria-current="step"`), lines taken back by then struck through. The same markup as the
 * table's log (li[data-seq], data-key, data-taken-back), so the log helpers of the end-to-end
 * fixtures read both. Each line is a button that goes to the step that wrote it; only one is in
 * the Tab order (the last one used, else the current step's), and ↑ ↓ move between them, so a
 * long log is one Tab stop and every line is reachable from the keyboard.
 *
 * Like the table's log, each line is formatted once (useFormatter) and drawn by a memoised
 * component: a step re-draws only the lines whose mark or strike changed, so stepping through a
 * 2,000-line record doesn't format 2,000 lines at every step.
 */
import type { LogEntry, Names, Viewer } from "@playmat/shared";
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
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
  // The line in the Tab order: the one last used, else the current step's first, else the newest.
  const [used, setUsed] = useState<number | null>(null);
  const reachable = (e: LogEntry) => positionOfLine.has(e.seq);
  const stop =
    lines.find((e) => e.seq === used && reachable(e))?.seq ?? lines.find((e) => current.has(e.seq) && reachable(e))?.seq ?? lines.findLast(reachable)?.seq;
  const moveFocus = useCallback((e: KeyboardEvent, seq: number) => {
    const step = { ArrowUp: -1, ArrowDown: 1 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>("button[data-go-to-line]") ?? [])];
    const at = buttons.findIndex((b) => b.dataset.goToLine === String(seq));
    const to = buttons[Math.max(0, Math.min(buttons.length - 1, at + step))];
    if (!to) return;
    setUsed(Number(to.dataset.goToLine));
    to.focus();
  }, []);
  const go = useCallback(
    (seq: number, pos: number) => {
      setUsed(seq);
      onSeek(pos);
    },
    [onSeek],
  );

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
      {/* The lines' buttons take the keyboard (↑ ↓ between them, scrolling the list; the viewer's keys still step). */}
      <ol
        ref={list}
        className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 py-1 text-xs leading-snug focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-400"
      >
        {lines.length === 0 ? <li className="text-slate-400">{rt("log.empty")}</li> : null}
        {lines.map((e) => (
          <ReplayLine key={e.seq} t={t} entry={e} text={format(e)} here={current.has(e.seq)} pos={positionOfLine.get(e.seq)} tabbable={e.seq === stop} onKey={moveFocus} onGo={go} />
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
  /** The position that first shows the line (its button goes there). */
  pos: number | undefined;
  /** The line in the Tab order. */
  tabbable: boolean;
  onKey(e: KeyboardEvent, seq: number): void;
  onGo(seq: number, pos: number): void;
}

const ReplayLine = memo(function ReplayLine({ t, entry: e, text, here, pos, tabbable, onKey, onGo }: LineProps) {
  const chat = isChat(e);
  const content = (
    <>
      {e.advisory ? <span aria-hidden="true">⚠ </span> : null}
      {e.takenBack ? <s className="line-through">{text}</s> : text}
    </>
  );
  return (
    <li
      {...logLineAttributes(t, e)}
      aria-current={here ? "step" : undefined}
      className={`rounded px-1 py-0.5 hover:bg-white/5 ${here ? "bg-amber-500/20 ring-1 ring-amber-400/70" : ""} ${e.takenBack ? "text-slate-400" : ""} ${
        chat ? "italic text-emerald-200" : ""
      } ${e.advisory ? "border-l-2 border-amber-400 text-amber-100" : ""} ${e.judge ? "border-l-2 border-fuchsia-400" : ""}`}
    >
      {pos !== undefined ? (
        <button
          type="button"
          data-go-to-line={e.seq}
          tabIndex={tabbable ? 0 : -1}
          aria-keyshortcuts="ArrowUp ArrowDown"
          onKeyDown={(k) => onKey(k, e.seq)}
          onClick={() => onGo(e.seq, pos)}
          className="block w-full cursor-pointer text-left focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          {content}
        </button>
      ) : (
        content
      )}
    </li>
  );
});
