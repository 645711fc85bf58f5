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
  /** What the sentence names (spot ids, paths, a side), for a reader's own words of it (the client's map problems). */
  params: Record<string, string>;
}

export function uniqueIds(map: ToyBattleMap): MapProblem[] {
  const seen = new Set<string>();
  const problems: MapProblem[] = [];
  for (const { id } of map.spots) {
    if (seen.has(id)) problems.push({ code: "map.duplicate-id", message: `Two spots are called ${id}: each spot needs its own id.`, params: { id } });
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
      if (!ids.has(id)) problems.push({
          code: "map.unknown-spot",
          message: `The path ${a}–${b} names ${id}, which is not a spot of this map.`,
          params: { path: `${a}–${b}`, id },
        });
    }
    if (a === b) problems.push({ code: "map.self-path", message: `The path ${a}–${b} leads from a spot to itself.`, params: { path: `${a}–${b}` } });
    const key = [a, b].sort().join("–");
    if (seen.has(key)) problems.push({ code: "map.duplicate-path", message: `The path ${key} is listed twice.`, params: { path: key } });
    seen.add(key);
  }
  return problems;
}

export function headquartersEachSide(map: ToyBattleMap): MapProblem[] {
  return COLOURS.filter((colour) => headquartersOf(map, colour).length === 0).map((colour) => ({
    code: "map.no-headquarters" as const,
    message: `The ${colour} side has no headquarters: mark at least one spot as ${colour}'s headquarters.`,
    params: { colour },
  }));
}

export function connected(map: ToyBattleMap): MapProblem[] {
  const graph = neighbours(map);
  const first = map.spots[0];
  if (!first) return [];
  const reached = reachable(graph, [first.id]);
  const cut = map.spots.filter((s) => !reached.has(s.id)).map((s) => s.id);
  if (cut.length === 0) return [];
  const message = `No path leads from ${first.id} to ${cut.join(", ")}: every spot must be connected.`;
  return [{ code: "map.disconnected", message, params: { from: first.id, spots: cut.join(", ") } }];
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
      const message = `${colour}'s headquarters ${hq} can't be reached from ${other}'s headquarters.`;
      problems.push({ code: "map.headquarters-unreachable", message, params: { colour, id: hq, other } });
    }
  }
  return problems;
}

/** Every problem of a map whose shape is right; none for a map a table can be played on. */
export function checkMap(map: ToyBattleMap): MapProblem[] {
  return [...uniqueIds(map), ...pathsNameSpots(map), ...headquartersEachSide(map), ...connected(map), ...headquartersReachable(map)];
}

/**
 * Why a file is no map, for a reader's own words: not JSON, a field of the wrong shape (by its
 * path in the file), or one of the map's problems.
 */
export type MapIssue = { code: "map.not-json"; params: { detail: string } } | { code: "map.shape"; params: { path: string } } | Omit<MapProblem, "message">;

export type ParsedMap = { ok: true; map: ToyBattleMap } | { ok: false; errors: string[]; issues: MapIssue[] };

/** A map file's text or parsed JSON, read and checked: the map, or every error as a sentence (the shape's first, then the map's). */
export function parseMap(input: unknown): ParsedMap {
  let json = input;
  if (typeof input === "string") {
    try {
      json = JSON.parse(input);
    } catch (error) {
      const detail = (error as Error).message;
      return { ok: false, errors: [`The file is not JSON: ${detail}`], issues: [{ code: "map.not-json", params: { detail } }] };
    }
  }
  const shape = MapSchema.safeParse(json);
  if (!shape.success) {
    const errors = shape.error.issues.map((i) => `${i.path.join(".") || "map"}: ${i.message}`);
    const issues = shape.error.issues.map((i): MapIssue => ({ code: "map.shape", params: { path: i.path.join(".") || "map" } }));
    return { ok: false, errors, issues };
  }
  const problems = checkMap(shape.data);
  if (problems.length === 0) return { ok: true, map: shape.data };
  return { ok: false, errors: problems.map((p) => p.message), issues: problems.map(({ code, params }) => ({ code, params })) };
}

/** The map schema with the whole-map checks: what the table's options accept. */
export const CheckedMap = MapSchema.superRefine((map, ctx) => {
  for (const problem of checkMap(map)) ctx.addIssue({ code: "custom", message: problem.message, params: { code: problem.code } });
});
