/**
 * Wrong guesses at one secret (a room's password or judge code, keyed by its stored hash, so
 * the room's joins and the replay link's judge view share them), counted twice:
 *
 * - from one client address: ten at once, then one every six seconds (by default). A stranger
 *   guessing wrong runs out of tries at their own address only: the judge, elsewhere, gets in.
 * - from every address together: sixty at once, then one every two seconds, so a guesser
 *   spread over many addresses still has a ceiling.
 *
 * Past either, a guess is turned down without being checked, the right one too, or a guesser
 * would learn when it hit. A guess is counted before it is checked (so guesses racing each
 * other can't all slip through) and given back when it was right.
 */
import { TokenBucket } from "./rate-limit";

export interface GuessAllowance {
  /** Guesses at once. */
  burst: number;
  /** Then this many a minute. */
  perMinute: number;
}

export interface GuessLimits {
  /** From one client address. */
  perAddress: GuessAllowance;
  /** From every address together. */
  perSecret: GuessAllowance;
}

/** GUESS_BURST, GUESS_PER_MINUTE, TABLE_GUESS_BURST, TABLE_GUESS_PER_MINUTE (config.ts). */
export const DEFAULT_GUESS_LIMITS: GuessLimits = { perAddress: { burst: 10, perMinute: 10 }, perSecret: { burst: 60, perMinute: 30 } };

/** Secrets, and secrets by address, tracked at once; full buckets are dropped first when there are more. */
const TRACKED = 10_000;

/** "ok" (counted), or whose allowance is used up: this address's, or the secret's from everywhere. */
export type GuessTurn = "ok" | "address" | "secret";

export class GuessLimiter {
  private readonly byAddress: Buckets;
  private readonly bySecret: Buckets;

  /** `limits` is read when a bucket is made (the configuration's, once the server has set it). */
  constructor(
    limits: () => GuessLimits = () => DEFAULT_GUESS_LIMITS,
    clock: () => number = () => performance.now(),
    tracked = TRACKED,
  ) {
    this.byAddress = new Buckets(() => limits().perAddress, clock, tracked);
    this.bySecret = new Buckets(() => limits().perSecret, clock, tracked);
  }

  /** Whether one more guess at `secret` from `from` (a client address) may be checked; counted if so. */
  take(secret: string, from: string): GuessTurn {
    const mine = addressKey(secret, from);
    if (!this.byAddress.take(mine)) return "address";
    if (this.bySecret.take(secret)) return "ok";
    // Not checked, so not held against this address: the judge may be caught by a crowd's guesses.
    this.byAddress.giveBack(mine);
    return "secret";
  }

  /** A guess that was right is held against neither. */
  giveBack(secret: string, from: string): void {
    this.byAddress.giveBack(addressKey(secret, from));
    this.bySecret.giveBack(secret);
  }
}

/** Hashes hold no newline: the key can't be made to collide with another secret's. */
const addressKey = (secret: string, from: string) => `${secret}\n${from}`;

/** Token buckets by key, bounded: past `tracked` keys, refilled ones go first, then the oldest. */
class Buckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly allowance: () => GuessAllowance,
    private readonly clock: () => number,
    private readonly tracked: number,
  ) {}

  take(key: string): boolean {
    const now = this.clock();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.tracked) this.prune(now);
      const { burst, perMinute } = this.allowance();
      bucket = new TokenBucket(burst, perMinute / 60, now);
      this.buckets.set(key, bucket);
    }
    return bucket.take(now);
  }

  giveBack(key: string): void {
    this.buckets.get(key)?.refund();
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key);
    // Every tracked key under attack at once: forget the oldest rather than grow.
    while (this.buckets.size >= this.tracked) this.buckets.delete(this.buckets.keys().next().value!);
  }
}
