/** Reading a map as a graph: each spot's neighbours along the paths, and what a walk from some spots reaches. */
import type { ToyBattleMap } from "./schema";

/** Each spot's neighbours, by id (paths run both ways; a path naming a spot the map lacks is left out). */
export function neighbours(map: ToyBattleMap): Map<string, string[]> {
  const out = new Map<string, string[]>(map.spots.map((s) => [s.id, []]));
  for (const [a, b] of map.paths) {
    if (!out.has(a) || !out.has(b) || a === b) continue;
    if (!out.get(a)!.includes(b)) out.get(a)!.push(b);
    if (!out.get(b)!.includes(a)) out.get(b)!.push(a);
  }
  return out;
}

/** The spots a walk from `from` reaches, stepping only onto spots `passable` allows (the starts always count). */
export function reachable(graph: Map<string, string[]>, from: readonly string[], passable: (id: string) => boolean = () => true): Set<string> {
  const seen = new Set(from.filter((id) => graph.has(id)));
  const queue = [...seen];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const next of graph.get(id) ?? []) {
      if (seen.has(next) || !passable(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

export const areAdjacent = (graph: Map<string, string[]>, a: string, b: string): boolean => graph.get(a)?.includes(b) ?? false;

/** The spot's index in the map: its slot on the board. -1 when the map has no such spot. */
export const slotOfSpot = (map: ToyBattleMap, id: string): number => map.spots.findIndex((s) => s.id === id);

export const headquartersOf = (map: ToyBattleMap, colour: string): string[] =>
  map.spots.filter((s) => s.kind === "headquarters" && s.side === colour).map((s) => s.id);
