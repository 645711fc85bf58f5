import type { Welcome } from "@playmat/shared";
import { describe, expect, it } from "vitest";
import { keepJudgeCode, stateArrived } from "./useTable";

const creator: Welcome = { role: "player", seat: "p1", roomId: "room1", replayId: "r", judgeCode: "judge-1" };
const again: Welcome = { role: "player", seat: "p1", roomId: "room1", replayId: "r" };

describe("the welcome of a tab that joined its table again", () => {
  it("keeps the judge code the creator was told, which the server never says twice", () => {
    expect(keepJudgeCode(creator, again).judgeCode).toBe("judge-1");
  });

  it("takes nothing from another table's welcome, and nothing when there was no code", () => {
    expect(keepJudgeCode(creator, { ...again, roomId: "room2" }).judgeCode).toBeUndefined();
    expect(keepJudgeCode({ ...again }, again).judgeCode).toBeUndefined();
    expect(keepJudgeCode(null, again)).toBe(again);
  });
});

describe("a joined room's state", () => {
  it("has arrived once it names its game (Colyseus resolves the join before sending it)", () => {
    expect(stateArrived(undefined)).toBe(false);
    expect(stateArrived({ game: "" })).toBe(false);
    expect(stateArrived({ game: "ptcg" })).toBe(true);
  });
});
