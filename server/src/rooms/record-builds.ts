/** How many game records a client may have built for it, and its default (a leaf: services.ts and table-history.ts both read it). */
/**
 * Records a client may have built for it: three at once, then one every five seconds. A
 * viewer's first record goes through the whole game (~60 µs a log line, in slices between which
 * other tables' messages run), later ones only through what happened since (RecordBuilder);
 * asking again when nothing happened is free.
 */
export const DEFAULT_RECORD_BUILDS: RecordBuilds = { burst: 3, perSecond: 0.2 };

export interface RecordBuilds {
  /** Records built for one client at once. */
  burst: number;
  /** Then this many a second. */
  perSecond: number;
}
