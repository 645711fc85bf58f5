/**
 * Toy Battle's words at the table, from the game's own strings (shared games/toy-battle/strings,
 * `game.ui`), and how the board's pieces are named: a tile by its translated name, a spot with
 * its kind and its tower ("spot B4, red stack of 3, top: 7 Rexy": docs/testing/toy-battle.md).
 */
import { cardNameIn, ToyBattle } from "@playmat/shared";
import type { CardSnap, SlotSnap } from "../../net/snapshot";

type T = (key: string, options?: Record<string, unknown>) => string;

export const GAME = "toy-battle";
const NS = `${GAME}/game`;

/** A word of the game's `ui` strings; outside a table too (the lobby's fields). */
export const ui = (t: T, key: string, options: Record<string, unknown> = {}): string => t(`ui.${key}`, { ...options, ns: NS });

/** A word of the game's other strings: an effect, a map, a tile's name. */
export const gameWord = (t: T, key: string, fallback: string): string => t(key, { ns: NS, defaultValue: fallback });

/** A tile as this viewer may name it: its translated card name, or "face-down tile". */
export function tileName(t: T, card: CardSnap | undefined): string {
  if (!card?.face) return ui(t, "faceDownTile");
  return cardNameIn(t, GAME, card.face.name);
}

/** A tile's colour, from its definition id (undefined for a face this viewer does not see). */
export const tileColour = (card: CardSnap | undefined) => (card?.face ? ToyBattle.tileOf(card.face.defId)?.colour : undefined);

export const colourWord = (t: T, colour: string): string => ui(t, `colour.${colour}`);

/** A spot's accessible name: its id, what kind of spot it is, and the tower on it. */
export function spotName(t: T, spot: ToyBattle.Spot, tower: SlotSnap | undefined): string {
  const kind =
    spot.kind === "headquarters"
      ? ui(t, "kind.headquarters", { colour: colourWord(t, spot.side) })
      : spot.kind === "base"
        ? ui(t, "kind.base", { count: spot.medals })
        : "";
  const top = tower?.cards[tower.cards.length - 1];
  const colour = tileColour(top);
  const towerWords =
    !tower || tower.cards.length === 0
      ? ui(t, "empty")
      : ui(t, "tower", { colour: colour ? colourWord(t, colour) : "", count: tower.cards.length, tile: tileName(t, top) });
  return ui(t, "spot", { spot: spot.id, kind, tower: towerWords });
}
