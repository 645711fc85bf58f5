/**
 * First Skirmish: the small map for a first game. Nine spots, one headquarters a side, three
 * bases across the middle row; three medals win. Every spot is two or three steps from a
 * headquarters, so the first placements already meet.
 */
import type { ToyBattleMap } from "../map/schema";

export const FIRST_SKIRMISH: ToyBattleMap = {
  format: "playmat/toy-battle-map",
  version: 1,
  name: "First Skirmish",
  medalTarget: 3,
  medals: "held",
  spots: [
    { id: "A1", x: 50, y: 92, kind: "headquarters", side: "red" },
    { id: "B1", x: 28, y: 72, kind: "ordinary" },
    { id: "B2", x: 72, y: 72, kind: "ordinary" },
    { id: "C1", x: 10, y: 50, kind: "base", medals: 1 },
    { id: "C2", x: 50, y: 50, kind: "base", medals: 2, effect: { assist: "draw-one" } },
    { id: "C3", x: 90, y: 50, kind: "base", medals: 1 },
    { id: "D1", x: 28, y: 28, kind: "ordinary" },
    { id: "D2", x: 72, y: 28, kind: "ordinary" },
    { id: "E1", x: 50, y: 8, kind: "headquarters", side: "blue" },
  ],
  paths: [
    ["A1", "B1"],
    ["A1", "B2"],
    ["B1", "C1"],
    ["B1", "C2"],
    ["B2", "C2"],
    ["B2", "C3"],
    ["C1", "D1"],
    ["C2", "D1"],
    ["C2", "D2"],
    ["C3", "D2"],
    ["D1", "E1"],
    ["D2", "E1"],
  ],
};
