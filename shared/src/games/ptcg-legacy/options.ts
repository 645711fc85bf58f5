/**
 * The options of a legacy table (seed 002): how who starts is decided (a coin, officially; a
 * die, as clubs in Szczecin do), play "on 2 Active" (two Active Spots and a Bench of 4), and how
 * many Prize cards each player lays (6; a Sudden Death game is played to 1).
 */
import { z } from "zod";

export const FIRST_PLAYER_BY = ["coin", "die"] as const;

export const LegacyOptions = z.object({
  /** Seed 002 §3: "officially a coin"; some clubs roll a die and count the pips. */
  firstPlayerBy: z.enum(FIRST_PLAYER_BY).default("coin"),
  /** Seed 002 (Bench): play "on 2 Active": two Active Spots and a Bench of at most 4. */
  twoActive: z.boolean().default(false),
  /** Prize cards each player lays: 6 (seed 002 §4); a Sudden Death game is played to 1. */
  prizes: z.number().int().min(1).max(6).default(6),
});
export type LegacyOptions = z.infer<typeof LegacyOptions>;

/** Active Spots on this table: 2 when it plays "on 2 Active". */
export const activeSpots = (options: Readonly<Record<string, unknown>>): number => (options.twoActive === true ? 2 : 1);

/** Bench slots: 5, or 4 on 2 Active (seed 002, "Wystawianie Pokémonów na Bench"). */
export const benchSlots = (options: Readonly<Record<string, unknown>>): number => (options.twoActive === true ? 4 : 5);

/** Prize cards each player lays on this table. */
export const prizeCount = (options: Readonly<Record<string, unknown>>): number => {
  const n = Number(options.prizes ?? 6);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 6;
};
