/**
 * "Play again", in the Game over panel: a player starts the next game at a new table (the same
 * seats and decks, a new coin flip; server rooms/next-game.ts) or joins the one the other
 * player started. Once it exists, everyone at the finished table is told who started it, and
 * spectators and judges get "Go to the next game". The tab goes to the new room's page, where
 * the player sits down in the same seat.
 */
import { useId, useState } from "react";
import { handOver } from "../app/pendingRoom";
import { navigate, roomPath } from "../app/route";
import { refusalText } from "../i18n/refusal";
import { joinNextGame } from "../net/nextGame";
import { loadNickname } from "../net/storage";
import { useTableCtx } from "./TableContext";

export function NextGame() {
  const { conn, snap, persp, names, t } = useTableCtx();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const player = persp.role === "player" && persp.me !== null;
  const startedBy = snap.nextTableBy === "p1" || snap.nextTableBy === "p2" ? snap.nextTableBy : null;
  if (!player && !snap.nextTable) return null;

  const go = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    let nextId = snap.nextTable;
    if (!nextId) {
      const reply = await conn.nextGame();
      if (!reply.ok) {
        setError(refusalText(t, reply.error));
        setBusy(false);
        return;
      }
      nextId = reply.roomId;
    }
    const name = (persp.me ? names[persp.me] : "") || loadNickname() || "Player";
    try {
      handOver(await joinNextGame(conn.room.roomId, nextId, name, conn.welcome?.judgeCode));
    } catch {
      // Not joined as this tab joined the finished table: the room page asks how to enter.
    }
    navigate(roomPath(nextId));
    void conn.leave();
  };

  const told = startedBy && startedBy !== persp.me ? t(player ? "gameOver.wantsAgain" : "gameOver.nextStarted", { player: names[startedBy] }) : null;
  // The live region is there before its words are, so a screen reader reads them when they come.
  // The button stays focusable while busy (aria-disabled): a refusal leaves focus on it.
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="status" className="text-sm text-amber-200">
        {told}
      </p>
      <button type="button" className="btn btn-primary" aria-disabled={busy} aria-describedby={player ? hintId : undefined} onClick={() => void go()}>
        {busy ? t("gameOver.goingToNext") : t(player ? "gameOver.playAgain" : "gameOver.followNext")}
      </button>
      {player ? (
        <span id={hintId} className="text-xs text-slate-400">
          {t("gameOver.playAgainHint")}
        </span>
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
