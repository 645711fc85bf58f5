/**
 * While a judge has paused the game: a banner saying so, worded for who reads it, at the top of
 * the sidebar right above the controls it disables (players' controls point at it with
 * aria-describedby to say why). Not a strip across the table: that pushed the bottom of the
 * playmat, the player's own hand, out of a 720-pixel-high window.
 */
import { useTableCtx } from "./TableContext";

export const PAUSED_BANNER_ID = "paused-banner";

export function PausedBanner() {
  const { t, snap, persp } = useTableCtx();
  if (!snap.paused) return null;
  const key = persp.role === "player" ? "paused.player" : persp.role === "judge" ? "paused.judge" : "paused.watcher";
  return (
    <div
      id={PAUSED_BANNER_ID}
      role="status"
      data-paused-banner="true"
      className="flex shrink-0 items-start gap-2 border-b border-fuchsia-400 bg-fuchsia-900/90 px-3 py-1.5 text-sm font-semibold text-fuchsia-50"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 h-4 w-4 shrink-0" fill="currentColor">
        <rect x="3" y="2" width="3.5" height="12" rx="1" />
        <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
      </svg>
      {t(key)}
    </div>
  );
}
