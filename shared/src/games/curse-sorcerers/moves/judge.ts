/**
 * §8.3's judge ladder, as a judge's own move (`curse-sorcerers.judge`), every step a line in
 * everyone's log stamped "[Judge]":
 *   Level 1 친절한 재설명: an explanation ("스택의 순서는 이렇게 해석됩니다"), its text;
 *   Level 2 공식 규칙 적용: a rule cited, its text and the seed 004 section ("종합 규칙 5.2절에 따르면…");
 *   Level 3 게임 상태 재설정: a correction's begin and end, around the judge's edits of the table
 *     (moving cards, counters, the turn, as the judge tools already do) or after a rewind;
 *   Level 4 패배 처리: a game loss, which the judge has confirmed in its panel: the game ends.
 * Only a judge makes it: a player is refused, and nothing changes.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/draft";
import { finishGame } from "../../../engine/handlers/turn";
import { otherSeat } from "../../../engine/types";
import { assertPlaying } from "./turn-owner";

/** The sections and FAQ questions of seed 004 a level 2 citation may name. */
export const SEED_SECTIONS = [
  "§1", "§2.1", "§2.2", "§2.3", "§3.1", "§3.2", "§4.1", "§4.2", "§5.1", "§5.2", "§6.1", "§6.2", "§6.3",
  "§7.1", "§7.2", "§8.1", "§8.2", "§8.3", "§10", "FAQ Q1", "FAQ Q2", "FAQ Q3", "FAQ Q4", "FAQ Q5",
] as const;

export const JUDGE_LOSS = "judge";

const text = z.string().trim().min(1).max(500);

export const JudgeStepSchema = z.discriminatedUnion("level", [
  z.strictObject({ type: z.literal("curse-sorcerers.judge"), level: z.literal(1), text }),
  z.strictObject({ type: z.literal("curse-sorcerers.judge"), level: z.literal(2), text, section: z.enum(SEED_SECTIONS) }),
  z.strictObject({ type: z.literal("curse-sorcerers.judge"), level: z.literal(3), step: z.enum(["begin", "end"]), text: text.optional() }),
  z.strictObject({ type: z.literal("curse-sorcerers.judge"), level: z.literal(4), loser: z.enum(["p1", "p2"]), text }),
]);
export type JudgeStepAction = z.infer<typeof JudgeStepSchema>;

export const judgeStep: GameMove<JudgeStepAction> = {
  schema: JudgeStepSchema as unknown as GameMove<JudgeStepAction>["schema"],
  apply(draft, action) {
    if (!draft.actor?.judge) throw new ActionError("authority.judge", "Only a judge takes a step of the judge ladder (§8.3).");
    switch (action.level) {
      case 1:
        draft.emit({ type: "note", key: "judge.explain", params: { text: action.text } });
        return;
      case 2:
        draft.emit({ type: "note", key: "judge.cite", params: { text: action.text, section: action.section } });
        return;
      case 3:
        draft.emit({ type: "note", key: `judge.correction-${action.step}`, params: { text: action.text ?? "" } });
        return;
      case 4:
        assertPlaying(draft);
        draft.emit({ type: "note", key: "judge.loss", params: { player: action.loser, text: action.text } });
        finishGame(draft, otherSeat(action.loser), JUDGE_LOSS);
    }
  },
};
