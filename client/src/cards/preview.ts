/** Which card the large preview shows: the last one hovered or focused. */
import { useSyncExternalStore } from "react";

let current: string | null = null;
const listeners = new Set<() => void>();

export function showPreview(defId: string | null | undefined): void {
  const next = defId ?? null;
  if (next === current) return;
  current = next;
  for (const l of listeners) l();
}

export function usePreview(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
