/**
 * What the table offers after a placement (seed 003: the tile's effect, then the base's): the
 * acting player's latest placement this turn, read from the log (the room syncs no per-turn
 * record), and the effects it may apply — its tile's, by the tile's number, and its spot's base
 * effect (an assist, or words the players apply by hand). Never applied by itself.
 */
import { ToyBattle, type LogEntry } from "@playmat/shared";
import type { TableSnap } from "../../net/snapshot";
import { mapOfSnap } from "./moves";

const TURN_STARTS = new Set(["turn.began", "table.turn-set"]);
const PLACED = new Set(["note.placed", "note.placed-onto"]);

export interface Placed {
  spot: ToyBattle.Spot;
  /** The tile's number, read from its card name ("7 Rexy"). */
  power: number;
  card: string;
  /** The effects (assist ids) the seat applied since this placement, in order, none taken back: a used effect's button goes. */
  applied: string[];
}

const EFFECT_NOTE = "note.effect.";

/** The seat's latest placement this turn that was not taken back, with the effects applied since, or null. */
export function lastPlacement(snap: Pick<TableSnap, "options">, log: readonly LogEntry[], seat: string): Placed | null {
  const map = mapOfSnap(snap);
  const applied: string[] = [];
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.takenBack) continue;
    if (TURN_STARTS.has(entry.key)) return null;
    if (entry.key.startsWith(EFFECT_NOTE) && entry.seat === seat) applied.unshift(entry.key.slice(EFFECT_NOTE.length));
    if (!PLACED.has(entry.key) || entry.seat !== seat) continue;
    const spot = map.spots.find((s) => s.id === String(entry.params.spot));
    const card = String(entry.params.card ?? "");
    const power = Number.parseInt(card, 10);
    return spot ? { spot, power, card, applied } : null;
  }
  return null;
}

/** The assist a placed tile's effect is (none for 4, 7 and 8). */
export const tileEffect = (power: number): string | undefined => ToyBattle.TILE_EFFECTS[power as ToyBattle.TileNumber];

export const medalTarget = (snap: Pick<TableSnap, "options">): number => {
  try {
    return ToyBattle.medalTargetOf(snap.options);
  } catch {
    return mapOfSnap(snap).medalTarget;
  }
};

/** Spots whose top tile is the opponent's of `seat`: where "remove an adjacent top tile" may reach (the server checks adjacency). */
export function opponentTopped(snap: TableSnap, seat: string): ToyBattle.Spot[] {
  const map = mapOfSnap(snap);
  const mine = ToyBattle.colourOf(snap.options, seat === "p2" ? "p2" : "p1");
  const slots = snap.zones[ToyBattle.TOY_BATTLE_ZONE_IDS.board]?.slots ?? [];
  return map.spots.filter((_, slot) => {
    const tower = slots[slot];
    const top = tower?.cards[tower.cards.length - 1];
    const colour = top?.face ? ToyBattle.tileOf(top.face.defId)?.colour : undefined;
    return colour !== undefined && colour !== mine;
  });
}
