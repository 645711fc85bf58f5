/** The room bar: name, phase and turn, who is here, the judge code (creator), invite link, help, leave. */
import { useState } from "react";
import type { PlayerSnap } from "../net/snapshot";
import { LanguageMenu } from "../ui/LanguageMenu";
import { Dialog } from "./Dialog";
import { useTableCtx } from "./TableContext";
import { takesDeckLists } from "./dealt";

/** What a server that doesn't say its hold (DORMANT_HOLD_SECONDS) keeps a table everyone left: its default, a day. */
const DEFAULT_DORMANT_HOLD_SECONDS = 24 * 60 * 60;
const HOLD_UNITS = [
  [24 * 60 * 60, "connection.heldFor.days"],
  [60 * 60, "connection.heldFor.hours"],
  [60, "connection.heldFor.minutes"],
] as const;

/** How long the table waits once everyone left, in its largest whole unit: "a day", "36 hours", "90 minutes". */
function heldFor(t: (key: string, options?: Record<string, unknown>) => string, seconds = DEFAULT_DORMANT_HOLD_SECONDS): string {
  const [length, key] = HOLD_UNITS.find(([length]) => seconds >= length && seconds % length === 0) ?? [1, "connection.heldFor.seconds"];
  return t(key, { count: seconds / length });
}

/** A seat is taken when a player holds it, connected or not. */
export function seatTaken(p: PlayerSnap | undefined): boolean {
  return Boolean(p?.seated);
}

export function Header({ onHelp, onLeave }: { onHelp: () => void; onLeave: () => void }) {
  const ctx = useTableCtx();
  const { t, snap, persp, conn } = ctx;
  const [copied, setCopied] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  // A player leaving a game under way keeps the seat, and once everyone has left the table is put
  // away (docs/persistence.md, `dormant`), out of the room list: a misclick asks first.
  const asksToLeave = persp.role === "player" && (snap.phase === "setup" || snap.phase === "playing");
  const current = snap.turn.current as "p1" | "p2" | "";
  const status =
    snap.phase === "playing" && current
      ? t("status.turn", { number: snap.turn.number, player: current === persp.me ? t("status.you") : ctx.names[current] })
      : t(`status.${snap.phase}`, { defaultValue: snap.phase });
  const invite = `${location.origin}/room/${conn.room.roomId}`;

  // One line at 1280 px: nothing wraps; the room name gives way first (it has a title: its
  // shrink factor dwarfs the rest), then long nicknames (with titles too).
  return (
    <header className="flex h-9 shrink-0 items-center gap-3 whitespace-nowrap border-b border-white/10 bg-slate-900 px-3 text-sm">
      <h1 className="min-w-8 shrink-[1000] truncate font-semibold" title={snap.name}>
        {snap.name || t("app.name")}
      </h1>
      <p aria-live="polite" data-phase={snap.phase} data-turn={snap.turn.number} data-current={current || undefined} className="rounded bg-slate-800 px-2 py-0.5 text-xs">
        {status}
      </p>
      <ul aria-label={t("status.players")} className="flex items-center gap-3 text-xs">
        {(["p1", "p2"] as const).map((seat) => {
          const p = snap.players[seat];
          const taken = seatTaken(p);
          // While this tab is itself cut off, the last news of who is here may be stale: claim nothing.
          const known = conn.status === "connected";
          // Presence belongs to a player: an open seat is not "away", it has nobody to be away.
          const presence = !taken ? null : !known ? t("status.unknown") : p?.connected ? t("status.connected") : t("status.away");
          return (
            <li key={seat} data-seat={seat} data-connected={known ? (p?.connected ?? false) : undefined} className="grid grid-flow-col grid-cols-[auto_minmax(1.25rem,max-content)] items-center gap-1">
              <span aria-hidden="true" className={`h-2 w-2 rounded-full ${!known ? "bg-slate-500" : p?.connected ? "bg-emerald-400" : taken ? "bg-amber-500" : "bg-slate-600"}`} />
              {/* The header is one line: a long nickname is cut short (whole in its title), down to a
                  few letters before the seat takes more room (its grid column's minimum). */}
              <span className={`max-w-32 truncate ${current === seat ? "font-bold text-amber-300" : ""}`} title={taken ? p!.name : undefined}>
                {taken ? p!.name : t("status.openSeat")}
              </span>
              {seat === persp.me ? <span className="text-slate-400">({t("status.you")})</span> : null}
              {presence ? <span className="sr-only">{presence}</span> : null}
              {snap.phase === "waiting" && taken && takesDeckLists(snap.game) ? (
                <span className="text-slate-400">· {p!.deckSubmitted ? t("status.deckIn") : t("status.noDeck")}</span>
              ) : null}
              {snap.phase === "setup" && taken ? <span className="text-slate-400">· {p!.ready ? t("status.ready") : t("status.settingUp")}</span> : null}
            </li>
          );
        })}
      </ul>
      {snap.paused ? (
        <span role="status" data-paused="true" className="rounded bg-fuchsia-700 px-2 py-0.5 text-xs font-semibold">
          {t("status.paused")}
        </span>
      ) : null}
      <span className="text-xs text-slate-400">{t("status.watchers", { spectators: snap.spectators, judges: snap.judges })}</span>
      {conn.status !== "connected" ? (
        <span role="status" className="rounded bg-amber-700 px-2 text-xs">
          {t(`connection.${conn.status}`)}
        </span>
      ) : null}
      <div className="ml-auto flex items-center gap-2">
        {conn.welcome?.judgeCode ? (
          // Who it is for, on hover and for screen readers: shown beside "Copy invite link", it
          // looked like something the friend needs to join, and with it they would see every card.
          <span className="text-xs text-slate-300" title={t("room.judgeCodeFor")}>
            {t("room.judgeCode")} <code data-judge-code className="rounded bg-slate-800 px-1 font-mono text-fuchsia-300">{conn.welcome.judgeCode}</code>
            <span className="sr-only">{t("room.judgeCodeFor")}</span>
          </span>
        ) : null}
        <span className="hidden text-xs text-slate-400 xl:inline" data-role={persp.role}>
          {t(`role.${persp.role}`)}
        </span>
        <button
          type="button"
          className="btn"
          onClick={() => {
            // The clipboard needs a secure page (https or localhost): on a LAN address, or when
            // it is refused, the link is shown to copy by hand.
            const showLink = () => window.prompt(t("room.copyByHand"), invite);
            if (!navigator.clipboard) return void showLink();
            navigator.clipboard.writeText(invite).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            }, showLink);
          }}
          title={invite}
        >
          {copied ? t("room.copied") : t("room.copyInvite")}
        </button>
        <LanguageMenu />
        <button type="button" className="btn" onClick={onHelp} aria-keyshortcuts="?">
          {t("help.button")}
        </button>
        <button type="button" className="btn" onClick={asksToLeave ? () => setConfirmLeave(true) : onLeave}>
          {t("room.leave")}
        </button>
        {confirmLeave ? (
          // The table's shortcut keys rest while it is open (its keys stop here).
          <div className="contents whitespace-normal" onKeyDown={(e) => e.stopPropagation()}>
            <Dialog name="leave" role="alertdialog" label={t("room.leaveConfirm.title")} describedBy="leave-confirm-body" onClose={() => setConfirmLeave(false)} onSubmit={onLeave}>
              <p id="leave-confirm-body" className="text-slate-300">
                {t("room.leaveConfirm.body", { hold: heldFor(t, conn.welcome?.dormantHoldSeconds) })}
              </p>
              <div className="flex justify-end gap-2">
                <button type="button" className="btn" autoFocus onClick={() => setConfirmLeave(false)}>
                  {t("room.leaveConfirm.stay")}
                </button>
                <button type="submit" className="btn btn-danger">
                  {t("room.leaveConfirm.leave")}
                </button>
              </div>
            </Dialog>
          </div>
        ) : null}
      </div>
    </header>
  );
}
