import { describe, expect, it } from "vitest";
import { clampPosition, move, nextTurn, positionFromHash, previousTurn, stepAt, timelineOf, turnOf } from "./stepping";
import { keyMove } from "./useReplayKeys";
import { replayGame } from "../testing/testGame";

const game = replayGame();
const record = game.record({ role: "player", seat: "p1" });
const timeline = timelineOf(record);

describe("stepping through a record", () => {
  it("has a frame for the empty table and one after every step", () => {
    expect(timeline.frames).toHaveLength(record.steps.length + 1);
    expect(timeline.last).toBe(record.steps.length);
    expect(timeline.frames[0]!.view).toEqual(record.start);
    expect(timeline.frames[0]!.log).toEqual([]);
    expect(stepAt(record, 0)).toBeUndefined();
    expect(stepAt(record, 1)).toBe(record.steps[0]);
    expect(timeline.frames.at(-1)!.view.phase).toBe("finished");
  });

  it("finds where each turn starts: the setup first, then turns 1 to 4 (three ended)", () => {
    const turns = timeline.turnStarts.map((p) => turnOf(timeline.frames[p]!));
    expect(turns).toEqual([0, 1, 2, 3, 4]);
    // Each start is the first frame of its turn.
    for (const p of timeline.turnStarts.slice(1)) expect(turnOf(timeline.frames[p - 1]!)).not.toBe(turnOf(timeline.frames[p]!));
  });

  it("moves by event, by turn, and to either end, never past them", () => {
    const [, t1, t2, t3, t4] = timeline.turnStarts as [number, number, number, number, number];
    expect(move(timeline, 0, "previous")).toBe(0);
    expect(move(timeline, 0, "next")).toBe(1);
    expect(move(timeline, timeline.last, "next")).toBe(timeline.last);
    expect(move(timeline, 5, "first")).toBe(0);
    expect(move(timeline, 5, "last")).toBe(timeline.last);
    expect(nextTurn(timeline, 0)).toBe(t1);
    expect(nextTurn(timeline, t1)).toBe(t2);
    expect(nextTurn(timeline, t3)).toBe(t4);
    expect(nextTurn(timeline, t4)).toBe(timeline.last);
    // Back: to the start of this turn when past it, else to the turn before.
    expect(previousTurn(timeline, t2 + 1)).toBe(t2);
    expect(previousTurn(timeline, t2)).toBe(t1);
    expect(previousTurn(timeline, t1)).toBe(0);
    expect(previousTurn(timeline, 0)).toBe(0);
    expect(move(timeline, t2 + 1, "previousTurn")).toBe(t2);
    expect(move(timeline, t2, "nextTurn")).toBe(t3);
  });

  it("knows which step wrote each log line", () => {
    record.steps.forEach((step, i) => {
      for (const line of step.lines) expect(timeline.positionOfLine.get(line.seq)).toBe(i + 1);
    });
  });

  it("clamps positions and reads #step=N", () => {
    expect(clampPosition(timeline, -3)).toBe(0);
    expect(clampPosition(timeline, 1e9)).toBe(timeline.last);
    expect(clampPosition(timeline, Number.NaN)).toBe(0);
    expect(positionFromHash("#step=4", timeline)).toBe(4);
    expect(positionFromHash("#step=9999", timeline)).toBe(timeline.last);
    expect(positionFromHash("", timeline)).toBeNull();
  });

  it("maps keys to moves", () => {
    const key = (k: string, shiftKey = false) => keyMove({ key: k, shiftKey, altKey: false, ctrlKey: false, metaKey: false });
    expect([key("ArrowLeft"), key("ArrowRight"), key("ArrowLeft", true), key("ArrowRight", true)]).toEqual(["previous", "next", "previousTurn", "nextTurn"]);
    expect([key("PageUp"), key("PageDown"), key("Home"), key("End"), key("a")]).toEqual(["previousTurn", "nextTurn", "first", "last", null]);
    expect(keyMove({ key: "ArrowLeft", shiftKey: false, altKey: true, ctrlKey: false, metaKey: false })).toBeNull();
  });
});
