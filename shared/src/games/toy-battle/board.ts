/**
 * Reading the board of a table (pure, for advisories, assists, medals and win prompts): which
 * tower stands on a spot, whose tile tops it, and where a player may place by seed 003's rules.
 *
 * "Connected to one's headquarters" (seed 003 §병정 배치 규칙: 자신의 본부와 연결된 경로) is
 * read as: a walk along paths from one of the player's headquarters, stepping only onto spots
 * its own tiles top, reaches the spot or a neighbour of it. So a player places next to its
 * headquarters or next to its own line of towers, and an opponent's tower on the way cuts it.
 */
import type { Card, Seat, SlotZone, Stack, TableState } from "../../engine/types";
import { otherSeat } from "../../engine/types";
import { areAdjacent, headquartersOf, neighbours, reachable } from "./map/graph";
import type { Spot, ToyBattleMap } from "./map/schema";
import { colourOf, mapOf, seatOfColour } from "./options";
import { ANYWHERE, JOKER, tileOf } from "./tiles";
import { STAND_LIMIT, TOY_BATTLE_ZONE_IDS as Z } from "./zones";

const graphs = new WeakMap<ToyBattleMap, Map<string, string[]>>();

export function graphOf(map: ToyBattleMap): Map<string, string[]> {
  let graph = graphs.get(map);
  if (!graph) graphs.set(map, (graph = neighbours(map)));
  return graph;
}

export const boardOf = (state: TableState): SlotZone => state.zones[Z.board] as SlotZone;

export const spotAt = (state: TableState, slot: number): Spot | undefined => mapOf(state.options).spots[slot];

export function towerAt(state: TableState, spotId: string): Stack | null {
  const slot = mapOf(state.options).spots.findIndex((s) => s.id === spotId);
  return slot < 0 ? null : (boardOf(state).slots[slot] ?? null);
}

export const topOf = (stack: Stack | null): Card | undefined => stack?.cards[stack.cards.length - 1];

/** The seat whose colour the tile is (a tile's defId says its colour), or its owner for anything else. */
export function seatOfTile(state: TableState, card: Card): Seat {
  const tile = tileOf(card.defId);
  return tile ? seatOfColour(state.options, tile.colour) : card.owner;
}

/** Whose tile tops the tower on a spot: null for an empty spot. */
export function topSeat(state: TableState, spotId: string): Seat | null {
  const top = topOf(towerAt(state, spotId));
  return top ? seatOfTile(state, top) : null;
}

export const powerOf = (card: Card): number => tileOf(card.defId)?.power ?? 0;

export function headquartersOfSeat(state: TableState, seat: Seat): string[] {
  return headquartersOf(mapOf(state.options), colourOf(state.options, seat));
}

/** The spots `seat` may place on by the connection rule: its line (headquarters and own-topped spots reached from them) and their neighbours. */
export function connectedSpots(state: TableState, seat: Seat): Set<string> {
  const map = mapOf(state.options);
  const graph = graphOf(map);
  const line = reachable(graph, headquartersOfSeat(state, seat), (id) => topSeat(state, id) === seat);
  const out = new Set(line);
  for (const id of line) for (const next of graph.get(id) ?? []) out.add(next);
  return out;
}

export interface PlacementCheck {
  /** Not connected to the seat's headquarters (Skipper Coco's exception already applied). */
  unconnected: boolean;
  /** Skipper Coco, unconnected, onto the opponent's headquarters: its exception does not reach there. */
  anywhereToHeadquarters: boolean;
  /** Onto a tower the opponent tops, without more power than its top (neither tile the joker). */
  outpowered: boolean;
}

/**
 * What seed 003 says of `seat` placing a tile of `power` on `spotId`, the board as it is in
 * `state` (before the placement). `anywhere`: a base's "place anywhere" effect is in force.
 */
export function checkPlacement(state: TableState, seat: Seat, spotId: string, power: number, anywhere = false): PlacementCheck {
  const opponentsHq = headquartersOfSeat(state, otherSeat(seat)).includes(spotId);
  const connected = connectedSpots(state, seat).has(spotId);
  const skipper = power === ANYWHERE || anywhere;
  const top = topOf(towerAt(state, spotId));
  const opponentTops = top !== undefined && seatOfTile(state, top) !== seat;
  const jokerInvolved = power === JOKER || (top !== undefined && powerOf(top) === JOKER);
  return {
    unconnected: !connected && !skipper,
    anywhereToHeadquarters: !connected && skipper && opponentsHq,
    outpowered: opponentTops && !jokerInvolved && power <= powerOf(top!),
  };
}

export const isLegalPlacement = (c: PlacementCheck): boolean => !c.unconnected && !c.anywhereToHeadquarters && !c.outpowered;

const pile = (state: TableState, key: string): Card[] => {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
};

export const standOf = (state: TableState, seat: Seat): Card[] => pile(state, `${seat}.${Z.stand}`);
export const supplyOf = (state: TableState, seat: Seat): Card[] => pile(state, `${seat}.${Z.supply}`);

/** Seed 003 §병정 2개 뽑기: a draw needs a tile in the supply and room on the stand. */
export const canDraw = (state: TableState, seat: Seat): boolean => supplyOf(state, seat).length > 0 && standOf(state, seat).length < STAND_LIMIT;

/** Whether some tile of the seat's stand has a spot where the rules let it go. */
export function canPlace(state: TableState, seat: Seat): boolean {
  const powers = [...new Set(standOf(state, seat).map(powerOf))];
  const spots = mapOf(state.options).spots;
  return powers.some((power) => spots.some((spot) => isLegalPlacement(checkPlacement(state, seat, spot.id, power))));
}

export const spotsAdjacent = (state: TableState, a: string, b: string): boolean => areAdjacent(graphOf(mapOf(state.options)), a, b);
