/** Whether the player whose turn it is has drawn yet, read from the log (seed 001 §6.1: a turn starts with a draw). */
import type { LogEntry } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { drewSinceTurnBegan } from "./turnStart";

const line = (seq: number, key: string, seat: "p1" | "p2" | null, extra: Partial<LogEntry> = {}): LogEntry => ({ seq, key, params: {}, seat, judge: false, ...extra });
const undone = { by: 99, how: "undo" as const, askedBy: "p2" as const, agreedBy: "p1" as const };

describe("drewSinceTurnBegan", () => {
  it("is false from the turn's first line until that player draws", () => {
    const log = [line(1, "move.draw", "p2"), line(2, "turn.began", null), line(3, "move.play", "p2")];
    expect(drewSinceTurnBegan(log, "p2")).toBe(false);
    expect(drewSinceTurnBegan([...log, line(4, "move.draw", "p2")], "p2")).toBe(true);
  });

  it("counts only that player's draws, a judge's for them included, and not a draw taken back", () => {
    const log = [line(1, "turn.began", null), line(2, "move.draw", "p1")];
    expect(drewSinceTurnBegan(log, "p2")).toBe(false);
    expect(drewSinceTurnBegan([...log, line(3, "move.draw", "p2", { judge: true })], "p2")).toBe(true);
    expect(drewSinceTurnBegan([...log, line(3, "move.draw", "p2", { takenBack: undone })], "p2")).toBe(false);
  });

  it("starts again when a judge sets the turn, and knows nothing before any turn began", () => {
    expect(drewSinceTurnBegan([line(1, "turn.began", null), line(2, "move.draw", "p1"), line(3, "table.turn-set", null)], "p1")).toBe(false);
    expect(drewSinceTurnBegan([], "p1")).toBe(false);
  });
});
