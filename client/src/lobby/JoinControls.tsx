/** Take a seat, watch, or judge (with the code): for a listed room and for an invite link. */
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../i18n/useT";
import type { RoomListing } from "../net/api";
import type { JoinRequest } from "../net/connection";
import { loadSeatToken } from "../net/storage";

/**
 * Whether "Join as player" can lead anywhere from this browser: a seat is free, or this
 * browser holds the seat token of one (its player comes back to it, from any tab).
 */
export function seatOpenHere(roomId: string, seats: RoomListing["seats"] | undefined): boolean {
  return !seats || !seats.p1 || !seats.p2 || loadSeatToken(roomId) !== undefined;
}

interface Props {
  hasPassword: boolean;
  seatsFree: boolean;
  /** The table takes no more spectators: "Spectate" is disabled, and says why. */
  spectatorsFull?: boolean;
  busy: boolean;
  onJoin: (request: Omit<JoinRequest, "name">) => void;
  /** Why the last join from these controls was refused: shown under them. */
  error?: string | null;
}

export function JoinControls({ hasPassword, seatsFree, spectatorsFull = false, busy, onJoin, error }: Props) {
  const t = useT();
  const [password, setPassword] = useState("");
  const [judging, setJudging] = useState(false);
  const [code, setCode] = useState("");
  const pw = hasPassword ? { password } : {};
  // A disabled "Join as player" says why: both seats are someone else's.
  const seatsTaken = useId();
  const watchersFull = useId();
  // The buttons are disabled while a join is under way, and the browser then drops focus on the
  // page: once the join is refused, focus goes back to the button that was pressed.
  const pressed = useRef<HTMLElement | null>(null);
  const join = (request: Omit<JoinRequest, "name">, control: HTMLElement) => {
    pressed.current = control;
    onJoin(request);
  };
  useEffect(() => {
    const control = pressed.current;
    if (busy || !control?.isConnected) return;
    const active = document.activeElement;
    if (!active || active === document.body) control.focus();
  }, [busy]);
  return (
    <div className="flex flex-col gap-2">
      {hasPassword ? (
        <label className="flex flex-col gap-1 text-sm">
          {t("lobby.roomPassword")}
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} className="input" />
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !seatsFree}
          aria-describedby={seatsFree ? undefined : seatsTaken}
          title={seatsFree ? undefined : t("lobby.seatsTaken")}
          onClick={(e) => join({ role: "player", ...pw }, e.currentTarget)}
        >
          {t("lobby.joinPlayer")}
        </button>
        <button
          type="button"
          className="btn"
          disabled={busy || spectatorsFull}
          aria-describedby={spectatorsFull ? watchersFull : undefined}
          title={spectatorsFull ? t("lobby.spectatorsFull") : undefined}
          onClick={(e) => join({ role: "spectator", ...pw }, e.currentTarget)}
        >
          {t("lobby.spectate")}
        </button>
        <button type="button" className="btn" disabled={busy} aria-expanded={judging} onClick={() => setJudging((j) => !j)}>
          {t("lobby.judge")}
        </button>
      </div>
      {seatsFree ? null : (
        <p id={seatsTaken} className="text-xs text-slate-400">
          {t("lobby.seatsTaken")}
        </p>
      )}
      {spectatorsFull ? (
        <p id={watchersFull} className="text-xs text-slate-400">
          {t("lobby.spectatorsFull")}
        </p>
      ) : null}
      {judging ? (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const submit = e.currentTarget.querySelector<HTMLElement>("button[type=submit]");
            if (submit) join({ role: "judge", judgeCode: code.trim(), ...pw }, submit);
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            {t("lobby.judgeCode")}
            <input value={code} onChange={(e) => setCode(e.target.value)} className="input" autoComplete="off" />
          </label>
          <button type="submit" className="btn" disabled={busy || !code.trim()}>
            {t("lobby.enterJudge")}
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
