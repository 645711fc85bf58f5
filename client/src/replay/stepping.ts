/**
 * Moving through a record: every frame computed once (records are small; stepping back must be
 * instant), positions 0…steps (0 is the empty table before the first step, position n is the
 * table after step n−1), and where each turn starts, for "previous/next turn".
 */
import { recordFrames, type GameRecord, type RecordFrame } from "@playmat/shared";

export interface Timeline {
  /** frames[pos]: frames[0] is the empty table; frames[n] is after record step n − 1. */
  frames: RecordFrame[];
  /** The last position (= the number of steps). */
  last: number;
  /** Positions where a new turn (or the setup) begins, ascending; always starts with 0. */
  turnStarts: number[];
  /** Which position first shows a log line (by its seq): clicking a line jumps there. */
  positionOfLine: Map<number, number>;
}

/** A frame's turn as the viewer reads it: 0 before play starts. */
export const turnOf = (frame: RecordFrame): number => (frame.view.phase === "waiting" || frame.view.phase === "setup" ? 0 : frame.view.turn.number);

export function timelineOf(record: GameRecord): Timeline {
  const frames = [...recordFrames(record)];
  const turnStarts = [0];
  for (let pos = 1; pos < frames.length; pos++) if (turnOf(frames[pos]!) !== turnOf(frames[pos - 1]!)) turnStarts.push(pos);
  const positionOfLine = new Map<number, number>();
  record.steps.forEach((step, i) => {
    for (const line of step.lines) if (!positionOfLine.has(line.seq)) positionOfLine.set(line.seq, i + 1);
  });
  return { frames, last: frames.length - 1, turnStarts, positionOfLine };
}

export const clampPosition = (timeline: Pick<Timeline, "last">, pos: number): number => Math.max(0, Math.min(timeline.last, Math.round(Number.isFinite(pos) ? pos : 0)));

/** The start of the next turn after `pos` (the last position when this is the last turn). */
export function nextTurn(timeline: Timeline, pos: number): number {
  return timeline.turnStarts.find((p) => p > pos) ?? timeline.last;
}

/** The start of this turn when `pos` is past it, else the start of the turn before (0 at the most). */
export function previousTurn(timeline: Timeline, pos: number): number {
  let best = 0;
  for (const p of timeline.turnStarts) if (p < pos) best = p;
  return best;
}

export type StepMove = "first" | "previous" | "next" | "last" | "previousTurn" | "nextTurn";

export function move(timeline: Timeline, pos: number, how: StepMove): number {
  switch (how) {
    case "first":
      return 0;
    case "last":
      return timeline.last;
    case "previous":
      return clampPosition(timeline, pos - 1);
    case "next":
      return clampPosition(timeline, pos + 1);
    case "previousTurn":
      return previousTurn(timeline, pos);
    case "nextTurn":
      return nextTurn(timeline, pos);
  }
}

/** The record step a position shows the result of (undefined at position 0). */
export const stepAt = (record: GameRecord, pos: number) => (pos > 0 ? record.steps[pos - 1] : undefined);

/** The position a URL's `#step=N` asks for (or null). */
export function positionFromHash(hash: string, timeline: Pick<Timeline, "last">): number | null {
  const m = /(?:^#|&)step=(\d+)/.exec(hash);
  return m ? clampPosition(timeline, Number(m[1])) : null;
}
