/**
 * A small seeded PRNG (sfc32) for fuzzers and random games: the same seed replays the same
 * run, so a failure is reproduced by its seed. Never Math.random in a test that must repeat.
 * It lives here so a game's random-action generator (games/<id>/testing/) draws from the same
 * sequence the server's suites seed.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed | 0;
    for (let i = 0; i < 16; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[this.int(items.length)]!;
  }

  /** Picks by weight: [[weight, value], ...]. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T {
    const total = entries.reduce((n, [w]) => n + w, 0);
    let roll = this.next() * total;
    for (const [w, value] of entries) {
      if ((roll -= w) < 0) return value;
    }
    return entries[entries.length - 1]![1];
  }
}
