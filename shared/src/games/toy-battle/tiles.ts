/**
 * Toy Battle's tiles (seed 003 §구성): each player owns 24, soldiers 1 to 8, three of each, in
 * the player's colour. The game brings them itself, as the sandbox its numbered cards: no card
 * data, no deck lists. A tile's power is its number; its name is a translated string
 * (strings/<lng>.ts `tile.<n>`), and its card name, which the log reads, is the number and the
 * English name ("7 Rexy"), as every other card name in a log line is the card's own.
 */
import type { CardDef } from "../../cards/types";
import { COLOURS, type Colour } from "./map/schema";

export const TILE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type TileNumber = (typeof TILE_NUMBERS)[number];
export const COPIES = 3;
export const TILES_PER_PLAYER = TILE_NUMBERS.length * COPIES;

/** The English names Playmat chose (docs/games/toy-battle.md); the Korean originals are in strings/ko.ts. */
export const ENGLISH_NAMES: Readonly<Record<TileNumber, string>> = {
  1: "Skully",
  2: "Captain",
  3: "Giant",
  4: "Skipper Coco",
  5: "XB-42",
  6: "Rainbow",
  7: "Rexy",
  8: "Quax",
};

/** The joker (seed 003: 꽉스 ignores placement superiority, and any tile may go on it). */
export const JOKER: TileNumber = 8;
/** Skipper Coco may go to a spot not connected to the headquarters, never the opponent's. */
export const ANYWHERE: TileNumber = 4;

/**
 * The three copies of a tile, each its own card definition (`toy-battle-red-7-b`) on a table
 * created now (options.ts `tileIds: "per-copy"`), so that every tile of a table is one card
 * the leak oracle can follow by its id (testing/game-kit.ts). A table stored before kept one
 * definition per kind (`toy-battle-red-7`), and keeps it when it is restored.
 */
export const COPY_LETTERS = ["a", "b", "c"] as const;
export type CopyLetter = (typeof COPY_LETTERS)[number];

/** A tile's definition id: per copy when `copy` is given, per kind (tables stored before per-copy ids) when not. */
export const tileDefId = (colour: Colour, n: TileNumber, copy?: CopyLetter): string => `toy-battle-${colour}-${n}${copy ? `-${copy}` : ""}`;

export const tileDef = (colour: Colour, n: TileNumber, copy?: CopyLetter): CardDef => ({
  id: tileDefId(colour, n, copy),
  name: `${n} ${ENGLISH_NAMES[n]}`,
  supertype: "Unknown",
  subtypes: [],
  number: String(n),
});

/** Every tile of both colours, per kind (`per-copy`: false, a table stored before) or per copy: what the setup puts in the table's card definitions. */
export function allTileDefs(perCopy: boolean): CardDef[] {
  const copies: readonly (CopyLetter | undefined)[] = perCopy ? COPY_LETTERS : [undefined];
  return COLOURS.flatMap((colour) => TILE_NUMBERS.flatMap((n) => copies.map((copy) => tileDef(colour, n, copy))));
}

/** Both forms: per copy (`toy-battle-red-7-b`) and per kind (`toy-battle-red-7`, tables stored before). */
const DEF_ID = /^toy-battle-(red|blue)-([1-8])(?:-[abc])?$/;

/** A tile's colour and power from its definition id; undefined for anything that is not a Toy Battle tile. */
export function tileOf(defId: string): { colour: Colour; power: TileNumber } | undefined {
  const m = DEF_ID.exec(defId);
  return m ? { colour: m[1] as Colour, power: Number(m[2]) as TileNumber } : undefined;
}

/**
 * The tiles' card names in one language's words, keyed by their card names as the log and the
 * table carry them (i18n/phrases.ts cardNameIn: `cardName.<name>`): "7 Rexy" → "7 렉시".
 */
export function tileCardNames(names: Readonly<Record<TileNumber, string>>): Record<string, string> {
  return Object.fromEntries(TILE_NUMBERS.map((n) => [`${n} ${ENGLISH_NAMES[n]}`, `${n} ${names[n]}`]));
}
