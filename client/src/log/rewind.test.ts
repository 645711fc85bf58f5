import type { LogEntry, TakenBack } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { replayGame } from "../testing/testGame";
import { linesAfter, planRewind, recordWasRevealed, rewindTargets, type PlanStep } from "./rewind";

const undone: TakenBack = { by: 99, how: "undo", askedBy: "p1", agreedBy: "p2" };
const line = (seq: number, key: string, takenBack?: TakenBack): LogEntry => ({ seq, key, params: {}, seat: "p1", judge: false, ...(takenBack && { takenBack }) });

// A game: 1 draw (lines 1–2), chat (3), 2 attach (4), 3 pause (5), 4 turn.end (6–7),
// 5 undo.ask (8), 6 the undo (9) taking back 4 and 5 (their lines struck), chat (10), 7 coin (11).
const log: LogEntry[] = [
  line(1, "move.draw"),
  line(2, "advisory.x"),
  line(3, "chat.player"),
  line(4, "move.attach"),
  line(5, "table.paused"),
  line(6, "turn.ended", undone),
  line(7, "turn.began", undone),
  line(8, "prompt.undo-asked", undone),
  line(9, "history.undone"),
  line(10, "chat.player"),
  line(11, "coins.flip"),
];
const steps: PlanStep[] = [
  { kind: "action", seq: 1, type: "draw", lines: [{ seq: 1 }, { seq: 2 }] },
  { kind: "chat", seq: 1, lines: [{ seq: 3 }] },
  { kind: "action", seq: 2, type: "move", lines: [{ seq: 4 }] },
  { kind: "action", seq: 3, type: "table.pause", lines: [{ seq: 5 }] },
  { kind: "action", seq: 4, type: "turn.end", lines: [{ seq: 6 }, { seq: 7 }] },
  { kind: "action", seq: 5, type: "undo.ask", lines: [{ seq: 8 }] },
  { kind: "correction", seq: 6, type: "undo", lines: [{ seq: 9 }] },
  { kind: "chat", seq: 6, lines: [{ seq: 10 }] },
  { kind: "action", seq: 7, type: "coin", lines: [{ seq: 11 }] },
];
const struck = new Set(log.filter((e) => e.takenBack).map((e) => e.seq));

describe("rewindTargets", () => {
  it("offers standing lines with something to take back after them", () => {
    // Not the struck lines, not the last line (nothing after it), not what only controls follow.
    expect([...rewindTargets(log)]).toEqual([1, 2, 3, 4, 5, 9, 10]);
  });

  it("refuses a chat line right after a struck line, like the server", () => {
    const l = [line(1, "move.draw", undone), line(2, "chat.player"), line(3, "coins.flip"), line(4, "coins.flip")];
    expect([...rewindTargets(l)]).toEqual([3]);
  });

  it("offers no line of the last action: a rewind to one goes back to just after all of it", () => {
    // 1 draw, 2 concession: "Bob conceded.", "Alice won the game.", "The game is over." (one action).
    const more = (entry: LogEntry): LogEntry => ({ ...entry, continues: true });
    const ended = [line(1, "move.draw"), more(line(2, "conceded")), more(line(3, "game.won")), line(4, "phase.finished"), line(5, "chat.player")];
    expect([...rewindTargets(ended)]).toEqual([1]);
    // A draw and its warning, then a coin: both lines of the draw go back to before the coin.
    expect([...rewindTargets([more(line(1, "move.draw")), line(2, "advisory.x"), line(3, "coins.flip")])]).toEqual([1, 2]);
  });

  it("offers nothing when only controls and chat follow", () => {
    expect([...rewindTargets([line(1, "move.draw"), line(2, "table.paused"), line(3, "chat.judge"), line(4, "sharing.hands-on")])]).toEqual([]);
  });
});

describe("planRewind", () => {
  it("takes back the later actions that still stand, never controls", () => {
    // To the draw: the attach and the coin go; the pause stays; the undone turn.end/undo.ask are gone already.
    expect(planRewind(steps, 1, struck)).toEqual({ ok: true, toSeq: 1, actions: 2, lines: [4, 11] });
    // A later line of the same action is the same point.
    expect(planRewind(steps, 2, struck)).toEqual({ ok: true, toSeq: 1, actions: 2, lines: [4, 11] });
  });

  it("goes back to the last action before a chat line", () => {
    expect(planRewind(steps, 3, struck)).toMatchObject({ ok: true, toSeq: 1, actions: 2 });
    expect(planRewind(steps, 10, struck)).toMatchObject({ ok: true, toSeq: 6, actions: 1, lines: [11] });
  });

  it("rewinds to a correction's line: what came after it", () => {
    expect(planRewind(steps, 9, struck)).toMatchObject({ ok: true, toSeq: 6, actions: 1 });
  });

  it("refuses as the server would", () => {
    expect(planRewind(steps, 6, struck)).toEqual({ ok: false, code: "rewind.taken-back" });
    expect(planRewind(steps, 11, struck)).toEqual({ ok: false, code: "rewind.nothing" });
    expect(planRewind(steps, 42, struck)).toEqual({ ok: false, code: "rewind.unknown" });
  });

  it("refuses any rewind once both players revealed the record, as the server does", () => {
    expect(planRewind(steps, 1, struck, true)).toEqual({ ok: false, code: "rewind.revealed" });
    expect(planRewind(steps, 1, struck, false)).toMatchObject({ ok: true });
  });

  it("counts undo requests as actions a rewind takes back", () => {
    const s: PlanStep[] = [
      { kind: "action", seq: 1, type: "draw", lines: [{ seq: 1 }] },
      { kind: "action", seq: 2, type: "undo.ask", lines: [{ seq: 2 }] },
      { kind: "action", seq: 3, type: "spectators.hands", lines: [{ seq: 3 }] },
    ];
    expect(planRewind(s, 1, new Set())).toEqual({ ok: true, toSeq: 1, actions: 1, lines: [2] });
  });
});

describe("recordWasRevealed", () => {
  it("is true from the moment both players agreed, even after one takes it back", () => {
    const game = replayGame();
    const judge = () => game.record({ role: "judge" });
    expect(recordWasRevealed(judge())).toBe(false);
    game.do("p1", { type: "record.reveal", reveal: true });
    expect(recordWasRevealed(judge())).toBe(false);
    game.do("p2", { type: "record.reveal", reveal: true });
    expect(recordWasRevealed(judge())).toBe(true);
    game.do("p2", { type: "record.reveal", reveal: false });
    expect(judge().revealed).toBe(false);
    expect(recordWasRevealed(judge())).toBe(true);
  });
});

describe("linesAfter", () => {
  it("lists later standing lines a rewind could strike", () => {
    expect(linesAfter(log, 1)).toEqual([2, 4, 11]);
  });
});
