/**
 * Per-client message rate limits: a token bucket per connection. A client may send `burst`
 * messages at once and `perSecond` on average; a message over the limit is refused with a
 * clear error and changes nothing. Every refusal is a strike; strikes are forgiven at one per
 * second, and a client that collects `strikes` of them (a flood, not a hasty double-click) is
 * disconnected.
 */

export interface RateLimit {
  /** Messages per second, on average. */
  perSecond: number;
  /** Messages a client may send at once. */
  burst: number;
  /** Refused messages tolerated before the client is disconnected (forgiven at one per second). */
  strikes: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 30, burst: 60, strikes: 60 };

/** RATE_LIMIT_PER_SECOND, RATE_LIMIT_BURST, RATE_LIMIT_STRIKES; defaults for anything unset or invalid. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimit {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== "" && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    perSecond: read("RATE_LIMIT_PER_SECOND", DEFAULT_RATE_LIMIT.perSecond),
    burst: read("RATE_LIMIT_BURST", DEFAULT_RATE_LIMIT.burst),
    strikes: read("RATE_LIMIT_STRIKES", DEFAULT_RATE_LIMIT.strikes),
  };
}

/**
 * A hard cap on frames per second per connection, far above the bucket, enforced by Colyseus
 * itself (Room.maxMessagesPerSecond: the connection is closed). It also covers what never
 * reaches a handler: frames that aren't messages. (Requests of unknown types reach the room's
 * "*" handler and its bucket instead: unknown-requests.ts.)
 */
export const frameLimit = (limit: RateLimit): number => Math.ceil(4 * Math.max(limit.burst, limit.perSecond));

/** Tokens refill continuously at `rate` per second up to `capacity`; a take costs one, or `cost`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly rate: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  take(now: number, cost = 1): boolean {
    this.refill(now);
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Seconds until `cost` tokens are there (0: now). */
  secondsUntil(now: number, cost = 1): number {
    this.refill(now);
    return Math.max(0, (Math.min(cost, this.capacity) - this.tokens) / this.rate);
  }

  /** Gives back a token taken for something that turned out not to count. */
  refund(): void {
    this.tokens = Math.min(this.capacity, this.tokens + 1);
  }

  /** Whether the bucket has refilled completely (nothing taken is still counted). */
  isFull(now: number): boolean {
    this.refill(now);
    return this.tokens >= this.capacity;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + (Math.max(0, now - this.last) / 1000) * this.rate);
    this.last = now;
  }
}

/** A token bucket per client, made on its first take and gone with the client. */
export class ClientBuckets {
  private readonly buckets = new WeakMap<object, TokenBucket>();

  constructor(
    protected readonly limit: () => { burst: number; perSecond: number },
    private readonly clock: () => number = () => performance.now(),
  ) {}

  take(client: object, cost = 1): boolean {
    let bucket = this.buckets.get(client);
    if (!bucket) {
      const { burst, perSecond } = this.limit();
      bucket = new TokenBucket(burst, perSecond, this.clock());
      this.buckets.set(client, bucket);
    }
    return bucket.take(this.clock(), cost);
  }
}

/** A bucket counted in units of work (log lines rendered, deck-list lines looked up). */
export interface WorkLimit {
  /** Units a client may have done at once. */
  burst: number;
  /** Then this many a second. */
  perSecond: number;
}

/**
 * Per-client buckets counted in units of work. A request bigger than the whole burst (a limit
 * set below the largest request a table allows) still goes through once the bucket is full.
 */
export class WorkBuckets extends ClientBuckets {
  /** Whether `client` may have `units` done now (they are counted if so); nothing (0 or less) is always allowed. */
  override take(client: object, units: number): boolean {
    return super.take(client, Math.min(Math.max(0, units), this.limit().burst));
  }
}

export type Verdict = "ok" | "limited" | "disconnect";

/** One client's limits: its message bucket and its strikes. */
export class ClientRateLimiter {
  private readonly messages: TokenBucket;
  private readonly strikes: TokenBucket;

  constructor(
    limit: RateLimit,
    private readonly clock: () => number = () => performance.now(),
  ) {
    const now = clock();
    this.messages = new TokenBucket(limit.burst, limit.perSecond, now);
    this.strikes = new TokenBucket(limit.strikes, 1, now);
  }

  /** Whether the next message may go through; "disconnect" once the strikes are used up. */
  take(): Verdict {
    const now = this.clock();
    if (this.messages.take(now)) return "ok";
    return this.strikes.take(now) ? "limited" : "disconnect";
  }
}

/** Limiters by client, created on a client's first message and gone with the client. */
export class RateLimiter {
  private readonly clients = new WeakMap<object, ClientRateLimiter>();

  constructor(
    private readonly limit: () => RateLimit,
    private readonly clock?: () => number,
  ) {}

  take(client: object): Verdict {
    let limiter = this.clients.get(client);
    if (!limiter) {
      limiter = new ClientRateLimiter(this.limit(), this.clock);
      this.clients.set(client, limiter);
    }
    return limiter.take();
  }
}
