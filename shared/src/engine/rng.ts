/**
 * The table's only source of randomness: a seeded xoroshiro128+ whose state lives in the
 * table state, so a game replays bit for bit from its seed and actions, and a restored
 * snapshot continues from the same position. Never Math.random in shared/.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";

export type RngState = number[];

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** Draws from the state in place; callers hold a draft of the table. */
export class Rng {
  private readonly generator;
  constructor(private readonly state: RngState) {
    this.generator = xoroshiro128plusFromState(state);
  }

  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    const value = uniformInt(this.generator, from, to);
    this.save();
    return value;
  }

  coin(): "heads" | "tails" {
    return this.int(0, 1) === 1 ? "heads" : "tails";
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  private save(): void {
    const next = this.generator.getState();
    for (let i = 0; i < next.length; i++) this.state[i] = next[i]!;
  }
}

/** A seed for a new table, from a string such as a room option in test mode. */
export function seedFromString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash | 0;
}
