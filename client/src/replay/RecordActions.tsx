/**
 * The game record from inside the room (needs the table context): download it as this
 * client's viewer saw it (at any time, from `conn.record()`), watch the replay in a new tab
 * once the game is over (the link with `welcome.replayId`), and — for players, after the
 * game — agree that records show every card, with both players' choices shown.
 */
import type { GameRecord } from "@playmat/shared";
import { useEffect, useState } from "react";
import { useTableCtx } from "../table/TableContext";
import { downloadRecord } from "./exportRecord";
import { rememberReplay, replayPath } from "./replayLinks";
import { useReplayT } from "./useReplayT";

/** Notes which room and seat this replay id belongs to, so the link opens on this seat's view (replayLinks.ts). */
export function useRememberReplay(): void {
  const { conn } = useTableCtx();
  const welcome = conn.welcome;
  useEffect(() => {
    if (welcome?.replayId && welcome.role === "player" && welcome.seat) rememberReplay(welcome.replayId, { roomId: welcome.roomId, seat: welcome.seat });
  }, [welcome]);
}

/**
 * A button that fetches this client's game record and hands it on (`use`). While the record is
 * on its way the button keeps its name and its focus — marked busy and `aria-disabled`, not
 * `disabled`, which would drop focus to the page — and a status line says "Preparing the
 * record…". A failure is an error notice.
 */
export function RecordButton({ label, use, className = "btn" }: { label: string; use: (record: GameRecord, asked: { path: string }) => void; className?: string }) {
  const ctx = useTableCtx();
  const rt = useReplayT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    // The page's address as the button was pressed: `use` may tell whether the player is still there.
    const asked = { path: location.pathname };
    try {
      const reply = await ctx.conn.record();
      if (reply.ok) use(reply.record, asked);
      else ctx.notify({ kind: "error", text: rt("room.failed", { message: reply.error.message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={`${className} ${busy ? "cursor-progress opacity-60" : ""}`} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void run()}>
        {label}
        {busy ? <span aria-hidden="true" className="ml-1 inline-block h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]" /> : null}
      </button>
      <span role="status" className="sr-only">
        {busy ? rt("room.downloading") : ""}
      </span>
    </>
  );
}

export function DownloadRecordButton({ className = "btn" }: { className?: string }) {
  const rt = useReplayT();
  return <RecordButton label={rt("room.download")} use={(record) => downloadRecord(record)} className={className} />;
}

/** "Watch the replay": a link to /replay/<replayId> in a new tab (finished games only; the server refuses running ones). */
export function WatchReplayLink({ className = "btn" }: { className?: string }) {
  const ctx = useTableCtx();
  const rt = useReplayT();
  const replayId = ctx.conn.welcome?.replayId;
  if (!replayId || ctx.snap.phase !== "finished") return null;
  return (
    <a href={replayPath(replayId)} target="_blank" rel="noopener" className={`${className} no-underline`} title={rt("room.watchHint")}>
      {rt("room.watch")}
      <span className="sr-only"> ({rt("room.watchHint")})</span>
    </a>
  );
}

/** Each player's choice to reveal the record, and this player's own toggle. */
export function RevealChoices() {
  const ctx = useTableCtx();
  const rt = useReplayT();
  const { snap, persp, names } = ctx;
  // The box follows the click at once; the synced choice takes over when it arrives (or on a refusal).
  const [asked, setAsked] = useState<boolean | null>(null);
  if (snap.phase !== "finished") return null;
  const me = persp.role === "player" ? persp.me : null;
  const synced = me ? Boolean(snap.players[me]?.revealsRecord) : false;
  const pending = asked !== null && asked !== synced;
  const mine = pending ? asked : synced;
  const both = (["p1", "p2"] as const).every((s) => snap.players[s]?.revealsRecord);
  const toggle = async (reveal: boolean) => {
    setAsked(reveal);
    if (!(await ctx.send({ type: "record.reveal", reveal }))) setAsked(null);
  };
  return (
    <div className="flex flex-col gap-1 text-sm">
      {me ? (
        <label className="flex items-center gap-2" title={rt("room.revealHelp")}>
          <input type="checkbox" checked={mine} disabled={pending} onChange={(e) => void toggle(e.target.checked)} aria-describedby="record-reveal-help" />
          {rt("room.reveal")}
        </label>
      ) : null}
      {me ? (
        <p id="record-reveal-help" className="text-xs text-slate-400">
          {rt("room.revealHelp")}
        </p>
      ) : null}
      <ul aria-label={rt("room.choices")} className="flex flex-wrap gap-x-3 text-xs text-slate-300">
        {(["p1", "p2"] as const).map((seat) => {
          const yes = Boolean(snap.players[seat]?.revealsRecord);
          return (
            <li key={seat} data-seat={seat} data-reveals-record={yes}>
              <span aria-hidden="true">{yes ? "✓ " : "· "}</span>
              {rt(yes ? "room.choiceYes" : "room.choiceNo", { name: names[seat] })}
            </li>
          );
        })}
      </ul>
      {both ? (
        <p role="status" className="text-xs font-semibold text-emerald-300">
          {rt("room.allRevealed")}
        </p>
      ) : null}
    </div>
  );
}
