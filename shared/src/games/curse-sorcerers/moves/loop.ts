/**
 * The effect loop counter (§5.2): one combination of effects repeats at most 3 times and then
 * stops, unless its player declares a loop and how many times it runs ("유토 김을 10번
 * 뽑겠습니다"). `repeat` counts one more round, `declare` records the number (the log keeps it),
 * `end` closes the loop and clears both. The counters are the player's own, shown to both.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/draft";
import { actingSeat } from "../../../engine/handlers/cards";
import { COUNTERS } from "../marks";
import { setPlayerCounter } from "../setup/deal";
import { assertPlaying } from "./turn-owner";

/** §5.2: a loop runs at most this many times unless declared. */
export const LOOP_LIMIT = 3;

/** `times` with `declare` only: the number of repetitions the player declares. */
export const LoopSchema = z.strictObject({
  type: z.literal("curse-sorcerers.loop"),
  mode: z.enum(["repeat", "declare", "end"]),
  times: z.number().int().min(1).max(999).optional(),
});
export type LoopAction = z.infer<typeof LoopSchema>;

export const loop: GameMove<LoopAction> = {
  schema: LoopSchema,
  apply(draft, action) {
    assertPlaying(draft);
    const seat = actingSeat(draft);
    const counters = draft.state.players[seat].counters;
    const rounds = counters[COUNTERS.loop] ?? 0;
    if (action.mode !== "declare" && action.times !== undefined) throw new ActionError("loop.times", "Only a declaration names a number of repetitions.");
    if (action.mode === "repeat") {
      setPlayerCounter(draft, seat, COUNTERS.loop, rounds + 1);
      return;
    }
    if (action.mode === "declare") {
      if (action.times === undefined) throw new ActionError("loop.times", "Declare how many times the loop runs.");
      setPlayerCounter(draft, seat, COUNTERS.loopDeclared, action.times);
      draft.emit({ type: "note", key: "loop-declared", params: { seat, times: action.times } });
      return;
    }
    if (rounds === 0 && counters[COUNTERS.loopDeclared] === undefined) throw new ActionError("loop.none", "No loop is being counted.");
    draft.emit({ type: "note", key: "loop-ended", params: { seat, count: rounds } });
    setPlayerCounter(draft, seat, COUNTERS.loop, 0);
    setPlayerCounter(draft, seat, COUNTERS.loopDeclared, 0);
  },
};
