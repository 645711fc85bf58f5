/**
 * Work that would hold the event loop for long, done a slice at a time: a viewer's first game
 * record, and the fold an undo or a rewind makes. Each goes through the whole history (a
 * record 30–80 µs an entry, a fold 15–55 µs an action: tens to hundreds of milliseconds near
 * the log's limit), and the event loop it runs on is every table's: done at once, it would hold
 * up every other table's moves for as long. Between slices, other messages are answered.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { RecordBuilder, RecordSource } from "@playmat/shared";

/** How long one slice may run before other work gets a turn. */
export const SLICE_MS = 4;
/** Record entries folded between two looks at the clock. */
const RECORD_ENTRIES_PER_STEP = 8;

export interface SliceOptions {
  sliceMs?: number;
  clock?: () => number;
}

/**
 * Carries `builder` on until it has caught up with `source()`, read afresh at every step: the
 * game may move on between slices. A builder that can't go on (the record was revealed
 * meanwhile) is replaced by `fresh()`. Resolves to the builder that caught up.
 */
export function catchUp(builder: RecordBuilder, source: () => RecordSource, fresh: () => RecordBuilder, options: SliceOptions = {}): Promise<RecordBuilder> {
  function* steps(): Generator<void, RecordBuilder> {
    for (;;) {
      const current = source();
      if (!builder.canExtend(current)) builder = fresh();
      if (builder.advance(current, RECORD_ENTRIES_PER_STEP)) return builder;
      yield;
    }
  }
  return runInSlices(steps(), options);
}

/**
 * Runs steps that pause now and then (engine/history.ts foldSteps) to their end, giving the
 * event loop a turn whenever a slice has run SLICE_MS.
 */
export async function runInSlices<T>(steps: Generator<void, T>, { sliceMs = SLICE_MS, clock = () => performance.now() }: SliceOptions = {}): Promise<T> {
  let sliceStart = clock();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (clock() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = clock();
    }
  }
}
