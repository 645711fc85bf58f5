/**
 * The map format: the shipped maps pass every check; a map file is read with clear errors for a
 * bad shape and for each whole-map problem a map editor must report.
 */
import { describe, expect, it } from "vitest";
import { TOY_BATTLE_MAPS } from "../maps";
import { FIRST_SKIRMISH } from "../maps/first-skirmish";
import { checkMap, connected, headquartersEachSide, headquartersReachable, parseMap, pathsNameSpots, uniqueIds } from "./checks";
import { headquartersOf } from "./graph";
import type { ToyBattleMap } from "./schema";

const small: ToyBattleMap = FIRST_SKIRMISH;

describe("the shipped maps", () => {
  it.each(Object.entries(TOY_BATTLE_MAPS))("%s passes every check and reads back from its file", (_id, map) => {
    expect(checkMap(map)).toEqual([]);
    expect(parseMap(JSON.stringify(map))).toEqual({ ok: true, map });
  });

  it("are a small map, one with two headquarters a side, and one with several special bases", () => {
    expect(TOY_BATTLE_MAPS["first-skirmish"]!.spots.length).toBeLessThanOrEqual(10);
    const twoFronts = TOY_BATTLE_MAPS["two-fronts"]!;
    expect([headquartersOf(twoFronts, "red").length, headquartersOf(twoFronts, "blue").length]).toEqual([2, 2]);
    const bases = TOY_BATTLE_MAPS["medal-fields"]!.spots.filter((s) => s.kind === "base");
    expect(bases.length).toBeGreaterThanOrEqual(5);
    expect(bases.some((b) => b.kind === "base" && b.effect && "text" in b.effect)).toBe(true);
  });
});

describe("reading a map file", () => {
  it("says what is wrong with its shape, field by field", () => {
    expect(parseMap("{ not json")).toMatchObject({ ok: false, errors: [expect.stringMatching(/^The file is not JSON/)] });
    const wrong = { ...small, version: 2, spots: [{ ...small.spots[0], id: "b4" }, ...small.spots.slice(1)] };
    const result = parseMap(wrong);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual(expect.stringMatching(/^version: /));
    expect(result.errors).toContainEqual("spots.0.id: a spot id is a capital letter and a number, like B4");
  });

  it("names a duplicate id, a path to a spot the map lacks, a side without headquarters", () => {
    const dup = { ...small, spots: [...small.spots, { ...small.spots[1]!, x: 1 }] };
    expect(uniqueIds(dup)).toEqual([{ code: "map.duplicate-id", message: "Two spots are called B1: each spot needs its own id.", params: { id: "B1" } }]);
    const stray: ToyBattleMap = { ...small, paths: [...small.paths, ["C2", "Z9"]] };
    expect(pathsNameSpots(stray).map((p) => p.message)).toEqual(["The path C2–Z9 names Z9, which is not a spot of this map."]);
    const noBlue: ToyBattleMap = { ...small, spots: small.spots.map((s) => (s.id === "E1" ? { id: "E1", x: 50, y: 8, kind: "ordinary" } : s)) };
    expect(headquartersEachSide(noBlue).map((p) => p.code)).toEqual(["map.no-headquarters"]);
    expect(parseMap(noBlue)).toMatchObject({ ok: false, errors: [expect.stringContaining("The blue side has no headquarters")] });
  });

  it("finds a spot no path reaches, and a headquarters the other side can't reach", () => {
    const island: ToyBattleMap = { ...small, spots: [...small.spots, { id: "F1", x: 5, y: 5, kind: "ordinary" }] };
    expect(connected(island).map((p) => p.message)).toEqual(["No path leads from A1 to F1: every spot must be connected."]);
    const cut: ToyBattleMap = { ...small, paths: small.paths.filter(([, b]) => b !== "E1") };
    expect(headquartersReachable(cut).map((p) => p.message)).toEqual([
      "red's headquarters A1 can't be reached from blue's headquarters.",
      "blue's headquarters E1 can't be reached from red's headquarters.",
    ]);
    expect(checkMap(cut).map((p) => p.code)).toEqual(["map.disconnected", "map.headquarters-unreachable", "map.headquarters-unreachable"]);
  });
});
