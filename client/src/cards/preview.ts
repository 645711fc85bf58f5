/**
 * Which card the large preview shows: the card under the pointer, else the card with keyboard
 * focus. Each is held by the card element that shows it (its `owner`), so the preview follows
 * that card: a new face on it (an evolution put on top) shows at once, and the preview goes
 * when the card leaves the page (moved: it is drawn anew elsewhere) or this viewer may no
 * longer see its face. Escape clears it. A card whose face this viewer may not see never
 * gets into the preview: its owner passes `null`.
 */
import { useEffect, useSyncExternalStore } from "react";

type Held = { owner: object; defId: string } | null;

let hovered: Held = null;
let focused: Held = null;
let current: string | null = null;
const listeners = new Set<() => void>();

function publish(): void {
  const next = hovered?.defId ?? focused?.defId ?? null;
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

const hold = (owner: object, defId: string | null | undefined): Held => (defId ? { owner, defId } : null);

/** The pointer is on `owner` (`defId`: its face, null when this viewer may not see it), or left it (`false`). */
export function previewHover(owner: object, defId: string | null | undefined | false): void {
  if (defId === false) {
    if (hovered?.owner === owner) hovered = null;
  } else hovered = hold(owner, defId);
  publish();
}

/** `owner` has keyboard focus (`defId` as for previewHover), or lost it (`false`). */
export function previewFocus(owner: object, defId: string | null | undefined | false): void {
  if (defId === false) {
    if (focused?.owner === owner) focused = null;
  } else focused = hold(owner, defId);
  publish();
}

/** `owner` shows another face now (null: none this viewer may see), or left the page (`false`). */
export function previewChanged(owner: object, defId: string | null | undefined | false): void {
  if (hovered?.owner === owner) hovered = defId === false ? null : hold(owner, defId);
  if (focused?.owner === owner) focused = defId === false ? null : hold(owner, defId);
  publish();
}

/** No preview until a card is hovered or focused again (Escape). */
export function clearPreview(): void {
  hovered = null;
  focused = null;
  publish();
}

/** The card to preview (its definition id), or null. Escape pressed on the page clears it. */
export function usePreview(): string | null {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") clearPreview();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
