/**
 * Toy Battle's map format, version 1: a battlefield as data (docs/games/toy-battle.md). Seed 003
 * says its maps were not written down yet, so Playmat defines the file: spots with a position
 * and a kind (an ordinary spot, a headquarters of red or blue, a special base with its medal
 * value and effect), the paths between them, the medals that win and how medals are counted.
 * The schema checks the shape; map/checks.ts checks the map as a whole (every spot reachable).
 */
import { z } from "zod";

export const MAP_FORMAT = "playmat/toy-battle-map";
export const MAP_VERSION = 1;

/** The most spots a map may have: one slot of the board per spot (engine/actions.ts MAX_SLOT_INDEX). */
export const MAX_SPOTS = 100;

export const COLOURS = ["red", "blue"] as const;
export type Colour = (typeof COLOURS)[number];

/** Effects a base may have that an assist applies: the tiles' own (assists/), by id. */
export const BASE_EFFECTS = ["draw-two", "extra-placement", "remove-adjacent", "discard-random", "draw-one", "place-anywhere"] as const;
export type BaseEffectId = (typeof BASE_EFFECTS)[number];

const SpotId = z.string().regex(/^[A-Z][0-9]{1,2}$/, "a spot id is a capital letter and a number, like B4");

/** Where the spot is drawn, in hundredths of the board's width and height (0 to 100). */
const coordinate = z.number().min(0).max(100);

const common = { id: SpotId, x: coordinate, y: coordinate };

const Ordinary = z.strictObject({ ...common, kind: z.literal("ordinary") });
const Headquarters = z.strictObject({ ...common, kind: z.literal("headquarters"), side: z.enum(COLOURS) });

/** One of the effects an assist applies, or words the players apply by hand. */
export const BaseEffect = z.union([
  z.strictObject({ assist: z.enum(BASE_EFFECTS) }),
  z.strictObject({ text: z.string().trim().min(1).max(200) }),
]);
export type BaseEffect = z.infer<typeof BaseEffect>;

const Base = z.strictObject({ ...common, kind: z.literal("base"), medals: z.number().int().min(0).max(9), effect: BaseEffect.optional() });

export const Spot = z.discriminatedUnion("kind", [Ordinary, Headquarters, Base]);
export type Spot = z.infer<typeof Spot>;

export const MapSchema = z.strictObject({
  format: z.literal(MAP_FORMAT),
  version: z.literal(MAP_VERSION),
  name: z.string().trim().min(1).max(60),
  /** Medals that win (seed 003: each battlefield has its own target). */
  medalTarget: z.number().int().min(1).max(99),
  /**
   * "held": a player holds the medals of every base its tile tops, recounted after each
   * placement (Playmat's reading of seed 003); "kept": a base's medals are earned when a
   * player's tile takes its top from the other player or an empty base, and kept.
   */
  medals: z.enum(["held", "kept"]),
  spots: z.array(Spot).min(2).max(MAX_SPOTS),
  /** Paths as pairs of spot ids; a path runs both ways. */
  paths: z.array(z.tuple([SpotId, SpotId])).max(MAX_SPOTS * 6),
});
export type ToyBattleMap = z.infer<typeof MapSchema>;
