/**
 * §8.3 심판(Judge) 가이드라인, as the judge's ladder: each level a step only a judge takes, each
 * a line in everyone's log. Level 1 explains, level 2 cites seed 004 by section, level 3 marks a
 * correction's begin and end around the judge's edits, level 4 ends the game with a loss the judge
 * confirmed. A player is refused and nothing changes.
 */
import { describe, expect, it } from "vitest";
import { actionSchemaFor } from "../../../engine/action-schema";
import { renderLog } from "../../../log/render";
import { curseSorcerers } from "../definition";
import { SorcererTable } from "../testing/scene";

const judge = (t: SorcererTable, step: Record<string, unknown>) => t.do("p1", { type: "curse-sorcerers.judge", ...step } as never, true);
const BY_JUDGE = { by: { seat: "p1", judge: true } };
const notes = (t: SorcererTable) => t.lastEvents.filter((e) => e.type === "note");

describe("§8.3 the judge ladder", () => {
  it("Level 1 친절한 재설명: a note with the judge's explanation", () => {
    const t = judge(SorcererTable.playing(), { level: 1, text: "스택의 순서는 이렇게 해석됩니다" });
    expect(notes(t)).toEqual([{ type: "note", key: "judge.explain", params: { text: "스택의 순서는 이렇게 해석됩니다" }, ...BY_JUDGE }]);
  });

  it("Level 2 공식 규칙 적용: a note citing the seed's section; a section it lacks is refused", () => {
    const t = judge(SorcererTable.playing(), { level: 2, section: "§5.2", text: "종합 규칙 5.2절에 따르면 루프는 3회까지" });
    expect(notes(t)).toEqual([{ type: "note", key: "judge.cite", params: { section: "§5.2", text: "종합 규칙 5.2절에 따르면 루프는 3회까지" }, ...BY_JUDGE }]);
    // The table's action schema (what the server checks every message with) knows seed 004's sections only.
    const schema = actionSchemaFor(curseSorcerers);
    expect(schema.safeParse({ type: "curse-sorcerers.judge", level: 2, section: "§5.2", text: "…" }).success).toBe(true);
    expect(schema.safeParse({ type: "curse-sorcerers.judge", level: 2, section: "§11", text: "…" }).success).toBe(false);
    expect(schema.safeParse({ type: "curse-sorcerers.judge", level: 1, text: "" }).success).toBe(false);
  });

  it("Level 3 게임 상태 재설정: the correction's begin and end stamped around the judge's edits", () => {
    const t = SorcererTable.playing();
    judge(t, { level: 3, step: "begin", text: "현재 상태를 이렇게 정정합니다" });
    expect(notes(t)).toEqual([{ type: "note", key: "judge.correction-begin", params: { text: "현재 상태를 이렇게 정정합니다" }, ...BY_JUDGE }]);
    t.do("p2", { type: "counter", counter: "life", mode: "set", amount: 12 }, true);
    judge(t, { level: 3, step: "end" });
    expect(notes(t)).toEqual([{ type: "note", key: "judge.correction-end", params: { text: "" }, ...BY_JUDGE }]);
    expect(t.state.players.p2.counters.life).toBe(12);
  });

  it("Level 4 패배 처리: the game loss the judge confirmed ends the game", () => {
    const t = judge(SorcererTable.playing(), { level: 4, loser: "p2", text: "반복적인 규칙 위반으로 인한 패배" });
    expect(t.state).toMatchObject({ phase: "finished", winner: "p1", winReason: "judge" });
    expect(notes(t)).toEqual([{ type: "note", key: "judge.loss", params: { player: "p2", text: "반복적인 규칙 위반으로 인한 패배" }, ...BY_JUDGE }]);
  });

  it("is the judge's alone: a player's step is refused and changes nothing", () => {
    const t = SorcererTable.playing();
    const before = t.state;
    expect(t.try("p2", { type: "curse-sorcerers.judge", level: 4, loser: "p1", text: "I win" } as never)).toMatchObject({ ok: false, error: { code: "authority.judge" } });
    expect(t.state).toBe(before);
  });

  it("reads as a judge's line in everyone's log", () => {
    const t = judge(SorcererTable.playing(), { level: 2, section: "§2.1", text: "가장 최근 것이 먼저" });
    for (const viewer of [{ role: "player", seat: "p2" }, { role: "spectator" }] as const) {
      expect(renderLog("curse-sorcerers", t.lastEvents, viewer)).toEqual([
        { seq: 0, key: "note.judge.cite", judge: true, seat: "p1", params: { section: "§2.1", text: "가장 최근 것이 먼저" } },
      ]);
    }
  });
});
