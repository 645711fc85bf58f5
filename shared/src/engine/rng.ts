/**
 * The table's only source of randomness: the ChaCha20 keystream (audited @noble/ciphers),
 * keyed by a 256-bit seed the server makes from crypto-random bytes. Its position lives in
 * the table state, so a game replays bit for bit from its seed and actions and a restored
 * snapshot continues from the same place.
 *
 * Why a cipher and not a fast PRNG: shuffles and coins are secrets. A linear generator
 * (xorshift, xoroshiro) can be solved from a few hundred public coin flips, and then every
 * deck order is known. ChaCha20's output says nothing about its key or future output.
 * Never Math.random in shared/.
 */
import { chacha20 } from "@noble/ciphers/chacha.js";

/** Eight key words, then the 64-byte block counter, then the next word within that block. */
export type RngState = number[];

const KEY_WORDS = 8;
const WORDS_PER_BLOCK = 16;
const NONCE = new Uint8Array(12);
const ZEROES = new Uint8Array(WORDS_PER_BLOCK * 4);

/** A 64-hex-digit seed is the key itself; anything else (test-mode seeds) is stretched into one. */
export function seedRng(seed: number | string): RngState {
  const text = String(seed);
  const key = /^[0-9a-f]{64}$/i.test(text) ? hexWords(text) : stretch(text);
  return [...key, 0, 0];
}

function hexWords(hex: string): number[] {
  return Array.from({ length: KEY_WORDS }, (_, i) => Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0);
}

/** Deterministic key words from a short test seed (FNV-1a, then splitmix32 steps). */
function stretch(text: string): number[] {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return Array.from({ length: KEY_WORDS }, () => {
    h = (h + 0x9e3779b9) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  });
}

/** Draws from the state in place; callers hold a draft of the table. */
export class Rng {
  private blockIndex = -1;
  private block = new Uint32Array(WORDS_PER_BLOCK);

  constructor(private readonly state: RngState) {}

  /** An integer in [from, to], both included, without modulo bias. */
  int(from: number, to: number): number {
    const range = to - from + 1;
    if (!(range >= 1 && range <= 2 ** 32)) throw new Error(`rng: bad range ${from}..${to}`);
    const limit = Math.floor(2 ** 32 / range) * range;
    let word = this.nextWord();
    while (word >= limit) word = this.nextWord();
    return from + (word % range);
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

  private nextWord(): number {
    const counter = this.state[KEY_WORDS]!;
    const position = this.state[KEY_WORDS + 1]!;
    if (this.blockIndex !== counter) {
      const key = new Uint8Array(new Uint32Array(this.state.slice(0, KEY_WORDS)).buffer);
      const bytes = chacha20(key, NONCE, ZEROES, undefined, counter);
      this.block = new Uint32Array(bytes.buffer, bytes.byteOffset, WORDS_PER_BLOCK);
      this.blockIndex = counter;
    }
    const word = this.block[position]!;
    if (position + 1 === WORDS_PER_BLOCK) {
      this.state[KEY_WORDS] = counter + 1;
      this.state[KEY_WORDS + 1] = 0;
    } else this.state[KEY_WORDS + 1] = position + 1;
    return word;
  }
}

/** A seed for a new table from a string such as a room option in test mode. */
export function seedFromString(text: string): string {
  return stretch(text).map((w) => w.toString(16).padStart(8, "0")).join("");
}
