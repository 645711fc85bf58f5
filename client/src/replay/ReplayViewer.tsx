/**
 * A game record stepped through: the read-only table of the current frame, the stepping
 * controls, the log so far, and whose view it is (revealed or as seen at the time). The
 * position is kept in the address (`#step=12`) so a reload or a shared link opens there.
 */
import type { GameRecord } from "@playmat/shared";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { pageTitle, useDocumentTitle } from "../app/documentTitle";
import { useGameTable } from "../games";
import { TableGame, useT, withGameWords } from "../i18n/useT";
import { formatEntry } from "../log/format";
import { useFitZoom, zoomStyle } from "../table/fitZoom";
import { PileBrowser } from "../table/PileBrowser";
import { UnknownGame } from "../table/UnknownGame";
import { navigate } from "../app/route";
import { hiddenFromView, recordDefs, recordLogViewer, recordPerspective, snapFromView } from "./convert";
import { HiddenPiles } from "./HiddenPiles";
import { ReplayBoard, ReplayTableProvider } from "./ReplayBoard";
import { ReplayLog } from "./ReplayLog";
import { ReplayPreview } from "./ReplayPreview";
import { StepControls } from "./StepControls";
import { clampPosition, move, positionFromHash, stepAt, timelineOf, turnOf, type StepMove } from "./stepping";
import { TurnLine } from "./TurnLine";
import { useReplayKeys } from "./useReplayKeys";
import { useReplayT } from "./useReplayT";

interface Props {
  record: GameRecord;
  /** Shown in the header's right end: the view chooser, "Open another file", back to the lobby. */
  actions?: ReactNode;
  /** Keyboard stepping is off while something else (a dialog) has the keys. */
  keys?: boolean;
  /** Where to open when the address names no step: the first step, or the latest (a game still going on). */
  start?: "first" | "last";
  /**
   * Opened over another page (the room): an address without a step is that page's, so Back to
   * it (or the step cleared from the address) calls this instead of putting the step back.
   */
  onBackToPage?: () => void;
}

export function ReplayViewer({ record, actions, keys = true, start = "first", onBackToPage }: Props) {
  const plainT = useT();
  // The record's game's words first (its zones, its log lines), as at its table.
  const t = useMemo(() => withGameWords(plainT, record.game), [plainT, record.game]);
  const rt = useReplayT();
  const timeline = useMemo(() => timelineOf(record), [record]);
  const [pos, setPos] = useState(() => positionFromHash(location.hash, timeline) ?? (start === "last" ? timeline.last : 0));
  const at = clampPosition(timeline, pos);
  const frame = timeline.frames[at]!;

  const seek = useCallback((next: number) => setPos(clampPosition(timeline, next)), [timeline]);
  const onMove = useCallback((how: StepMove) => setPos((p) => move(timeline, clampPosition(timeline, p), how)), [timeline]);
  useReplayKeys(onMove, keys);
  const keepAddress = useCallback((shown: number) => {
    if (location.hash !== `#step=${shown}`) history.replaceState(history.state, "", `${location.pathname}${location.search}#step=${shown}`);
  }, []);
  const shown = useRef(at);
  useEffect(() => {
    shown.current = at;
    keepAddress(at);
  }, [at, keepAddress]);
  // The address changed by hand or by Back / Forward goes to that step (clamped; without a step
  // the view stays and the address gets it back). The viewer's own updates replace the
  // address, which fires neither event; a move to another page (the app's navigate) is not ours.
  const backToPage = useRef(onBackToPage);
  backToPage.current = onBackToPage;
  useEffect(() => {
    const page = location.pathname;
    const follow = () => {
      if (location.pathname !== page) return;
      const named = positionFromHash(location.hash, timeline);
      if (named === null && backToPage.current) return backToPage.current();
      const wanted = named ?? shown.current;
      setPos(wanted);
      keepAddress(wanted);
    };
    window.addEventListener("hashchange", follow);
    window.addEventListener("popstate", follow);
    return () => {
      window.removeEventListener("hashchange", follow);
      window.removeEventListener("popstate", follow);
    };
  }, [timeline, keepAddress]);

  const names = useMemo(() => ({ p1: record.players.p1, p2: record.players.p2 }), [record]);
  const defOf = useMemo(() => recordDefs(record), [record]);
  const persp = useMemo(() => recordPerspective(record.viewer), [record]);
  const viewer = useMemo(() => recordLogViewer(record.viewer), [record]);
  const snap = useMemo(() => snapFromView(frame.view, record), [frame, record]);
  const hidden = useMemo(() => hiddenFromView(frame.view, record), [frame, record]);

  const step = stepAt(record, at);
  const current = useMemo(() => new Set(step?.lines.map((l) => l.seq) ?? []), [step]);
  const turn = turnOf(frame);
  const label = rt("position", { step: at, total: timeline.last, turn: turn > 0 ? rt("turn", { number: turn }) : rt("setup") });
  const happened = !step
    ? rt("empty")
    : step.lines.length > 0
      ? step.lines.map((l) => formatEntry(t, l, viewer, names)).join(" ")
      : rt("noLines", { type: step.type ?? step.kind });
  const whose = record.viewer === "p1" || record.viewer === "p2" ? rt(`viewer.${record.viewer}`, { name: record.players[record.viewer] }) : rt(`viewer.${record.viewer}`);

  useDocumentTitle(pageTitle(t, `${rt("title")} — ${record.name}`));
  const controlsId = useId();
  const zoom = useFitZoom();

  // Checked records name a game the shared package knows; this page may still have no table for it.
  const table = useGameTable(record.game);
  if (table.state === "loading") return <p role="status" className="p-8 text-center text-slate-300">{rt("loading")}</p>;
  if (table.state === "unknown") return <UnknownGame game={record.game} onLeave={() => navigate("/")} />;
  const game = table.table;

  return (
    <TableGame.Provider value={record.game}>
      <ReplayTableProvider game={game} snap={snap} persp={persp} names={names} t={t} defOf={defOf} hidden={hidden}>
        <div
          className="flex h-screen min-h-[720px] min-w-[1280px] flex-col overflow-hidden bg-gradient-to-b from-slate-950 via-[#0c1a24] to-slate-950"
          style={zoomStyle(zoom)}
          data-zoom={zoom}
          data-replay-viewer={record.viewer}
          data-revealed={record.revealed || undefined}
        >
          {/* Every card on the table is a Tab stop (focus shows its preview), and nothing can be done
              with them here: the first stop skips them. Focus is moved by hand, as the address's hash
              holds the step (#step=N), not a place on the page. */}
          <a
            href={`#${controlsId}`}
            onClick={(e) => {
              e.preventDefault();
              document.getElementById(controlsId)?.focus();
            }}
            className="sr-only rounded bg-amber-300 px-3 py-1 text-sm font-semibold text-slate-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-1 focus:z-50"
          >
            {rt("skipToControls")}
          </a>
          <header className="flex h-10 shrink-0 items-center gap-3 border-b border-white/10 bg-slate-900 px-3 text-sm">
            <h1 className="min-w-0 truncate font-semibold" title={record.name}>
              <span className="text-slate-400">{rt("title")}:</span> {record.name}
            </h1>
            <span className="shrink-0 whitespace-nowrap text-xs text-slate-300">{rt("players", names)}</span>
            <p data-viewer={record.viewer} className="shrink-0 whitespace-nowrap rounded bg-slate-800 px-2 py-0.5 text-xs">
              <span className="sr-only">{rt("viewer.label")}: </span>
              {whose}
            </p>
            <p
              data-record-revealed={record.revealed}
              title={record.revealed ? rt("revealedLong") : rt("filteredLong")}
              className={`shrink-0 whitespace-nowrap rounded px-2 py-0.5 text-xs ${record.revealed ? "bg-emerald-800 text-emerald-100" : "bg-slate-800 text-slate-300"}`}
            >
              {record.revealed ? rt("revealed") : rt("filtered")}
              <span className="sr-only"> — {record.revealed ? rt("revealedLong") : rt("filteredLong")}</span>
            </p>
            <div className="ml-auto flex shrink-0 items-center gap-2 whitespace-nowrap">{actions}</div>
          </header>
          <div className="flex min-h-0 flex-1">
            <ReplayBoard label={rt("region")} status={<TurnLine snap={snap} persp={persp} names={names} t={t} />} />
            <aside aria-label={rt("sidebar")} className="flex w-[340px] shrink-0 flex-col border-l border-white/10 bg-slate-950/80">
              <StepControls id={controlsId} rt={rt} pos={at} last={timeline.last} label={label} happened={happened} onMove={onMove} onSeek={seek} />
              <HiddenPiles />
              <PileBrowser />
              <ReplayLog t={t} rt={rt} lines={frame.log} current={current} viewer={viewer} names={names} positionOfLine={timeline.positionOfLine} onSeek={seek} />
            </aside>
          </div>
          <ReplayPreview t={t} defOf={defOf} />
        </div>
      </ReplayTableProvider>
    </TableGame.Provider>
  );
}
