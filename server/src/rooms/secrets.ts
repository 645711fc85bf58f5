/**
 * How a room keeps its secrets at rest: the database holds hashes, never a password, a judge
 * code or a seat token, and every check compares fixed-length digests in constant time.
 * Passwords and judge codes are short and chosen (or read aloud) by people, so they get a
 * salted scrypt; seat tokens are 144 random bits, so a plain SHA-256 is enough and cheap.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const newToken = () => randomBytes(18).toString("base64url");

/** A game record's shareable id: 128 random bits, so a link can't be guessed. */
export const newReplayId = () => randomBytes(16).toString("base64url");

const SCRYPT: ScryptOptions = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 32;

/** Runs on libuv's thread pool, so a join with a password never stalls the other tables. */
const derive = (secret: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) => scrypt(secret, salt, KEY_BYTES, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))));

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
