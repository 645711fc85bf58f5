/**
 * Who starts (seed 002 §3): officially a coin — player 1 calls heads, and the winner starts;
 * at a table whose option says "die" (as in Szczecin) each player rolls a die, the higher
 * starts, and a tie rolls again. Either player asks for it, once both decks are in; then each
 * player takes 7 cards and lays the table's Prize cards (setup/order.ts).
 */
import { z } from "zod";
import type { Draft } from "../../../engine/draft";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { flipForFirst } from "../../../engine/handlers/setup";
import type { Seat } from "../../../engine/types";
import { dealBoth, dealt } from "../setup/order";

export const FirstSchema = z.strictObject({ type: z.literal("legacy.first") });
export type FirstAction = z.infer<typeof FirstSchema>;

/** Both players roll a six-sided die until the results differ; the higher starts. */
function rollForFirst(draft: Draft): Seat {
  for (;;) {
    const p1 = draft.rng.int(1, 6);
    const p2 = draft.rng.int(1, 6);
    if (p1 === p2) {
      draft.emit({ type: "note", key: "legacy-die-tie", params: { roll: p1 } });
      continue;
    }
    const won: Seat = p1 > p2 ? "p1" : "p2";
    draft.emit({ type: "note", key: "legacy-die", params: { seat: won, p1, p2 } });
    return won;
  }
}

export const first: GameMove<FirstAction> = {
  schema: FirstSchema,
  showsHiddenInformation: true,
  apply(draft) {
    actingSeat(draft);
    const state = draft.state;
    if (state.phase !== "setup") throw new ActionError("phase", "Who starts is decided in setup, once both decks are in.");
    if (dealt(state)) throw new ActionError("legacy.first.decided", "Who starts is already decided.");
    let won: Seat;
    if (state.options.firstPlayerBy === "die") {
      won = rollForFirst(draft);
      state.turn.won = won;
      state.turn.first = won;
    } else {
      const flip = flipForFirst(draft);
      won = flip.won;
      state.turn.first = won;
      draft.emit({ type: "first.chosen", seat: won, coin: flip.coin });
    }
    dealBoth(draft);
  },
};
