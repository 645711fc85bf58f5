/** Take a seat, watch, or judge (with the code): for a listed room and for an invite link. */
import { useId, useState } from "react";
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
  busy: boolean;
  onJoin: (request: Omit<JoinRequest, "name">) => void;
}

export function JoinControls({ hasPassword, seatsFree, busy, onJoin }: Props) {
  const t = useT();
  const [password, setPassword] = useState("");
  const [judging, setJudging] = useState(false);
  const [code, setCode] = useState("");
  const pw = hasPassword ? { password } : {};
  // A disabled "Join as player" says why: both seats are someone else's.
  const seatsTaken = useId();
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
          onClick={() => onJoin({ role: "player", ...pw })}
        >
          {t("lobby.joinPlayer")}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => onJoin({ role: "spectator", ...pw })}>
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
      {judging ? (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            onJoin({ role: "judge", judgeCode: code.trim(), ...pw });
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
    </div>
  );
}
