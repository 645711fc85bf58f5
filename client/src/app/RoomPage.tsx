/**
 * /room/<roomId>: the room joined from the lobby, or — after a refresh or from an invite link —
 * the same seat again (reconnection token, then seat token), or the choice of how to enter.
 * When the connection ends in a way the table may outlive (a server restart), the page joins it
 * again by itself (net/rejoin.ts) and swaps the new connection in.
 */
import type { Room } from "@colyseus/sdk";
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../i18n/useT";
import { RoomGate } from "../lobby/RoomGate";
import { joinErrorMessage, joinTable, rejoinRequest, resumeTable, type JoinRequest } from "../net/connection";
import { afterConnectionEnd, rejoinTable } from "../net/rejoin";
import type { RejoinState } from "../net/useTable";
import { loadNickname } from "../net/storage";
import { takeOver } from "./pendingRoom";
import { navigate } from "./route";

// The table screen is a chunk of its own; it loads its game's table once the room says which game it is.
const TableScreen = lazy(() => import("../table/TableScreen").then((m) => ({ default: m.TableScreen })));

const resuming = new Map<string, Promise<Room | null>>();

export function RoomPage({ roomId }: { roomId: string }) {
  const t = useT();
  const [room, setRoom] = useState<Room | null>(() => takeOver(roomId));
  const [state, setState] = useState<"resuming" | "gate" | "ready">(room ? "ready" : "resuming");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rejoin, setRejoin] = useState<RejoinState | undefined>(undefined);

  // A connection that ends for a reason the table may outlive: join again, then swap rooms.
  useEffect(() => {
    if (!room) return;
    const stop = new AbortController();
    const onLeave = (code: number) => {
      const how = rejoinRequest(room.roomId, loadNickname() || "Player");
      const next = afterConnectionEnd(code, Boolean(how));
      if (stop.signal.aborted || next === "stay") return;
      if (!how) return setRejoin({ state: "failed", why: "secret", message: null });
      setRejoin({ state: "trying" });
      const gameWasOver = (room.state as { phase?: string } | undefined)?.phase === "finished";
      void rejoinTable(() => joinTable(room.roomId, how), { signal: stop.signal, gameWasOver }).then((result) => {
        if (result.ok) {
          setRejoin(undefined);
          setRoom(result.room);
        } else if (result.reason !== "aborted") {
          setRejoin({ state: "failed", why: result.reason, message: result.reason === "refused" ? result.message : null });
        }
      });
    };
    room.onLeave(onLeave);
    return () => {
      stop.abort();
      room.onLeave.remove(onLeave);
    };
  }, [room]);

  useEffect(() => {
    if (room) return;
    let live = true;
    // One attempt per room even if the effect runs twice.
    const attempt = resuming.get(roomId) ?? resumeTable(roomId, loadNickname());
    resuming.set(roomId, attempt);
    void attempt.then((r) => {
      resuming.delete(roomId);
      if (!live) return;
      if (r) {
        setRoom(r);
        setState("ready");
      } else setState("gate");
    });
    return () => {
      live = false;
    };
  }, [roomId]); // eslint-disable-line react-hooks/exhaustive-deps

  const join = async (request: JoinRequest) => {
    setBusy(true);
    setError(null);
    try {
      const r = await joinTable(roomId, request);
      setRoom(r);
      setState("ready");
    } catch (e) {
      setError(joinErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (state === "ready" && room) {
    return (
      <Suspense fallback={<p role="status" className="p-8 text-center text-slate-300">{t("gate.connecting")}</p>}>
        {/* Keyed by the table, not the connection: joined again, the same screen goes on with the new one (useTable). */}
        <TableScreen key={room.roomId} room={room} rejoin={rejoin} onLeave={() => navigate("/")} />
      </Suspense>
    );
  }
  if (state === "resuming") {
    return (
      <p role="status" className="p-8 text-center text-slate-300">
        {t("gate.connecting")}
      </p>
    );
  }
  return <RoomGate roomId={roomId} busy={busy} error={error} onJoin={(r) => void join(r)} onBack={() => navigate("/")} />;
}
