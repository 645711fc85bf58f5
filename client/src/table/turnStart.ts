/**
 * Whether a player has drawn since the current turn began. The room syncs no per-turn counts,
 * so the log tells: the newest line that starts a turn ("Turn 3: …", or a judge setting the
 * turn), and any draw by that player after it that was not taken back.
 */
import type { LogEntry } from "@playmat/shared";

const TURN_STARTS = new Set(["turn.began", "table.turn-set"]);

export function drewSinceTurnBegan(log: readonly LogEntry[], seat: string): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.takenBack) continue;
    if (entry.key === "move.draw" && entry.seat === seat) return true;
    if (TURN_STARTS.has(entry.key)) return false;
  }
  return false;
}
