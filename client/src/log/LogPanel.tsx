/**
 * The game log beside the table: each line as this viewer may read it; judge lines stamped,
 * cross-side actions highlighted, taken-back lines struck. A judge gets a "rewind to here"
 * button on every line the game can go back to.
 */
import type { LogEntry, Names, Viewer } from "@playmat/shared";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useT, type T } from "../i18n/useT";
import { downloadText, logExportText, logFileName } from "./export";
import { isChat, isCrossSideForViewer, logLineAttributes, takenBackLabel } from "./format";
import { rewindTargets } from "./rewind";
import { useFormatter } from "./useFormatter";

interface Props {
  entries: LogEntry[];
  viewer: Viewer;
  names: Names;
  room: string;
  roomId: string;
  /** Judges: asks to rewind the game to just after this line (the caller confirms first). */
  onRewind?: (entry: LogEntry) => void;
  /** More buttons for the game's history under the title (the game record's replay and download). */
  tools?: ReactNode;
}

/**
 * The table's log. Memoised: a selection click or a state patch that brings no log line leaves
 * it alone, and each line is formatted once (useFormatter), so an update costs the same with
 * 50 lines or 2,000 (a long game's log made every update several hundred ms slower).
 */
export const LogPanel = memo(function LogPanel({ entries, viewer, names, room, roomId, onRewind, tools }: Props) {
  const t = useT();
  const format = useFormatter(t, viewer, names);
  const targets = useMemo(() => (onRewind ? rewindTargets(entries) : new Set<number>()), [entries, onRewind]);
  // One rewind button is in the Tab order (the last used, else the newest); arrows move between
  // them, so a long log doesn't put hundreds of stops between the controls and the chat box.
  const [lastRewind, setLastRewind] = useState<number | null>(null);
  const order = [...targets];
  const tabStop = lastRewind !== null && targets.has(lastRewind) ? lastRewind : order.at(-1);
  // Read through a ref so the callbacks handed to each line stay the same and LogLine's memo holds.
  const latest = useRef({ order, onRewind });
  latest.current = { order, onRewind };
  const moveRewindFocus = useCallback((e: KeyboardEvent, seq: number) => {
    const { order } = latest.current;
    const at = order.indexOf(seq);
    const next = { ArrowUp: at - 1, ArrowDown: at + 1, Home: 0, End: order.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = order[Math.max(0, Math.min(order.length - 1, next))]!;
    setLastRewind(to);
    list.current?.querySelector<HTMLElement>(`[data-rewind-to="${to}"]`)?.focus();
  }, []);
  const rewind = useCallback((entry: LogEntry) => {
    setLastRewind(entry.seq);
    latest.current.onRewind?.(entry);
  }, []);
  const list = useRef<HTMLOListElement>(null);
  // Whether the log follows its newest line: until the reader scrolls up, and again once they
  // are back at the bottom. Only a scroll that moves up stops it: the browser also reports
  // scrolls the layout makes (the controls above growing as the game begins, a line taking its
  // real height below), and reading "not at the bottom" from those left the log stuck for good.
  const stick = useRef(true);
  const lastTop = useRef(0);
  const pin = useCallback(() => {
    const el = list.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
  }, []);

  useEffect(() => {
    if (!stick.current) return;
    pin();
    // Lines the browser skipped (content-visibility below) get their real height only once in
    // view, which can leave the newest line just under the edge: pin to the bottom again once
    // they are laid out, unless the reader scrolled up meanwhile.
    let id = requestAnimationFrame(() => {
      id = requestAnimationFrame(() => {
        if (stick.current) pin();
      });
    });
    return () => cancelAnimationFrame(id);
  }, [entries.length, pin]);

  // The list gets shorter when what sits above it grows (a prompt, more controls): the newest
  // lines would slip under its edge with no new line to pin them.
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (stick.current) pin();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [pin]);

  const exportLog = () => {
    const now = new Date();
    const text = logExportText(entries, format, { room, roomId, players: `${names.p1} — ${names.p2}`, exportedAt: now }, (e) => takenBackLabel(t, e));
    downloadText(logFileName(room, now), text);
  };

  return (
    <section aria-label={t("log.region")} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between border-b border-white/10 px-2 py-1">
        <h2 className="text-sm font-semibold">{t("log.title")}</h2>
        <button type="button" className="btn" onClick={exportLog} disabled={entries.length === 0}>
          {t("log.export")}
        </button>
      </div>
      {tools ? <div className="flex flex-wrap gap-1 border-b border-white/10 px-2 py-1">{tools}</div> : null}
      {/* Focusable, so the log scrolls from the keyboard too (a player's log has no control in
          it); while it has focus its scroll keys are its own, not the table's shortcuts. */}
      <ol
        ref={list}
        tabIndex={0}
        data-scroll-keys=""
        aria-live="polite"
        aria-relevant="additions"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollHeight - el.scrollTop - el.clientHeight < 24) stick.current = true;
          else if (el.scrollTop < lastTop.current - 1) stick.current = false;
          lastTop.current = el.scrollTop;
        }}
        className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 py-1 text-xs leading-snug focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-400"
      >
        {entries.map((e, i) => (
          <LogLine
            key={e.seq}
            entry={e}
            line={i + 1}
            text={format(e)}
            cross={isCrossSideForViewer(e, viewer)}
            t={t}
            rewind={onRewind && targets.has(e.seq) ? (e.seq === tabStop ? "tab" : "arrow") : null}
            onRewindKey={moveRewindFocus}
            onRewind={rewind}
          />
        ))}
      </ol>
    </section>
  );
});

interface LineProps {
  entry: LogEntry;
  /** The line's place in this viewer's log, from 1 (as a screen reader counts the list's items). */
  line: number;
  text: string;
  cross: boolean;
  t: T;
  /** A judge's rewind button: "tab" for the one in the Tab order, "arrow" for the others. */
  rewind: "tab" | "arrow" | null;
  onRewindKey: (e: KeyboardEvent, seq: number) => void;
  onRewind: (entry: LogEntry) => void;
}

/**
 * One line. Memoised, so a new line re-renders only itself (and the line whose rewind button
 * leaves the Tab order). `content-visibility: auto` lets the browser skip style and layout of
 * lines scrolled out of view (~380 ms per update with 1,800 lines); the intrinsic size is a
 * one-line guess the browser replaces with the real height once it has laid the line out
 * ("auto"), so scrolling to the bottom still lands on the newest line.
 */
const LogLine = memo(function LogLine({ entry: e, line, text, cross, t, rewind, onRewindKey, onRewind }: LineProps) {
  const chat = isChat(e);
  return (
    <li
      {...logLineAttributes(t, e)}
      className={`group/line flex items-start gap-1 rounded px-1 py-0.5 [content-visibility:auto] [contain-intrinsic-size:auto_20px] ${e.takenBack ? "text-slate-400" : ""} ${chat ? "italic text-emerald-200" : ""} ${e.advisory ? "border-l-2 border-amber-400 bg-amber-950/60 text-amber-100" : ""} ${
        e.judge ? "border-l-2 border-fuchsia-400 bg-fuchsia-950/50" : ""
      } ${cross ? "bg-sky-950/70 font-medium text-sky-100" : ""} ${e.seat && !e.advisory && !cross && !e.judge ? (e.seat === "p1" ? "text-slate-200" : "text-slate-300") : ""}`}
    >
      <span className="min-w-0 flex-1">
        {e.advisory ? <span aria-hidden="true">⚠ </span> : null}
        {e.takenBack ? <s className="line-through">{text}</s> : text}
      </span>
      {rewind ? (
        <RewindButton seq={e.seq} label={t("rewind.button", { line, text })} tabbable={rewind === "tab"} onKeyDown={(k) => onRewindKey(k, e.seq)} onClick={() => onRewind(e)} />
      ) : null}
    </li>
  );
});

/** An icon button: it adds no text to the line (testers and exports read the line's text). */
function RewindButton({ seq, label, tabbable, onKeyDown, onClick }: { seq: number; label: string; tabbable: boolean; onKeyDown: (e: KeyboardEvent) => void; onClick: () => void }) {
  return (
    <button
      type="button"
      data-rewind-to={seq}
      tabIndex={tabbable ? 0 : -1}
      aria-keyshortcuts="ArrowUp ArrowDown Home End"
      onKeyDown={onKeyDown}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={onClick}
      className="shrink-0 rounded px-0.5 text-fuchsia-300 opacity-40 hover:bg-fuchsia-900 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-sky-400 group-hover/line:opacity-100"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 3v4h4" />
        <path d="M3.5 7A5 5 0 1 1 4.6 11.5" />
      </svg>
    </button>
  );
}
