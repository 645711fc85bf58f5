/**
 * Two Fronts: two headquarters a side (seed 003: taking one of them wins), four columns of
 * spots between them, two one-medal bases in the middle row; two medals win.
 */
import type { ToyBattleMap } from "../map/schema";

const columns = [12, 37, 63, 88];
const row = (letter: string, y: number) => columns.map((x, i) => ({ id: `${letter}${i + 1}`, x, y, kind: "ordinary" as const }));

export const TWO_FRONTS: ToyBattleMap = {
  format: "playmat/toy-battle-map",
  version: 1,
  name: "Two Fronts",
  medalTarget: 2,
  medals: "held",
  spots: [
    { id: "A1", x: 25, y: 93, kind: "headquarters", side: "red" },
    { id: "A2", x: 75, y: 93, kind: "headquarters", side: "red" },
    ...row("B", 74),
    { id: "C1", x: 12, y: 50, kind: "ordinary" },
    { id: "C2", x: 37, y: 50, kind: "base", medals: 1, effect: { assist: "draw-two" } },
    { id: "C3", x: 63, y: 50, kind: "base", medals: 1, effect: { assist: "remove-adjacent" } },
    { id: "C4", x: 88, y: 50, kind: "ordinary" },
    ...row("D", 26),
    { id: "E1", x: 25, y: 7, kind: "headquarters", side: "blue" },
    { id: "E2", x: 75, y: 7, kind: "headquarters", side: "blue" },
  ],
  paths: [
    ["A1", "B1"],
    ["A1", "B2"],
    ["A2", "B3"],
    ["A2", "B4"],
    ["B1", "B2"],
    ["B2", "B3"],
    ["B3", "B4"],
    ["B1", "C1"],
    ["B2", "C2"],
    ["B3", "C3"],
    ["B4", "C4"],
    ["C1", "C2"],
    ["C2", "C3"],
    ["C3", "C4"],
    ["C1", "D1"],
    ["C2", "D2"],
    ["C3", "D3"],
    ["C4", "D4"],
    ["D1", "D2"],
    ["D2", "D3"],
    ["D3", "D4"],
    ["D1", "E1"],
    ["D2", "E1"],
    ["D3", "E2"],
    ["D4", "E2"],
  ],
};
