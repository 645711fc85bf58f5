/**
 * What the creator of a Toy Battle table chooses (seed 003 §게임 준비): the battlefield (one of
 * maps/ or a map file of their own, checked whole: map/checks.ts), the first seat's colour, and
 * a medal target other than the map's if they like.
 */
import { z } from "zod";
import { CheckedMap } from "./map/checks";
import { COLOURS, type Colour, type ToyBattleMap } from "./map/schema";
import { FIRST_SKIRMISH } from "./maps/first-skirmish";
import type { Seat } from "../../engine/types";

export const ToyBattleOptions = z.object({
  map: CheckedMap.default(FIRST_SKIRMISH),
  /** The first seat's colour; the second seat plays the other. */
  p1Colour: z.enum(COLOURS).default("red"),
  /** Medals that win, over the map's own target. */
  medalTarget: z.number().int().min(1).max(99).optional(),
  /**
   * How the setup names the tiles (tiles.ts): "per-copy", on every table created now
   * (TOY_BATTLE_NEW_TABLE_OPTIONS), gives each of a player's 24 tiles its own definition id;
   * absent, a table stored before the option existed, one id per kind, as it was set up then.
   */
  tileIds: z.enum(["per-kind", "per-copy"]).optional(),
});
export type ToyBattleOptions = z.infer<typeof ToyBattleOptions>;

/** What every table created now gets over its creator's choices (the definition's newTableOptions). */
export const TOY_BATTLE_NEW_TABLE_OPTIONS: Readonly<Record<string, unknown>> = { tileIds: "per-copy" };

/** Options read once per table: a map is checked whole, and every action asks. */
const parsed = new WeakMap<object, ToyBattleOptions>();

export function optionsOf(options: Record<string, unknown>): ToyBattleOptions {
  let found = parsed.get(options);
  if (!found) {
    found = ToyBattleOptions.parse(options);
    parsed.set(options, found);
  }
  return found;
}

export const mapOf = (options: Record<string, unknown>): ToyBattleMap => optionsOf(options).map;

export const medalTargetOf = (options: Record<string, unknown>): number => optionsOf(options).medalTarget ?? mapOf(options).medalTarget;

export function colourOf(options: Record<string, unknown>, seat: Seat): Colour {
  const first = optionsOf(options).p1Colour;
  return seat === "p1" ? first : first === "red" ? "blue" : "red";
}

export const seatOfColour = (options: Record<string, unknown>, colour: Colour): Seat => (colourOf(options, "p1") === colour ? "p1" : "p2");

/** Whether the setup gives each tile copy its own definition id (tables created since the option). */
export const perCopyTileIds = (options: Record<string, unknown>): boolean => optionsOf(options).tileIds === "per-copy";
