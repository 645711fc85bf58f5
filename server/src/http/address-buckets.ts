/**
 * Allowances in units of work by client address, for HTTP requests whose cost grows with what
 * they carry: a deck-list preview runs one to four card database queries per distinct line,
 * on the event loop every table shares. A request is counted per request by api-limit.ts as
 * well; this counts its lines, as rooms count a connection's (rooms/deck-lookups.ts).
 *
 * Addresses are strings that never go away by themselves, so the map is bounded: past
 * `maxAddresses`, buckets that have refilled completely (they hold nothing a fresh one would
 * not) are dropped, then the oldest, which only gives those addresses a full bucket again.
 */
import { TokenBucket, type WorkLimit } from "../rooms/rate-limit";

export const MAX_ADDRESSES = 10_000;

export class AddressBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly limit: () => WorkLimit,
    private readonly maxAddresses = MAX_ADDRESSES,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * Whether `address` may have `units` done now; if so they are counted. If not, `retryAfter`
   * says in how many seconds it may. A request bigger than the whole burst goes through once
   * the bucket is full, as in rooms.
   */
  take(address: string, units: number): { ok: true } | { ok: false; retryAfter: number } {
    const now = this.clock();
    const cost = Math.min(Math.max(0, units), this.limit().burst);
    const bucket = this.bucketOf(address, now);
    if (bucket.take(now, cost)) return { ok: true };
    return { ok: false, retryAfter: Math.max(1, Math.ceil(bucket.secondsUntil(now, cost))) };
  }

  /** Addresses with a bucket now (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private bucketOf(address: string, now: number): TokenBucket {
    const known = this.buckets.get(address);
    if (known) return known;
    if (this.buckets.size >= this.maxAddresses) this.makeRoom(now);
    const { burst, perSecond } = this.limit();
    const bucket = new TokenBucket(burst, perSecond, now);
    this.buckets.set(address, bucket);
    return bucket;
  }

  private makeRoom(now: number): void {
    for (const [address, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(address);
    // Still full of busy addresses: the oldest go (a Map iterates in insertion order).
    for (const address of this.buckets.keys()) {
      if (this.buckets.size < this.maxAddresses) break;
      this.buckets.delete(address);
    }
  }
}
