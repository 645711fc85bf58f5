/** Taking a Prize card into the hand (seed 001 §9): the top one, or the one a player points at. */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { actingSeat } from "../../../engine/handlers/cards";
import { PTCG_PILES } from "../zones";

export const PrizeTakeSchema = z.strictObject({ type: z.literal("prize.take"), at: z.number().int().min(0).max(20).optional() });
export type PrizeTakeAction = z.infer<typeof PrizeTakeSchema>;

export const prizeTake: GameMove<PrizeTakeAction> = {
  schema: PrizeTakeSchema,
  // Which card a face-down prize was is news to its taker.
  showsHiddenInformation: true,
  apply(draft, action) {
    const seat = actingSeat(draft);
    const ids = PTCG_PILES;
    const prize = draft.pile(`${seat}.${ids.prize}`);
    if (prize.cards.length === 0) throw new ActionError("zone.empty", "You have no prize cards left.");
    draft.moveCards([{ zone: prize.key, at: action.at ?? "top" }], { zone: `${seat}.${ids.hand}`, at: "bottom" }, "prize");
  },
};
