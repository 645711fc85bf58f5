/** An invite link opened without a seat in this browser: choose how to enter. */
import { useT } from "../i18n/useT";
import { useState } from "react";
import type { JoinRequest } from "../net/connection";
import { loadNickname, loadSeatToken, saveNickname } from "../net/storage";
import { JoinControls, seatOpenHere } from "./JoinControls";
import { Nickname, useNicknameCheck } from "./Nickname";
import { useRooms } from "./RoomList";

export function RoomGate({ roomId, busy, error, onJoin, onBack }: { roomId: string; busy: boolean; error: string | null; onJoin: (r: JoinRequest) => void; onBack: () => void }) {
  const t = useT();
  const [name, setName] = useState(loadNickname);
  const nickname = useNicknameCheck(name);
  const { rooms, loaded } = useRooms();
  const room = rooms.find((r) => r.roomId === roomId);
  return (
    <div className="mx-auto flex min-h-screen max-w-lg flex-col justify-center gap-4 p-6 wrap-anywhere">
      <h1 className="text-2xl font-bold">{room ? t("gate.titleNamed", { name: room.name }) : t("gate.title")}</h1>
      {loaded && !room ? <p className="text-sm text-amber-300">{t("gate.notListed")}</p> : null}
      {room ? (
        <p className="text-sm text-slate-300">
          {t("gate.seats", { p1: room.seats.p1 ?? t("status.openSeat"), p2: room.seats.p2 ?? t("status.openSeat") })}
        </p>
      ) : null}
      {room?.hasPassword && loadSeatToken(roomId) ? <p className="text-sm text-slate-300">{t("gate.seatHeld")}</p> : null}
      <Nickname
        value={name}
        check={nickname}
        onChange={(v) => {
          setName(v);
          saveNickname(v);
        }}
      />
      <JoinControls
        hasPassword={room?.hasPassword ?? false}
        seatsFree={seatOpenHere(roomId, room?.seats)}
        spectatorsFull={room?.spectatorsFull === true}
        busy={busy}
        onJoin={(r) => {
          if (nickname.check()) onJoin({ ...r, name: name.trim() || t("lobby.defaultNickname") });
        }}
      />
      {error ? (
        <p role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn self-start" onClick={onBack}>
        {t("gate.back")}
      </button>
    </div>
  );
}
