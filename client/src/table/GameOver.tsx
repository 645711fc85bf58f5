/**
 * The end of the game: who won and why; the game record (players agree to reveal every card
 * in it, watch the replay in a new tab, download the file); the next game (NextGame.tsx); back
 * to the lobby. It can be folded away to look at the final table.
 */
import { useEffect, useRef, useState } from "react";
import { DownloadRecordButton, RevealChoices, useRememberReplay, WatchReplayLink } from "../replay/RecordActions";
import { useReplayT } from "../replay/useReplayT";
import { gameOverText } from "./gameOverText";
import { NextGame } from "./NextGame";
import { useTableCtx } from "./TableContext";

export function GameOver({ onLeave }: { onLeave: () => void }) {
  const ctx = useTableCtx();
  const rt = useReplayT();
  const [folded, setFolded] = useState(false);
  const panel = useRef<HTMLElement>(null);
  // Runs during the whole game: the replay link then opens on this player's seat.
  useRememberReplay();
  const { t, snap, persp } = ctx;
  const over = snap.phase === "finished";
  // The controls go with the game ("Yes, concede", "Confirm", "End turn"…): focus that was on one
  // has fallen to the page. It goes to this panel, which says who won and offers what comes next.
  useEffect(() => {
    const active = document.activeElement;
    if (over && (!active || active === document.body)) panel.current?.focus();
  }, [over]);
  if (!over) return null;
  const text = gameOverText(snap, persp, ctx.names, t);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={t("gameOver.title")}
      data-game-over
      className="fixed left-1/2 top-12 z-30 flex outline-none max-w-[560px] -translate-x-1/2 flex-col gap-2 rounded-xl border border-amber-400 bg-slate-900/95 px-5 py-3 shadow-2xl"
    >
      <div className="flex items-center gap-3">
        <p role="status" className="text-lg font-bold text-amber-300">
          {text}
        </p>
        <button type="button" className="btn ml-auto" aria-expanded={!folded} onClick={() => setFolded((f) => !f)}>
          {folded ? rt("room.show") : rt("room.hide")}
        </button>
        <button type="button" className="btn" onClick={onLeave}>
          {t("gameOver.lobby")}
        </button>
      </div>
      <NextGame />
      {folded ? null : (
        <div className="flex flex-col gap-2 border-t border-white/10 pt-2">
          <RevealChoices />
          <div className="flex flex-wrap gap-2">
            <WatchReplayLink className="btn btn-primary" />
            <DownloadRecordButton />
          </div>
        </div>
      )}
    </section>
  );
}
