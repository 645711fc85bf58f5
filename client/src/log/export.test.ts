import type { LogEntry } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import i18next from "../i18n";
import { withGameWords } from "../i18n/useT";
import { logExportText, logFileName } from "./export";
import { formatEntry, isCrossSideForViewer, takenBackLabel } from "./format";

const entries: LogEntry[] = [
  { seq: 3, key: "move.draw", params: { count: 1, hidden: 0, cards: "Cindle" }, seat: "p1", judge: false },
  { seq: 4, key: "move.draw", params: { count: 1, hidden: 1 }, seat: "p2", judge: true },
  { seq: 7, key: "advisory.ptcg.supporter.second", params: {}, seat: "p1", judge: false, advisory: { code: "ptcg.supporter.second", source: "seed 001" } },
  { seq: 9, key: "move.discard", params: { count: 1, hidden: 0, cards: "Lure Net", from: "p2.hand" }, seat: "p1", judge: false, crossSide: true },
];
// A Pokémon table's log: its game's words first, as the table screen's `t` has them (TableGame).
const t = withGameWords((key: string, options?: Record<string, unknown>) => String(i18next.t(key, options as never)), "ptcg");
const viewer = { role: "player", seat: "p1" } as const;
const names = { p1: "Alice", p2: "Bob" };

describe("log lines", () => {
  it("reads each line as this viewer may see it, judge lines stamped", () => {
    expect(formatEntry(t, entries[0]!, viewer, names)).toBe("You drew Cindle.");
    expect(formatEntry(t, entries[1]!, viewer, names)).toMatch(/^\[Judge\] Bob drew a card\.$/);
  });

  it("highlights cross-side lines for the player whose cards were touched", () => {
    expect(isCrossSideForViewer(entries[3]!, { role: "player", seat: "p2" })).toBe(true);
    expect(isCrossSideForViewer(entries[3]!, viewer)).toBe(false);
    expect(isCrossSideForViewer(entries[3]!, { role: "spectator" })).toBe(true);
    expect(isCrossSideForViewer(entries[0]!, { role: "spectator" })).toBe(false);
  });
});

describe("log export", () => {
  it("writes a header and one numbered line per entry, marking advisories and cross-side actions", () => {
    const meta = { room: "Friday", roomId: "abc", players: "Alice — Bob", exportedAt: new Date("2025-01-02T03:04:05Z") };
    const text = logExportText(entries, (e) => formatEntry(t, e, viewer, names), meta, (e) => takenBackLabel(t, e));
    const lines = text.split("\n");
    expect(lines[0]).toBe("Playmat — Friday (abc)");
    expect(lines[1]).toBe("Alice — Bob");
    expect(lines[2]).toBe("Exported 2025-01-02T03:04:05.000Z");
    expect(lines[4]).toBe("   3  You drew Cindle.");
    expect(lines[6]).toMatch(/^ {3}7 {2}⚠ Only one Supporter/);
    expect(lines[7]).toMatch(/ ↔$/);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("marks the lines an undo or a judge's rewind took back, as the table strikes them through", () => {
    const corrected: LogEntry[] = [
      entries[0]!,
      { ...entries[0]!, seq: 5, takenBack: { by: 6, how: "undo", askedBy: "p1", agreedBy: "p2" } },
      { ...entries[0]!, seq: 8, takenBack: { by: 9, how: "rewind", judge: true } },
    ];
    const meta = { room: "Friday", roomId: "abc", players: "Alice — Bob", exportedAt: new Date("2025-01-02T03:04:05Z") };
    const text = logExportText(corrected, (e) => formatEntry(t, e, viewer, names), meta, (e) => takenBackLabel(t, e));
    const lines = text.split("\n");
    expect(lines[4]).toBe("   3  You drew Cindle.");
    expect(lines[5]).toBe("   5  You drew Cindle. [Taken back (undo)]");
    expect(lines[6]).toBe("   8  You drew Cindle. [Taken back (rewind)]");
  });

  it("names the file after the room and the time", () => {
    expect(logFileName("Friday night!", new Date("2025-01-02T03:04:05Z"))).toBe("playmat-Friday-night-2025-01-02-03-04.txt");
    expect(logFileName("???", new Date("2025-01-02T03:04:05Z"))).toBe("playmat-table-2025-01-02-03-04.txt");
  });
});
