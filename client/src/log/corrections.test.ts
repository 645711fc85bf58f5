import type { LogEntry } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import i18next from "../i18n";
import { applyTakenBack, undoItems, undoTakes } from "./corrections";
import { formatEntry } from "./format";
import { mergeLog } from "../net/useTable";

const e = (seq: number, key = "move.draw", extra: Partial<LogEntry> = {}): LogEntry => ({ seq, key, params: { count: 1, hidden: 1 }, seat: "p1", judge: false, ...extra });
const t = (key: string, options?: Record<string, unknown>) => String(i18next.t(key, options as never));
const names = { p1: "Alice", p2: "Bob" };
const bob = { role: "player", seat: "p2" } as const;

describe("applyTakenBack", () => {
  const undo = { by: 9, how: "undo" as const, askedBy: "p1" as const, agreedBy: "p2" as const };

  it("marks the listed lines it holds and leaves the others alone", () => {
    const log = [e(3), e(4), e(5)];
    const next = applyTakenBack(log, { lines: [4, 5, 6], takenBack: undo });
    expect(next.map((l) => l.takenBack ?? null)).toEqual([null, undo, undo]);
    expect(next[0]).toBe(log[0]);
    expect(log[1]!.takenBack).toBeUndefined();
  });

  it("returns the same list when it holds none of the lines", () => {
    const log = [e(3)];
    expect(applyTakenBack(log, { lines: [7], takenBack: undo })).toBe(log);
  });

  it("a later rewind's mark replaces an earlier one", () => {
    const rewind = { by: 12, how: "rewind" as const, judge: true };
    const log = applyTakenBack(applyTakenBack([e(4)], { lines: [4], takenBack: undo }), { lines: [4], takenBack: rewind });
    expect(log[0]!.takenBack).toEqual(rewind);
  });

  it("keeps marks that came with hello when lines are merged again", () => {
    const marked = e(4, "move.draw", { takenBack: undo });
    expect(mergeLog([e(4)], [marked])[0]!.takenBack).toEqual(undo);
  });
});

describe("approve-undo items", () => {
  const data = {
    count: 2,
    upTo: 8,
    takes: [
      { seq: 7, type: "draw", showedHiddenInformation: true, lines: [4, 5] },
      { seq: 8, type: "coin", showedHiddenInformation: false, lines: [20, 21] },
      "junk",
    ],
  };

  it("reads takes from the prompt's data, dropping malformed ones", () => {
    expect(undoTakes(data)).toEqual([
      { seq: 7, type: "draw", showedHiddenInformation: true, lines: [4, 5] },
      { seq: 8, type: "coin", showedHiddenInformation: false, lines: [20, 21] },
    ]);
    expect(undoTakes({})).toEqual([]);
  });

  it("names each action by the log lines it wrote, as this viewer reads them, and marks hidden information", () => {
    const log = [e(3, "chat.player", { params: { text: "hi", name: "Alice" } }), e(4), e(5, "move.draw", { seat: "p2" })];
    const items = undoItems(undoTakes(data), log, (l) => formatEntry(t, l, bob, names), (type) => t("prompt.undoAction", { type }));
    expect(items).toEqual([
      { seq: 7, text: "Alice drew a card.", showedHiddenInformation: true },
      { seq: 8, text: "an action (coin)", showedHiddenInformation: false },
    ]);
  });

  it("reads an action's lines as sentences one after another: a warning it drew follows its move", () => {
    const take = { seq: 9, type: "move", showedHiddenInformation: false, lines: [4, 7] as [number, number] };
    const text = { 4: "Bob put Gardevoir ex onto their bench.", 5: "Only Basic Pokémon go onto the bench from the hand", 6: "that is all." } as Record<number, string>;
    const [item] = undoItems([take], [e(4), e(5), e(6)], (l) => text[l.seq]!, String);
    // A line that ends a sentence is followed by the next one; one that doesn't, by "; ".
    expect(item!.text).toBe("Bob put Gardevoir ex onto their bench. Only Basic Pokémon go onto the bench from the hand; that is all.");
  });

  it("asks in the prompt's words", () => {
    expect(t("prompt.undo", { player: "Alice", count: 1 })).toBe("Alice asks you to take back their last action.");
    expect(t("prompt.undo", { player: "Alice", count: 3 })).toBe("Alice asks you to take back their last 3 actions.");
  });
});

describe("chat lines", () => {
  it("name whoever said them, even to themselves, and keep the text as typed", () => {
    const line = e(3, "chat.player", { params: { text: "gg {{actor}}", name: "Alice" } });
    expect(formatEntry(t, line, { role: "player", seat: "p1" }, names)).toBe("Alice: gg {{actor}}");
    expect(formatEntry(t, line, bob, names)).toBe("Alice: gg {{actor}}");
    const judge = e(4, "chat.judge", { seat: null, judge: true, params: { text: "wait", name: "Judy" } });
    expect(formatEntry(t, judge, bob, names)).toMatch(/^\[Judge\] Judy: wait$/);
    expect(formatEntry(t, e(5, "chat.spectator", { seat: null, params: { text: "nice", name: "Carol" } }), bob, names)).toBe("Carol (spectator): nice");
  });
});
