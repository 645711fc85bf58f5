/**
 * The draw a mulligan allows (seed 002 §5: "for each failed setup the opponent may — but need
 * not — draw one extra card"): one card per mulligan of the other player, during setup. More
 * than the mulligans allow is refused: it is a count the table knows, not a judgement. When both
 * players laid again, nobody draws for it ("both lay again, but nobody draws an extra card"):
 * a player's own mulligans cancel as many of the opponent's.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { drawCards } from "../../../engine/handlers/piles";
import { addPlayerCounter } from "../../../engine/handlers/stack-state";
import { otherSeat } from "../../../engine/types";
import { EXTRA_DRAWS, MULLIGANS } from "../marks";
import { refuseBeforeDeal } from "../setup/order";

export const ExtraDrawSchema = z.strictObject({ type: z.literal("legacy.extra-draw") });
export type ExtraDrawAction = z.infer<typeof ExtraDrawSchema>;

export const extraDraw: GameMove<ExtraDrawAction> = {
  schema: ExtraDrawSchema,
  apply(draft) {
    const seat = actingSeat(draft);
    const state = draft.state;
    if (state.phase !== "setup") throw new ActionError("phase", "The extra cards for the opponent's mulligans are drawn during setup.");
    refuseBeforeDeal(state);
    const mulligans = (s: typeof seat) => state.players[s].counters[MULLIGANS] ?? 0;
    const allowed = Math.max(0, mulligans(otherSeat(seat)) - mulligans(seat));
    const drawn = state.players[seat].counters[EXTRA_DRAWS] ?? 0;
    if (drawn >= allowed) throw new ActionError("legacy.extra-draw.none", "Your opponent's mulligans allow you no more extra cards.");
    addPlayerCounter(draft, seat, EXTRA_DRAWS, 1);
    drawCards(draft, seat, 1, "draw");
    draft.emit({ type: "note", key: "legacy-extra-draw", params: { seat, drawn: drawn + 1, allowed } });
  },
};
