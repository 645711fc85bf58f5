/** Open rooms, polled every few seconds, with their seats and how to join. */
import { useEffect, useState } from "react";
import { gameName } from "../games";
import { useT } from "../i18n/useT";
import { fetchRooms, type RoomListing } from "../net/api";
import type { JoinRequest } from "../net/connection";
import { adoptNextTableSeats } from "../net/storage";
import { JoinControls, seatOpenHere } from "./JoinControls";

export const POLL_MS = 3000;

export function useRooms(): { rooms: RoomListing[]; loaded: boolean; refresh: () => void } {
  const [rooms, setRooms] = useState<RoomListing[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      void fetchRooms().then((r) => {
        if (!live) return;
        // Before the list shows: "Join as player" is offered at a next game whose seat this browser held at the table before.
        adoptNextTableSeats(r);
        setRooms(r);
        setLoaded(true);
      });
    load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [tick]);
  return { rooms, loaded, refresh: () => setTick((n) => n + 1) };
}

interface Props {
  busy: boolean;
  onJoin: (roomId: string, request: Omit<JoinRequest, "name">) => void;
  /** A refused join: shown in that room's item (above the list if the room is no longer listed). */
  refusal?: { roomId: string; message: string } | null;
}

export function RoomList({ busy, onJoin, refusal }: Props) {
  const t = useT();
  const { rooms, loaded, refresh } = useRooms();
  const unlisted = refusal && loaded && !rooms.some((room) => room.roomId === refusal.roomId) ? refusal.message : null;
  return (
    <section aria-label={t("lobby.rooms")} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{t("lobby.rooms")}</h2>
        <button type="button" className="btn" onClick={refresh}>
          {t("lobby.refresh")}
        </button>
      </div>
      {unlisted ? (
        <p role="alert" className="rounded border border-rose-500 bg-rose-950 px-2 py-1 text-sm">
          {unlisted}
        </p>
      ) : null}
      {loaded && rooms.length === 0 ? <p className="text-sm text-slate-400">{t("lobby.noRooms")}</p> : null}
      <ul className="flex flex-col gap-2">
        {rooms.map((room) => (
          <li key={room.roomId} aria-label={room.name} data-room-id={room.roomId} className="rounded-lg border border-white/10 bg-slate-900 p-3">
            <div className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              {/* Names are typed by users: one long word breaks anywhere rather than widen the list. */}
              <h3 className="min-w-0 font-semibold wrap-anywhere">
                {/* role="img": a plain span may not carry a name, and the lock is read by it, not as an emoji. */}
                {room.hasPassword ? (
                  <>
                    {/* Drawn, not the emoji "🔒": without an emoji font (many Linux desktops) that is an empty box. */}
                    <svg role="img" aria-label={t("lobby.locked")} viewBox="0 0 16 16" className="inline-block h-4 w-4 align-[-0.125em]" fill="currentColor">
                      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.75" />
                      <rect x="3" y="7" width="10" height="8" rx="1.5" />
                    </svg>{" "}
                  </>
                ) : null}
                {room.name}
              </h3>
              <span className="text-xs text-slate-400">{gameName(t, room.game)}</span>
              <span className="text-xs text-slate-400">{t(`status.${room.phase}`, { defaultValue: room.phase })}</span>
              <span className="text-xs text-slate-400">{t("lobby.spectators", { count: room.spectators ?? 0 })}</span>
            </div>
            <dl className="mb-2 grid grid-cols-2 gap-1 text-sm">
              {(["p1", "p2"] as const).map((seat) => (
                <div key={seat} className="flex gap-1">
                  <dt className="shrink-0 text-slate-400">{t("seat.name", { number: seat === "p1" ? 1 : 2 })}:</dt>
                  <dd data-seat={seat} className="min-w-0 wrap-anywhere">{room.seats?.[seat] ?? <span className="text-emerald-300">{t("status.openSeat")}</span>}</dd>
                </div>
              ))}
            </dl>
            <JoinControls
              hasPassword={room.hasPassword}
              seatsFree={seatOpenHere(room.roomId, room.seats)}
              spectatorsFull={room.spectatorsFull === true}
              busy={busy}
              onJoin={(r) => onJoin(room.roomId, r)}
              error={refusal?.roomId === room.roomId ? refusal.message : null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
