/** Log lines as this viewer reads them, through the shared formatter and the app's i18next. */
import { formatWith, type LogEntry, type Names, type Seat, type Viewer } from "@playmat/shared";

type T = (key: string, options?: Record<string, unknown>) => string;

export function viewerOf(role: "player" | "spectator" | "judge", seat: Seat | null): Viewer {
  if (role === "judge") return { role: "judge" };
  if (role === "player" && seat) return { role: "player", seat };
  return { role: "spectator" };
}

export const isChat = (entry: LogEntry): boolean => entry.key.startsWith("chat.");

/** A chat line names whoever said it, as they were called then (never "You"); the text is not interpolated further. */
function formatChat(t: T, entry: LogEntry, names: Names): string {
  const seat = entry.seat;
  const name = String(entry.params.name ?? (seat ? names[seat] : ""));
  const text = t(entry.key, { ns: "log", actor: name, name, text: String(entry.params.text ?? ""), interpolation: { escapeValue: false, skipOnVariables: true } });
  return entry.judge ? t("judge", { ns: "log", line: text }) : text;
}

export function formatEntry(t: T, entry: LogEntry, viewer: Viewer, names: Names): string {
  try {
    if (isChat(entry)) return formatChat(t, entry, names);
    return formatWith(t, entry, viewer, names);
  } catch {
    return `${entry.key} ${JSON.stringify(entry.params)}`;
  }
}

/** Whether a line shows someone acting on this viewer's cards (highlighted for their owner). */
export function isCrossSideForViewer(entry: LogEntry, viewer: Viewer): boolean {
  if (!entry.crossSide) return false;
  if (viewer.role !== "player") return true;
  return entry.seat !== viewer.seat;
}

/** "Taken back (undo)" / "Taken back (rewind)" for a line a correction took back, else undefined. */
export const takenBackLabel = (t: T, entry: LogEntry): string | undefined =>
  entry.takenBack ? t(entry.takenBack.how === "rewind" ? "log.rewound" : "log.undone") : undefined;

/**
 * The data attributes and tooltip every rendered log line carries, at the table and in the
 * replay alike (docs/testing/log.md): tests and styles read the same markup in both.
 */
export function logLineAttributes(t: T, entry: LogEntry) {
  return {
    "data-seq": entry.seq,
    "data-key": entry.key,
    "data-judge": entry.judge || undefined,
    "data-advisory": entry.advisory?.code,
    "data-cross-side": entry.crossSide || undefined,
    "data-taken-back": entry.takenBack ? true : undefined,
    "data-chat": isChat(entry) || undefined,
    title: takenBackLabel(t, entry),
  };
}
