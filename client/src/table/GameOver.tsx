/** The end of the game: who won and why; back to the lobby. */
import { useTableCtx } from "./TableContext";

export function GameOver({ onLeave }: { onLeave: () => void }) {
  const ctx = useTableCtx();
  const { t, snap, persp } = ctx;
  if (snap.phase !== "finished") return null;
  const winner = snap.winner as "p1" | "p2" | "draw" | "";
  const text = winner === "draw" ? t("gameOver.draw") : winner === persp.me ? t("gameOver.youWin") : winner ? t("gameOver.wins", { player: ctx.names[winner] }) : t("gameOver.over");
  return (
    <div role="status" aria-label={t("gameOver.title")} className="fixed left-1/2 top-14 z-30 flex -translate-x-1/2 items-center gap-3 rounded-xl border border-amber-400 bg-slate-900/95 px-5 py-3 shadow-2xl">
      <span className="text-lg font-bold text-amber-300">{text}</span>
      <button type="button" className="btn" onClick={onLeave}>
        {t("gameOver.lobby")}
      </button>
    </div>
  );
}
