/**
 * Undo and rewind on the client: striking the lines a correction took back (`log.taken-back`),
 * and the approve-undo prompt's list of actions, pointed at the log lines they wrote.
 */
import type { LogEntry, TakenBackMessage } from "@playmat/shared";

/** Marks the listed lines as taken back. Lines this client doesn't hold are ignored; the list is new only when something changed. */
export function applyTakenBack(log: readonly LogEntry[], message: TakenBackMessage): LogEntry[] {
  const lines = new Set(message.lines);
  let changed = false;
  const next = log.map((e) => {
    if (!lines.has(e.seq)) return e;
    changed = true;
    return { ...e, takenBack: message.takenBack };
  });
  return changed ? next : (log as LogEntry[]);
}

/** One action of an approve-undo prompt (`data.takes`). */
export interface UndoTake {
  seq: number;
  type: string;
  showedHiddenInformation: boolean;
  /** Log lines it wrote: [first, end). */
  lines: [number, number];
}

export interface UndoItem {
  seq: number;
  /** What the action did, as its log lines read for this viewer (one sentence after another), or its type when none is held. */
  text: string;
  showedHiddenInformation: boolean;
}

/** Reads `data.takes` defensively (it is JSON from the server). */
export function undoTakes(data: Record<string, unknown>): UndoTake[] {
  const takes = Array.isArray(data.takes) ? (data.takes as unknown[]) : [];
  return takes.flatMap((raw) => {
    if (!raw || typeof raw !== "object") return [];
    const t = raw as Record<string, unknown>;
    const lines = Array.isArray(t.lines) && t.lines.length === 2 ? ([Number(t.lines[0]), Number(t.lines[1])] as [number, number]) : ([0, 0] as [number, number]);
    return [{ seq: Number(t.seq ?? 0), type: String(t.type ?? ""), showedHiddenInformation: t.showedHiddenInformation === true, lines }];
  });
}

/** The prompt's items, oldest first: each action's own log lines (chat lines in between left out), formatted by the caller. */
export function undoItems(takes: readonly UndoTake[], log: readonly LogEntry[], format: (entry: LogEntry) => string, fallback: (type: string) => string): UndoItem[] {
  return takes.map((take) => {
    const [first, end] = take.lines;
    const lines = log.filter((e) => e.seq >= first && e.seq < end && !e.key.startsWith("chat."));
    const text = lines.length > 0 ? joinLines(lines.map(format)) : fallback(take.type);
    return { seq: take.seq, text, showedHiddenInformation: take.showedHiddenInformation };
  });
}

/**
 * Log lines are sentences: one after another they read as such ("… onto their bench. Only Basic
 * Pokémon go …"); "; " joined them to the full stop before (".; Only Basic …"). A line that ends
 * without one is still followed by "; ".
 */
function joinLines(texts: readonly string[]): string {
  return texts.reduce((text, next) => (text === "" ? next : `${text}${/[.!?…)]$/.test(text) ? " " : "; "}${next}`), "");
}
