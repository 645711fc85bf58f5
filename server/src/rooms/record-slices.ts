/**
 * Game records built a slice at a time. A viewer's first record of a long game folds the whole
 * history (30–80 µs an entry: up to a third of a second near the log's limit), and the event
 * loop it runs on is every table's: built at once, it would hold up every other table's moves
 * for as long. Between slices, other messages are answered.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { RecordBuilder, RecordSource } from "@playmat/shared";

/** How long one slice may run before other work gets a turn. */
export const RECORD_SLICE_MS = 4;
/** Entries folded between two looks at the clock. */
const ENTRIES_PER_STEP = 8;

export interface CatchUpOptions {
  sliceMs?: number;
  clock?: () => number;
}

/**
 * Carries `builder` on until it has caught up with `source()`, read afresh at every step: the
 * game may move on between slices. A builder that can't go on (the record was revealed
 * meanwhile) is replaced by `fresh()`. Resolves to the builder that caught up.
 */
export async function catchUp(
  builder: RecordBuilder,
  source: () => RecordSource,
  fresh: () => RecordBuilder,
  { sliceMs = RECORD_SLICE_MS, clock = () => performance.now() }: CatchUpOptions = {},
): Promise<RecordBuilder> {
  let sliceStart = clock();
  for (;;) {
    const current = source();
    if (!builder.canExtend(current)) builder = fresh();
    if (builder.advance(current, ENTRIES_PER_STEP)) return builder;
    if (clock() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = clock();
    }
  }
}
