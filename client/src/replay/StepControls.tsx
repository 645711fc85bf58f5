/**
 * Stepping: first / previous turn / previous event / next event / next turn / last, a slider
 * over every step, and "Step 12 of 80 · Turn 3". The position line is a live region, so a
 * screen reader hears where it is and what happened there after each move.
 */
import type { T } from "../i18n/useT";
import { KEYS } from "./useReplayKeys";
import type { StepMove } from "./stepping";

interface Props {
  /** The region's id: "Skip to replay controls" moves focus to it. */
  id: string;
  rt: T;
  pos: number;
  last: number;
  /** "Step 12 of 80 · Turn 3". */
  label: string;
  /** What the current step did, as the log reads it. */
  happened: string;
  onMove(how: StepMove): void;
  onSeek(pos: number): void;
}

// Drawn icons: the media-control characters (⏮ ⏪ …) are missing from many fonts.
const BUTTONS: { how: StepMove; icon: string; back: boolean }[] = [
  { how: "first", icon: "M3 3h2v10H3zM13 3v10L6 8z", back: true },
  { how: "previousTurn", icon: "M8 3v10L2 8zM14 3v10L8 8z", back: true },
  { how: "previous", icon: "M11 3v10L4 8z", back: true },
  { how: "next", icon: "M5 3v10l7-5z", back: false },
  { how: "nextTurn", icon: "M2 3v10l6-5zM8 3v10l6-5z", back: false },
  { how: "last", icon: "M3 3v10l7-5zM11 3h2v10h-2z", back: false },
];

export function StepControls({ id, rt, pos, last, label, happened, onMove, onSeek }: Props) {
  return (
    // Focusable from the skip link only (tabindex -1): a screen reader says the region, and Tab goes on to its buttons.
    <section
      id={id}
      tabIndex={-1}
      aria-label={rt("controls.region")}
      className="flex flex-col gap-1.5 border-b border-white/10 p-2 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-400"
    >
      <div role="toolbar" aria-label={rt("controls.region")} className="flex items-center justify-between gap-1">
        {BUTTONS.map(({ how, icon, back }) => {
          const name = rt(`controls.${how}`);
          return (
            <button
              key={how}
              type="button"
              className="btn flex min-w-9 flex-1 items-center justify-center"
              aria-label={name}
              title={`${name} (${KEYS[how].replace(/Arrow/g, "").replace(" ", " / ")})`}
              aria-keyshortcuts={KEYS[how]}
              disabled={back ? pos === 0 : pos === last}
              data-move={how}
              onClick={() => onMove(how)}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
                <path d={icon} />
              </svg>
            </button>
          );
        })}
      </div>
      <input
        type="range"
        min={0}
        max={last}
        step={1}
        value={pos}
        aria-label={rt("controls.slider")}
        aria-valuetext={label}
        onChange={(e) => onSeek(Number(e.target.value))}
        className="w-full accent-amber-400"
      />
      <div role="status" aria-live="polite" aria-atomic="true" className="text-xs">
        <p data-replay-position={pos} data-replay-last={last} className="font-semibold text-amber-200">
          {label}
        </p>
        <p className="line-clamp-3 text-slate-300">{happened}</p>
      </div>
      <p className="text-[10px] text-slate-400">
        <span className="font-semibold">{rt("keys.title")}:</span> {rt("keys.body")}
      </p>
    </section>
  );
}
