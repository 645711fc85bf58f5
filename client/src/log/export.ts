/**
 * The log as a text file: one line per entry, judge and advisory lines marked, and the lines a
 * correction took back marked as such (the table strikes them through; plain text can't, and a
 * reader of the file would take an undone move for one that stands).
 */
import type { LogEntry } from "@playmat/shared";

export interface ExportMeta {
  room: string;
  roomId: string;
  players: string;
  exportedAt: Date;
}

/** `takenBack`: the mark of a line a correction took back ("Taken back (undo)"), undefined for the others. */
export function logExportText(entries: readonly LogEntry[], format: (entry: LogEntry) => string, meta: ExportMeta, takenBack: (entry: LogEntry) => string | undefined): string {
  const header = [`Playmat — ${meta.room} (${meta.roomId})`, meta.players, `Exported ${meta.exportedAt.toISOString()}`, ""];
  const lines = entries.map((e) => {
    const mark = e.advisory ? "⚠ " : "";
    const cross = e.crossSide ? " ↔" : "";
    const struck = takenBack(e);
    return `${String(e.seq).padStart(4, " ")}  ${mark}${format(e)}${cross}${struck ? ` [${struck}]` : ""}`;
  });
  return [...header, ...lines, ""].join("\n");
}

/** "playmat-<room>-<yyyy-mm-dd-hh-mm><suffix>": the room's name made file-safe, and when. */
export function exportFileName(room: string, at: Date, suffix: string): string {
  const safe = room.replace(/[^\p{L}\p{N}_-]+/gu, "-").replace(/^-+|-+$/g, "") || "table";
  const stamp = at.toISOString().slice(0, 16).replace(/[:T]/g, "-");
  return `playmat-${safe}-${stamp}${suffix}`;
}

export const logFileName = (room: string, at: Date): string => exportFileName(room, at, ".txt");

/** Starts a download of `text` (browser only). */
export function downloadText(name: string, text: string, type = "text/plain;charset=utf-8"): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
