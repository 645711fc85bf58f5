/** The game log beside the table: each line as this viewer may read it; judge lines stamped, cross-side actions highlighted. */
import type { Viewer } from "@playmat/shared";
import type { Names } from "@playmat/shared/i18n/index";
import type { LogEntry } from "@playmat/shared/log/entry";
import { useEffect, useRef } from "react";
import { useT } from "../i18n/useT";
import { downloadText, logExportText, logFileName } from "./export";
import { formatEntry, isChat, isCrossSideForViewer } from "./format";

interface Props {
  entries: LogEntry[];
  viewer: Viewer;
  names: Names;
  room: string;
  roomId: string;
}

export function LogPanel({ entries, viewer, names, room, roomId }: Props) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

  useEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [entries.length]);

  const exportLog = () => {
    const now = new Date();
    const text = logExportText(entries, (e) => formatEntry(t, e, viewer, names), { room, roomId, players: `${names.p1} — ${names.p2}`, exportedAt: now });
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
      <ol
        ref={list}
        aria-live="polite"
        aria-relevant="additions"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
        className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 py-1 text-xs leading-snug"
      >
        {entries.map((e) => {
          const cross = isCrossSideForViewer(e, viewer);
          const chat = isChat(e);
          const text = formatEntry(t, e, viewer, names);
          return (
            <li
              key={e.seq}
              data-seq={e.seq}
              data-key={e.key}
              data-judge={e.judge || undefined}
              data-advisory={e.advisory?.code}
              data-cross-side={e.crossSide || undefined}
              data-taken-back={e.takenBack ? true : undefined}
              data-chat={chat || undefined}
              title={e.takenBack ? t(e.takenBack.how === "rewind" ? "log.rewound" : "log.undone") : undefined}
              className={`rounded px-1 py-0.5 ${e.takenBack ? "text-slate-500" : ""} ${chat ? "italic text-emerald-200" : ""} ${e.advisory ? "border-l-2 border-amber-400 bg-amber-950/60 text-amber-100" : ""} ${
                e.judge ? "border-l-2 border-fuchsia-400 bg-fuchsia-950/50" : ""
              } ${cross ? "bg-sky-950/70 font-medium text-sky-100" : ""} ${e.seat && !e.advisory && !cross && !e.judge ? (e.seat === "p1" ? "text-slate-200" : "text-slate-300") : ""}`}
            >
              {e.advisory ? <span aria-hidden="true">⚠ </span> : null}
              {e.takenBack ? <s className="line-through">{text}</s> : text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
