/**
 * What a map must be, beyond its shape (map/schema.ts), as pure checks a map editor runs and the
 * table's options refuse a map by: spot ids unique, paths between spots the map has, each side
 * with a headquarters, every spot connected, every headquarters reachable from the other side's.
 * Each problem has a code and a sentence that names the spot or path.
 */
import { MapSchema, COLOURS, type ToyBattleMap } from "./schema";
import { headquartersOf, neighbours, reachable } from "./graph";

export interface MapProblem {
  code:
    | "map.duplicate-id"
    | "map.unknown-spot"
    | "map.self-path"
    | "map.duplicate-path"
    | "map.no-headquarters"
    | "map.disconnected"
    | "map.headquarters-unreachable";
  message: string;
}

export function uniqueIds(map: ToyBattleMap): MapProblem[] {
  const seen = new Set<string>();
  const problems: MapProblem[] = [];
  for (const { id } of map.spots) {
    if (seen.has(id)) problems.push({ code: "map.duplicate-id", message: `Two spots are called ${id}: each spot needs its own id.` });
    seen.add(id);
  }
  return problems;
}

export function pathsNameSpots(map: ToyBattleMap): MapProblem[] {
  const ids = new Set(map.spots.map((s) => s.id));
  const seen = new Set<string>();
  const problems: MapProblem[] = [];
  for (const [a, b] of map.paths) {
    for (const id of [a, b]) {
      if (!ids.has(id)) problems.push({ code: "map.unknown-spot", message: `The path ${a}–${b} names ${id}, which is not a spot of this map.` });
    }
    if (a === b) problems.push({ code: "map.self-path", message: `The path ${a}–${b} leads from a spot to itself.` });
    const key = [a, b].sort().join("–");
    if (seen.has(key)) problems.push({ code: "map.duplicate-path", message: `The path ${key} is listed twice.` });
    seen.add(key);
  }
  return problems;
}

export function headquartersEachSide(map: ToyBattleMap): MapProblem[] {
  return COLOURS.filter((colour) => headquartersOf(map, colour).length === 0).map((colour) => ({
    code: "map.no-headquarters" as const,
    message: `The ${colour} side has no headquarters: mark at least one spot as ${colour}'s headquarters.`,
  }));
}

export function connected(map: ToyBattleMap): MapProblem[] {
  const graph = neighbours(map);
  const first = map.spots[0];
  if (!first) return [];
  const reached = reachable(graph, [first.id]);
  const cut = map.spots.filter((s) => !reached.has(s.id)).map((s) => s.id);
  if (cut.length === 0) return [];
  return [{ code: "map.disconnected", message: `No path leads from ${first.id} to ${cut.join(", ")}: every spot must be connected.` }];
}

export function headquartersReachable(map: ToyBattleMap): MapProblem[] {
  const graph = neighbours(map);
  const problems: MapProblem[] = [];
  for (const colour of COLOURS) {
    const other = colour === "red" ? "blue" : "red";
    const from = headquartersOf(map, other);
    // A side without headquarters is its own problem (headquartersEachSide): nothing to reach from.
    if (from.length === 0) continue;
    const reached = reachable(graph, from);
    for (const hq of headquartersOf(map, colour)) {
      if (reached.has(hq)) continue;
      problems.push({ code: "map.headquarters-unreachable", message: `${colour}'s headquarters ${hq} can't be reached from ${other}'s headquarters.` });
    }
  }
  return problems;
}

/** Every problem of a map whose shape is right; none for a map a table can be played on. */
export function checkMap(map: ToyBattleMap): MapProblem[] {
  return [...uniqueIds(map), ...pathsNameSpots(map), ...headquartersEachSide(map), ...connected(map), ...headquartersReachable(map)];
}

export type ParsedMap = { ok: true; map: ToyBattleMap } | { ok: false; errors: string[] };

/** A map file's text or parsed JSON, read and checked: the map, or every error as a sentence (the shape's first, then the map's). */
export function parseMap(input: unknown): ParsedMap {
  let json = input;
  if (typeof input === "string") {
    try {
      json = JSON.parse(input);
    } catch (error) {
      return { ok: false, errors: [`The file is not JSON: ${(error as Error).message}`] };
    }
  }
  const shape = MapSchema.safeParse(json);
  if (!shape.success) return { ok: false, errors: shape.error.issues.map((i) => `${i.path.join(".") || "map"}: ${i.message}`) };
  const problems = checkMap(shape.data);
  return problems.length === 0 ? { ok: true, map: shape.data } : { ok: false, errors: problems.map((p) => p.message) };
}

/** The map schema with the whole-map checks: what the table's options accept. */
export const CheckedMap = MapSchema.superRefine((map, ctx) => {
  for (const problem of checkMap(map)) ctx.addIssue({ code: "custom", message: problem.message, params: { code: problem.code } });
});
