/**
 * How long a table's log may grow (MAX_TABLE_LOG_LINES), and what a full table still takes: the
 * end of its game.
 */
import type { Action, TableState } from "@playmat/shared";
import { refuse, type Refusal } from "./refusal";

/**
 * The most lines a table's log holds (every action's lines, corrections and chat). A table
 * keeps its log and history in memory for its life, and a join (`hello`), a record and a
 * judge's rewind each go through all of it: ~1 KB and ~0.1 ms of a record per line. A long
 * game is well under 1,000 lines; the limit is what keeps a table played (or flooded) without
 * end from growing the server's memory and stalls without bound. MAX_TABLE_LOG_LINES.
 */
export const DEFAULT_MAX_LOG_LINES = 4000;

export interface SessionLimits {
  /** Once the log holds this many lines (or the history this many entries), nothing more is added. */
  maxLogLines: number;
}

export const DEFAULT_LIMITS: SessionLimits = { maxLogLines: DEFAULT_MAX_LOG_LINES };

/**
 * A full table still takes what ends its game — a concession, the answers to "won?" — and the
 * players' agreement to reveal its record, within this many more lines: otherwise a table that
 * reached its limit mid-game could never end. Those actions are few (a finished game refuses
 * every other move), and the headroom bounds even a player toggling its reveal on and off.
 */
export const ENDING_HEADROOM_LINES = 100;

/** What ends the game or follows its end, allowed the headroom above. */
export function endsTheGame(state: TableState, action: Action): boolean {
  if (action.type === "concede" || action.type === "record.reveal") return true;
  if (action.type !== "prompt.answer") return false;
  return state.prompts.some((p) => p.id === action.prompt && p.kind === "confirm-win");
}

/** The refusal for anything that would add to a log already full, if it is. */
export function logFullRefusal({ maxLogLines }: SessionLimits, size: { lines: number; actions: number }, endingTheGame: boolean): Refusal | undefined {
  const limit = maxLogLines + (endingTheGame ? ENDING_HEADROOM_LINES : 0);
  if (size.lines < limit && size.actions < limit) return undefined;
  return refuse(
    "table.full",
    `This table's log is full (${maxLogLines.toLocaleString("en")} lines), so nothing more can be added to this game but its end: concede, or confirm its result. Download the game record, and start a new table to play on.`,
  );
}
