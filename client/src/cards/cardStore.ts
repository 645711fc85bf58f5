/**
 * Card definitions by id, fetched from /api/cards in batches and cached for the session.
 * Components ask with useCardDef(defId); a burst of asks becomes one request per 100 ids.
 */
import { useSyncExternalStore } from "react";
import type { CardDef } from "@playmat/shared";
import { fetchCards } from "../net/api";

export const BATCH_SIZE = 100;

export interface CardStore {
  get(defId: string): CardDef | undefined;
  request(defIds: Iterable<string>): void;
  /** Definitions that came with their faces (secret ones, which no card API serves): kept, never asked for. */
  put(defs: Iterable<CardDef>): void;
  subscribe(listener: () => void): () => void;
  version(): number;
  /** Resolves when every request made so far has been answered (tests). */
  settled(): Promise<void>;
}

export function createCardStore(fetcher: (ids: string[]) => Promise<CardDef[]> = fetchCards, delayMs = 10): CardStore {
  const defs = new Map<string, CardDef>();
  const asked = new Set<string>();
  const queue = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const inFlight = new Set<Promise<void>>();

  const notify = () => {
    version++;
    for (const l of listeners) l();
  };

  const flush = () => {
    timer = null;
    const ids = [...queue];
    queue.clear();
    for (let i = 0; i < ids.length; i += BATCH_SIZE) {
      const batch = ids.slice(i, i + BATCH_SIZE);
      const p = fetcher(batch)
        .then((cards) => {
          for (const card of cards) defs.set(card.id, card);
          notify();
        })
        .catch(() => {
          // Forget them so a later render asks again.
          for (const id of batch) asked.delete(id);
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  };

  return {
    get: (id) => defs.get(id),
    request(ids) {
      for (const id of ids) {
        if (!id || defs.has(id) || asked.has(id)) continue;
        asked.add(id);
        queue.add(id);
      }
      if (queue.size > 0 && !timer) timer = setTimeout(flush, delayMs);
    },
    put(cards) {
      let added = false;
      for (const card of cards) {
        // An uploaded list's card ids carry the list's hash: a definition under an id never changes.
        if (defs.has(card.id)) continue;
        defs.set(card.id, card);
        asked.add(card.id);
        queue.delete(card.id);
        added = true;
      }
      if (added) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    async settled() {
      while (timer || inFlight.size > 0) {
        if (timer) await new Promise((r) => setTimeout(r, delayMs + 1));
        await Promise.all([...inFlight]);
      }
    },
  };
}

export const cardStore = createCardStore();

/** The definition of `defId` (undefined while it loads, or for a hidden card). */
export function useCardDef(defId: string | undefined, store: CardStore = cardStore): CardDef | undefined {
  useSyncExternalStore(store.subscribe, store.version);
  if (!defId) return undefined;
  const def = store.get(defId);
  if (!def) store.request([defId]);
  return def;
}

/** Re-renders when any definition arrives; returns a lookup. */
export function useCardDefs(store: CardStore = cardStore): (defId: string | undefined) => CardDef | undefined {
  useSyncExternalStore(store.subscribe, store.version);
  return (defId) => (defId ? store.get(defId) : undefined);
}
