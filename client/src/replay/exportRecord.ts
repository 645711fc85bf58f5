/**
 * The game record as a file: the JSON of format `playmat.record` (shared recordFile), named
 * like the log export (log/export.ts) with `.json`, opened again at /replay.
 */
import { recordFile, type GameRecord } from "@playmat/shared";
import { downloadText, exportFileName } from "../log/export";

/** "playmat-Friday-game-2025-06-01-18-30-record.json". */
export const recordFileName = (room: string, at: Date): string => exportFileName(room, at, "-record.json");

/** Starts a download of the record (browser only). */
export function downloadRecord(record: GameRecord, at = new Date()): string {
  const name = recordFileName(record.name, at);
  downloadText(name, recordFile(record), "application/json");
  return name;
}
