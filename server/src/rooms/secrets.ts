/**
 * How a room keeps its secrets at rest: the database holds hashes, never a password, a judge
 * code or a seat token, and every check compares fixed-length digests in constant time.
 * Passwords and judge codes are short and chosen (or read aloud) by people, so they get a
 * salted scrypt; seat tokens are 144 random bits, so a plain SHA-256 is enough and cheap.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { GuessLimiter } from "./guess-limiter";
import { roomServices } from "./services";

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

/** The process's count, for every room and the replay link, under the configuration's limits. */
export const guesses = new GuessLimiter(() => roomServices.guessLimits);

/** "right", "wrong", or turned down unchecked: too many wrong guesses from this address, or at this secret from everywhere. */
export type GuessVerdict = "right" | "wrong" | "limited-address" | "limited-secret";

/**
 * A guess at a stored secret from a client address (or a connection, when its address is not
 * known), counted against both (guess-limiter.ts); SecretsBusy when the server is flooded.
 */
export async function checkGuess(given: string | undefined, stored: string, from: string, limiter: GuessLimiter = guesses): Promise<GuessVerdict> {
  const turn = limiter.take(stored, from);
  if (turn !== "ok") return turn === "address" ? "limited-address" : "limited-secret";
  const right = await verifySecret(given, stored);
  if (right) limiter.giveBack(stored, from);
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
