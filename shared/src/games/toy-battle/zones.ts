/**
 * The Toy Battle table (seed 003 §게임 준비): per player a supply (shuffled, face down), four
 * tiles set aside (seen by nobody, not even their owner, until the game ends), a stand (its
 * owner's alone: the opponent sees how many) and a discard pile (public); and the board, one
 * slot per spot of the table's map, where a stack is a tower of tiles, its top tile last.
 */
import type { ZoneSpec } from "../../engine/definition";
import { mapOf } from "./options";

/** The zones' ids, as the moves, the client and the tests name them. */
export const TOY_BATTLE_ZONE_IDS = {
  supply: "supply",
  setAside: "set-aside",
  stand: "stand",
  discard: "discard",
  looking: "looking",
  board: "board",
} as const;

const Z = TOY_BATTLE_ZONE_IDS;

/** Seed 003 §병정 2개 뽑기: a stand holds up to 8 tiles. */
export const STAND_LIMIT = 8;

export const TOY_BATTLE_ZONES: ZoneSpec[] = [
  /** Sealed: nobody looks or searches into it, its owner included (seed 003: shuffled, face down); tiles leave it by the draw. */
  { id: Z.supply, perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top", ordered: true, sealed: true },
  /** Hidden from all, sealed like the supply: the set-aside tiles are shown when the game ends (after-action.ts). */
  { id: Z.setAside, perPlayer: true, layout: "pile", visibility: "hidden", defaultAt: "top", sealed: true },
  { id: Z.stand, perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom" },
  { id: Z.discard, perPlayer: true, layout: "pile", visibility: "public", defaultAt: "top", ordered: true },
  /** The engine's look and search put tiles here (from a stand or a discard pile; the supply and set-aside tiles are sealed): kept for tables stored with it. */
  { id: Z.looking, perPlayer: true, layout: "pile", visibility: "owner", defaultAt: "bottom", ordered: true },
  /** Nobody's: either player puts a tile onto any tower, and anyone may look through one (its tiles lie face up). */
  { id: Z.board, perPlayer: false, layout: "slots", visibility: "public", slots: (options) => mapOf(options).spots.length },
];
