/**
 * A small deterministic PRNG for tests that play random games, so a failing game can be
 * replayed from its seed: `pick(n)` gives an integer in [0, n).
 */
export function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}
