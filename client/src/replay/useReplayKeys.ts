/**
 * The viewer's keys (docs/replay.md): ← → one event, Shift+← → or Page Up / Page Down one
 * turn, Home / End the first and last step. Ignored while typing (the judge code) or on the
 * slider, which moves itself with the same keys.
 */
import { useEffect, useRef } from "react";
import { isTypingTarget } from "../keyboard/shortcuts";
import type { StepMove } from "./stepping";

export function keyMove(e: Pick<KeyboardEvent, "key" | "shiftKey" | "altKey" | "ctrlKey" | "metaKey">): StepMove | null {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  switch (e.key) {
    case "ArrowLeft":
      return e.shiftKey ? "previousTurn" : "previous";
    case "ArrowRight":
      return e.shiftKey ? "nextTurn" : "next";
    case "PageUp":
      return "previousTurn";
    case "PageDown":
      return "nextTurn";
    case "Home":
      return "first";
    case "End":
      return "last";
    default:
      return null;
  }
}

/** The key each control shows in `aria-keyshortcuts`. */
export const KEYS: Record<StepMove, string> = {
  first: "Home",
  previous: "ArrowLeft",
  next: "ArrowRight",
  last: "End",
  previousTurn: "Shift+ArrowLeft PageUp",
  nextTurn: "Shift+ArrowRight PageDown",
};

/**
 * The in-room replay is itself a modal dialog (ReplaySoFar.tsx): keys pressed inside it are the
 * viewer's, unless they are typed into a field there.
 */
function inReplayDialog(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== "function") return false;
  return Boolean(el.closest("[data-replay-dialog]")) && !el.closest("input, textarea, select, [contenteditable=true], [role=menu]");
}

export function useReplayKeys(onMove: (how: StepMove) => void, enabled = true): void {
  const latest = useRef(onMove);
  latest.current = onMove;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || (isTypingTarget(e.target) && !inReplayDialog(e.target))) return;
      const how = keyMove(e);
      if (!how) return;
      e.preventDefault();
      latest.current(how);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
