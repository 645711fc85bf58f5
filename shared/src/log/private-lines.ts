/**
 * Private lines: a warning only some viewers may read (an advisory with a `seenBy`, about a
 * card the others can't see). Everyone else must get the same bytes whether it fired or not,
 * so it takes no line number of the log's: a gap there, or a numbered line that reads the same
 * for all, would tell them it did. It follows the last line its action wrote, and its readers
 * number it after that line, before the next: line 41's first private line is 41.01 for each
 * of them, its second 41.02 (counted among the ones that viewer reads). Corrections' line
 * ranges ([first, end) of whole numbers) hold it with its line; a judge's rewind to it is a
 * rewind to the line it follows.
 */
import type { TableEvent } from "../engine/events";
import type { LogItem } from "./chat";

/** Private lines by the line they follow. */
export type PrivateLines = ReadonlyMap<number, readonly TableEvent[]>;

/** Up to this many private lines after one line get a number of their own (an action warns a few times at most). */
const PER_LINE = 99;

export const isPrivateLine = (item: LogItem): item is TableEvent =>
  item.type === "advisory" && item.advisory.seenBy !== undefined;

/** The number of the `k`th (from 1) private line a viewer reads after line `line`: 41, 1 → 41.01. */
export const privateSeq = (line: number, k: number): number => (line * 100 + Math.min(k, PER_LINE)) / 100;

/** The whole line a private line's number follows (41.01 → 41); a whole line's own number. */
export const lineOf = (seq: number): number => Math.floor(seq);
