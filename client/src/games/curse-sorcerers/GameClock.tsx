/**
 * §8.2's 40-minute game clock on the centre line, for both players and spectators: the time left
 * counted from when play began (the server's stamp, the `clock-start` counter), then how far past
 * it the game is, and each player's overruns. The screen's own clock only draws it: every overrun
 * is counted by the server's stamps on the actions (shared clock.ts), never here.
 */
import { useEffect, useState } from "react";
import { CurseSorcerers } from "@playmat/shared";
import { counterOf } from "../../net/snapshot";
import { useTableCtx } from "../../table/TableContext";

const SEATS = ["p1", "p2"] as const;

/** "12:05" from seconds. */
export const clockText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

export function GameClock({ now = () => Date.now() }: { now?: () => number }) {
  const { t, snap, names } = useTableCtx();
  const [, tick] = useState(0);
  const start = counterOf(snap.players.p1, "clock-start");
  useEffect(() => {
    if (!start) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [start]);
  if (!start || snap.phase !== "playing") return null;
  const word = (key: string, params: Record<string, unknown> = {}) => t(`clock.${key}`, { ns: "game", ...params });
  const left = start + CurseSorcerers.CLOCK_SECONDS - Math.floor(now() / 1000);
  const overruns = SEATS.filter((seat) => counterOf(snap.players[seat], "clock-overruns") > 0);
  return (
    <section aria-label={word("region")} className="flex shrink-0 items-center gap-2 self-start rounded bg-slate-800 px-3 py-1 text-sm">
      <span role="timer" className={left < 0 ? "font-semibold text-red-300" : "font-semibold text-slate-100"}>
        {left >= 0 ? word("left", { time: clockText(left) }) : word("over", { time: clockText(-left) })}
      </span>
      {overruns.map((seat) => (
        <span key={seat} className="text-xs text-amber-200">
          {word("overruns", { player: names[seat] ?? seat, count: counterOf(snap.players[seat], "clock-overruns") })}
        </span>
      ))}
    </section>
  );
}
