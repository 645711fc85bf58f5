/**
 * The game record as a file: the JSON of format `playmat.record` (shared recordFile), named
 * like the log export (log/export.ts) with `.json`, opened again at /replay.
 */
import { recordFile, type GameRecord } from "@playmat/shared";

/** "playmat-Friday-game-2025-06-01-18-30-record.json". */
export function recordFileName(room: string, at: Date): string {
  const safe = room.replace(/[^\p{L}\p{N}_-]+/gu, "-").replace(/^-+|-+$/g, "") || "table";
  const stamp = at.toISOString().slice(0, 16).replace(/[:T]/g, "-");
  return `playmat-${safe}-${stamp}-record.json`;
}

/** Starts a download of the record (browser only). */
export function downloadRecord(record: GameRecord, at = new Date()): string {
  const name = recordFileName(record.name, at);
  const blob = new Blob([recordFile(record)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
