/**
 * The seeded PRNG of fuzzers and random games (shared/src/testing/prng.ts, where games' random
 * actions draw from it too), and the seed a suite runs with.
 */
export { Prng } from "@playmat/shared/testing";

/**
 * The seed of a seeded suite: fixed by default, so `npm test` is the same run every time (a
 * suite that asserts what a run covered must not depend on luck); `<VAR>=<n>` repeats a run,
 * `<VAR>=random` explores a new one (its seed is printed).
 */
export function seedFrom(variable: string, fallback: number): number {
  const given = process.env[variable];
  if (given === undefined || given === "") return fallback;
  const seed = given === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(given);
  if (!Number.isInteger(seed)) throw new Error(`${variable} must be an integer or "random"`);
  return seed;
}
