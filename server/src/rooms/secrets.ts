/**
 * How a room keeps its secrets at rest: the database holds hashes, never a password, a judge
 * code or a seat token, and every check compares fixed-length digests in constant time.
 * Passwords and judge codes are short and chosen (or read aloud) by people, so they get a
 * salted scrypt; seat tokens are 144 random bits, so a plain SHA-256 is enough and cheap.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { TokenBucket } from "./rate-limit";

export const newToken = () => randomBytes(18).toString("base64url");

/** A game record's shareable id: 128 random bits, so a link can't be guessed. */
export const newReplayId = () => randomBytes(16).toString("base64url");

const SCRYPT: ScryptOptions = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 32;

/** Thrown when too many secret checks are already waiting: the caller says "try again". */
export class SecretsBusy extends Error {
  constructor() {
    super("The server is busy checking passwords: try again in a moment.");
  }
}

/**
 * Each scrypt takes ~16 MB and tens of milliseconds of a core on libuv's thread pool (so a
 * join with a password never stalls the other tables). Unbounded, a flood of joins with wrong
 * passwords would take every core and the whole pool (files, DNS): at most two run at once,
 * a hundred wait, and past that a check is refused at once (SecretsBusy).
 */
const MAX_DERIVING = 2;
const MAX_WAITING = 100;
let deriving = 0;
const waiting: (() => void)[] = [];

async function derive(secret: string, salt: Buffer): Promise<Buffer> {
  if (deriving < MAX_DERIVING) deriving++;
  else if (waiting.length >= MAX_WAITING) throw new SecretsBusy();
  else await new Promise<void>((resume) => waiting.push(resume)); // the slot is handed over, still counted
  try {
    return await new Promise<Buffer>((resolve, reject) => scrypt(secret, salt, KEY_BYTES, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));
  } finally {
    const next = waiting.shift();
    if (next) next();
    else deriving--;
  }
}

/** "scrypt$<salt>$<key>" (base64url). */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("base64url")}$${(await derive(secret, salt)).toString("base64url")}`;
}

/** Whether `given` is the secret behind `stored` (from hashSecret). Malformed hashes never match. */
export async function verifySecret(given: string | undefined, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(given ?? "", Buffer.from(salt, "base64url"));
  return expected.length === actual.length && timingSafeEqual(actual, expected) && given !== undefined;
}

/**
 * Wrong guesses at one secret (a room's password or judge code, keyed by its stored hash, so
 * the room's joins and the replay link's judge view share them): ten at once, then one every
 * six seconds. Past that every guess is turned down without being checked, the right one
 * too, or a guesser would learn when it hit. A guess is counted before it is checked (so
 * guesses racing each other can't all slip through) and given back when it was right.
 */
export class GuessLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly burst = 10,
    private readonly perMinute = 10,
    private readonly clock: () => number = () => performance.now(),
    /** Secrets tracked at once; full buckets are dropped first when there are more. */
    private readonly tracked = 10_000,
  ) {}

  /** Whether one more guess at `key` may be checked (it is counted now). */
  take(key: string): boolean {
    const now = this.clock();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.tracked) this.prune(now);
      bucket = new TokenBucket(this.burst, this.perMinute / 60, now);
      this.buckets.set(key, bucket);
    }
    return bucket.take(now);
  }

  /** A guess that was right is not held against the secret. */
  giveBack(key: string): void {
    this.buckets.get(key)?.refund();
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.isFull(now)) this.buckets.delete(key);
    // Every tracked secret under attack at once: forget the oldest rather than grow.
    while (this.buckets.size >= this.tracked) this.buckets.delete(this.buckets.keys().next().value!);
  }
}

export const guesses = new GuessLimiter();

export type GuessVerdict = "right" | "wrong" | "limited";

/** A guess at a stored secret, counted against it (GuessLimiter); SecretsBusy when the server is flooded. */
export async function checkGuess(given: string | undefined, stored: string, limiter: GuessLimiter = guesses): Promise<GuessVerdict> {
  if (!limiter.take(stored)) return "limited";
  const right = await verifySecret(given, stored);
  if (right) limiter.giveBack(stored);
  return right ? "right" : "wrong";
}

/** "sha256$<hex>": what the database keeps of a seat token. */
export function hashToken(token: string): string {
  return `sha256$${createHash("sha256").update(token).digest("hex")}`;
}

/** Whether `given` is the token behind `stored` (from hashToken), in constant time. */
export function tokenMatches(given: string | undefined, stored: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(hashToken(given));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
