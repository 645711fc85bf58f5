/**
 * Advisory warnings shown beside what they concern. They arrive twice for the player who
 * acted (in the action's reply and in the log): the same code and target within a few
 * seconds is one warning. Raised again later while still shown (a card game's third attachment
 * to the same stack), it is counted on the note already there rather than shown twice.
 */
export interface AdvisoryNote {
  id: number;
  code: string;
  /** A zone key ("p1.discard") or "zone:slot" ("p1.row:0"); "" when it concerns nothing in particular. */
  target: string;
  params: Record<string, string | number>;
  /** When it was last raised: its time on screen starts again then. */
  at: number;
  /** How many times it was raised while shown (absent: once). */
  count?: number;
  /** For a spot in play: the stack (its stack id) that was there when the note was first shown (slotNotes.ts). */
  sid?: string;
}

export const ADVISORY_TTL_MS = 12_000;
const SAME_WINDOW_MS = 4_000;

export function isDuplicateAdvisory(list: readonly AdvisoryNote[], note: Omit<AdvisoryNote, "id">): boolean {
  return list.some((a) => a.code === note.code && a.target === note.target && Math.abs(note.at - a.at) < SAME_WINDOW_MS);
}

export function addAdvisory(list: readonly AdvisoryNote[], note: Omit<AdvisoryNote, "id" | "count">, nextId: number): AdvisoryNote[] {
  const fresh = list.filter((a) => note.at - a.at < ADVISORY_TTL_MS);
  if (isDuplicateAdvisory(fresh, note)) return fresh;
  const same = fresh.find((a) => a.code === note.code && a.target === note.target);
  if (!same) return [...fresh, { ...note, id: nextId }];
  // The same warning again: one note, counted, reading as the latest, shown from now on.
  const counted: AdvisoryNote = { ...same, params: note.params, at: note.at, count: (same.count ?? 1) + 1 };
  return [...fresh.filter((a) => a !== same), counted];
}

/** Warnings about a zone ("p1.discard") include those about its slots ("p1.row:2") only if asked. */
export function advisoriesFor(list: readonly AdvisoryNote[], target: string, withSlots = false): AdvisoryNote[] {
  return list.filter((a) => a.target === target || (withSlots && a.target.startsWith(`${target}:`)));
}

/** "p1.row:0" → { zone: "p1.row", slot: 0 }; "p1.discard" → { zone: "p1.discard" }. */
export function parseTarget(target: string | undefined): { zone: string; slot?: number } | null {
  if (!target) return null;
  const m = /^([^:]+)(?::(\d+))?$/.exec(target);
  if (!m) return null;
  return m[2] === undefined ? { zone: m[1]! } : { zone: m[1]!, slot: Number(m[2]) };
}
