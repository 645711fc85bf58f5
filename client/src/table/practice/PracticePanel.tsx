/**
 * The practising player's panel at a practice table: which side is in view, and "Switch seats"
 * (or the O key) to turn to the other. The switch is a stored table control (practice.view):
 * the server then shows this screen only what the other seat may see, and its log as that seat
 * reads it. Shown to the practising player only; spectators and judges see no such panel.
 */
import { useEffect, useRef, useState } from "react";
import { otherSeat } from "@playmat/shared";
import { isTypingTarget } from "../../keyboard/shortcuts";
import { useLiveTable } from "../LiveTableContext";
import { useTableCtx } from "../TableContext";

/** The key that switches seats (aria-keyshortcuts and the panel's hint say it). */
export const SWITCH_KEY = "o";

export function PracticePanel() {
  const { t, snap, persp } = useTableCtx();
  const { sendOwn } = useLiveTable();
  const view = snap.practiceView;
  const practising = persp.role === "player" && view !== null;
  // One switch at a time: a second press while the first is on its way would ask for the side already in view.
  const [busy, setBusy] = useState(false);
  const switchSeats = useRef<() => void>(() => {});
  switchSeats.current = () => {
    if (!view || busy) return;
    setBusy(true);
    void sendOwn({ type: "practice.view", seat: otherSeat(view) }).finally(() => setBusy(false));
  };

  useEffect(() => {
    if (!practising) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.key.toLowerCase() !== SWITCH_KEY) return;
      if (isTypingTarget(e.target, e.key)) return;
      e.preventDefault();
      switchSeats.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [practising]);

  if (!practising) return null;
  return (
    <section aria-label={t("practice.region")} className="flex flex-col gap-1 border-b border-white/10 p-2 text-xs">
      {/* By seat, not by name: both seats carry the practising player's name. */}
      <p role="status">{t("practice.inView", { player: t("seat.name", { number: view === "p1" ? 1 : 2 }) })}</p>
      <div className="flex items-center gap-2">
        <button type="button" className="btn btn-primary" aria-keyshortcuts="O" aria-disabled={busy} onClick={() => switchSeats.current()}>
          {t("practice.switch")}
        </button>
        <span className="text-slate-400">{t("practice.key")}</span>
      </div>
    </section>
  );
}
