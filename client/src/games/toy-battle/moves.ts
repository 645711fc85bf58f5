/**
 * What a drop means at a Toy Battle table (GameTable.intentFor). The board is one slot zone, a
 * slot per spot: a tile dropped on an empty spot is placed there, one dropped on a tower goes
 * onto it (`as: "onto"`, its new top). A tower's top tile dragged elsewhere moves alone (a tower
 * is never moved whole by a drop); a tile dropped on a stand or a discard pile goes there, to
 * its owner's (the shell's give-back reading). No rule refuses a move: the warnings speak.
 */
import { ToyBattle, type ClientAction, type Destination } from "@playmat/shared";
import type { MoveSource, MoveTarget } from "../../table/intents";
import type { TableSnap } from "../../net/snapshot";

export const Z = ToyBattle.TOY_BATTLE_ZONE_IDS;
export const BOARD = Z.board;

/** The table's map (its options, checked by the server when the table was made). */
export function mapOfSnap(snap: Pick<TableSnap, "options">): ToyBattle.ToyBattleMap {
  try {
    return ToyBattle.mapOf(snap.options);
  } catch {
    // A table's options the server accepted always hold a map; a replay frame of none draws the small one.
    return ToyBattle.TOY_BATTLE_MAPS[ToyBattle.DEFAULT_MAP_ID]!;
  }
}

export function movesFor(source: MoveSource, target: MoveTarget): ClientAction[] {
  const cards = source.kind === "cards" ? source.cards : [];
  if (cards.length === 0) return [];
  if (target.kind === "slot" && target.zone === BOARD) {
    // One tile at a time onto a spot: the last one picked goes, as a hand puts one tile down.
    const tile = cards[cards.length - 1]!;
    // A tower's top tile (its MovedCard's index is its spot's slot: Board.tsx) dropped back on its own spot.
    if (tile.zone === BOARD && tile.index === target.slot) return [];
    const to: Destination = target.occupied ? { zone: BOARD, slot: target.slot, as: "onto" } : { zone: BOARD, slot: target.slot };
    return [{ type: "move", cards: [tile.ref], to }];
  }
  if (target.kind === "pile") {
    const movable = cards.filter((c) => c.zone !== target.zone);
    if (movable.length === 0) return [];
    const to: Destination = target.at ? { zone: target.zone, at: target.at } : { zone: target.zone };
    // Position refs change as tiles leave a pile: the deepest first.
    return [{ type: "move", cards: [...movable].sort((a, b) => (b.index ?? 0) - (a.index ?? 0)).map((c) => c.ref), to }];
  }
  return [];
}

/**
 * The zone a shortcut key or a "Move to" item means at this table: the seat's stand ("hand"),
 * its discard pile, its supply's top or bottom. Spots are chosen by name (menus.ts), not by key.
 */
export function zoneFor(seat: string, id: string): MoveTarget | null {
  switch (id) {
    case "hand":
      return { kind: "pile", zone: `${seat}.${Z.stand}` };
    case "discard":
      return { kind: "pile", zone: `${seat}.${Z.discard}` };
    case "deck-top":
      return { kind: "pile", zone: `${seat}.${Z.supply}`, at: "top" };
    case "deck-bottom":
      return { kind: "pile", zone: `${seat}.${Z.supply}`, at: "bottom" };
  }
  return null;
}
