/**
 * The line between the two halves: the zones no seat owns (the game's), whose turn it is, the
 * game's hints and questions for this viewer.
 *
 * The line takes the table's free height (at least 80 px). What it says — the status, the other
 * player's looking area, the prompts — is centred on it when it fits; a longer question (the
 * actions an undo would take back) grows the panel upwards, over the other player's half, and
 * never over this viewer's own Active Spot or hand. Only a question taller than everything up
 * to the top of the table scrolls, and then only the questions: the status line stays.
 */
import { ATTACKED } from "@playmat/shared";
import { useLayoutEffect, useRef, useState } from "react";
import { hasMarker } from "../net/snapshot";
import { LookingPanel } from "./LookingPanel";
import { PromptBar } from "./PromptBar";
import { useTableCtx } from "./TableContext";
import { drewSinceTurnBegan } from "./turnStart";

/** Room kept free above the panel at the top of the table. */
const TOP_MARGIN = 4;

export function CenterLine() {
  const ctx = useTableCtx();
  const { t, snap, persp } = ctx;
  const { SharedZones, Hints } = ctx.game;
  const current = snap.turn.current as "p1" | "p2" | "";
  const mine = current && current === (persp.me ?? persp.bottom);
  const attacked = hasMarker(snap.turn, ATTACKED);
  // Setup, before the coin flip's winner chose to go first or second: no hand is dealt yet (seed 001 §5).
  const choosing = snap.phase === "setup" && (snap.turn.won === "p1" || snap.turn.won === "p2") && snap.turn.first === "";
  const room = useRoomAbove();
  return (
    <div ref={room.lineRef} data-center-line="true" className="relative flex min-h-[80px] flex-1 items-center gap-3 px-1">
      <SharedZones live />
      <div className="relative min-w-0 flex-1 self-stretch">
        <div
          data-center-panel="true"
          style={room.height ? { maxHeight: room.height } : undefined}
          className="pointer-events-none absolute inset-x-0 bottom-0 z-[25] flex min-h-full flex-col justify-center-safe gap-1 *:pointer-events-auto"
        >
          {snap.phase === "playing" && current ? (
            <p className={`shrink-0 self-start rounded-full px-3 py-0.5 text-sm font-semibold ${mine ? "bg-amber-500 text-slate-950" : "bg-slate-700"}`}>
              {mine && persp.me ? t("status.yourTurn", { number: snap.turn.number }) : t("status.theirTurn", { number: snap.turn.number, player: ctx.names[current] })}
              {attacked ? ` · ${t("status.attacked")}` : ""}
            </p>
          ) : null}
          {snap.phase === "setup" && (snap.turn.first === "p1" || snap.turn.first === "p2") ? (
            <p data-goes-first={snap.turn.first} className="shrink-0 self-start rounded bg-slate-800 px-3 py-1 text-sm font-semibold">
              {snap.turn.first === persp.me ? t("setup.firstYou") : t("setup.first", { player: ctx.names[snap.turn.first] })}
            </p>
          ) : null}
          {choosing && snap.turn.won !== persp.me ? (
            <p data-choosing={snap.turn.won} className="shrink-0 self-start rounded bg-slate-800 px-3 py-1 text-sm font-semibold">
              {t("setup.choosing", { player: ctx.names[snap.turn.won as "p1" | "p2"] })}
            </p>
          ) : null}
          {snap.phase === "setup" && !choosing && persp.me && !snap.players[persp.me]?.ready ? (
            <p className="shrink-0 self-start rounded bg-slate-800 px-3 py-1 text-sm">{t("setup.hint")}</p>
          ) : null}
          {snap.phase === "setup" && persp.me && snap.players[persp.me]?.ready ? (
            <p className="shrink-0 self-start rounded bg-slate-800 px-3 py-1 text-sm">{t("setup.waiting")}</p>
          ) : null}
          {/* The draw hint shows while playing, the game's setup hints never then: the order holds. */}
          <DrawHint />
          <Hints />
          <LookingPanel seat={persp.top} compact />
          <PromptBar />
        </div>
      </div>
    </div>
  );
}

/**
 * A turn starts with a draw (seed 001 §6.1), which the table leaves to the player: said to the
 * player whose turn it is until they have drawn (a new player began the turn by playing cards),
 * unless their deck is empty.
 */
function DrawHint() {
  const { t, snap, persp, conn } = useTableCtx();
  const me = persp.me;
  if (snap.phase !== "playing" || !me || snap.turn.current !== me) return null;
  // A game under way always has log lines: none yet means the log has not arrived (a refresh
  // sends the table first), and saying "draw" to a player who already drew would mislead.
  if (conn.log.length === 0) return null;
  if ((snap.zones[`${me}.deck`]?.count ?? 0) === 0 || drewSinceTurnBegan(conn.log, me)) return null;
  return (
    <p data-draw-hint="true" className="shrink-0 self-start rounded bg-sky-900 px-3 py-1 text-sm">
      {t("status.drawFirst")}
    </p>
  );
}

/**
 * The height from the top of the table (the line's offset parent) down to the line's bottom:
 * how tall the panel may grow. Measured again whenever the table or the line changes size.
 */
function useRoomAbove() {
  const lineRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const line = lineRef.current;
    if (!line || typeof ResizeObserver === "undefined") return;
    const measure = () => setHeight(Math.max(line.offsetHeight, line.offsetTop + line.offsetHeight - TOP_MARGIN));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(line);
    if (line.parentElement) observer.observe(line.parentElement);
    if (line.previousElementSibling) observer.observe(line.previousElementSibling);
    return () => observer.disconnect();
  }, []);
  return { lineRef, height };
}
