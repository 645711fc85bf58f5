/**
 * How much of the log a client may have rendered for it. A `hello` renders the whole log for
 * its viewer, a `log.history` everything after a line: ~3 µs a line, on the event loop every
 * table shares, so at a table's 4,000 lines one such request costs what ~60 moves do. The
 * message rate limit alone would let one client keep a third of a core busy; this budget, in
 * lines, lets a client read the whole log a few times at once (joining, rejoining, a dropped
 * connection) and then a few thousand lines a second.
 */
import { WorkBuckets, type WorkLimit } from "./rate-limit";
import { refuse, type Refusal } from "./refusal";

/** Lines a client may have rendered at once (burst), then so many a second. */
export type LogReadLimit = WorkLimit;

/** Five whole logs at the longest a table keeps (MAX_TABLE_LOG_LINES, 4,000), then 4,000 lines a second. */
export const DEFAULT_LOG_READS: LogReadLimit = { burst: 20_000, perSecond: 4_000 };

export const LOG_TOO_FAST: Refusal = refuse("log.too-fast", "You asked for the log too often: ask again in a few seconds.");

/** The per-client buckets, counted in lines rendered. */
export class LogReads extends WorkBuckets {}
