/**
 * /room/<roomId>: the room joined from the lobby, or — after a refresh or from an invite link —
 * the same seat again (reconnection token, then seat token), or the choice of how to enter.
 */
import type { Room } from "@colyseus/sdk";
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../i18n/useT";
import { RoomGate } from "../lobby/RoomGate";
import { joinErrorMessage, joinTable, resumeTable, type JoinRequest } from "../net/connection";
import { loadNickname } from "../net/storage";
import { takeOver } from "./pendingRoom";
import { navigate } from "./route";

const TableScreen = lazy(() => import("../table/TableScreen").then((m) => ({ default: m.TableScreen })));

const resuming = new Map<string, Promise<Room | null>>();

export function RoomPage({ roomId }: { roomId: string }) {
  const t = useT();
  const [room, setRoom] = useState<Room | null>(() => takeOver(roomId));
  const [state, setState] = useState<"resuming" | "gate" | "ready">(room ? "ready" : "resuming");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
        <TableScreen key={room.sessionId} room={room} onLeave={() => navigate("/")} />
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
