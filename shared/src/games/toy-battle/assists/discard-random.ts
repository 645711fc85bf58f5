/**
 * XB-42's effect (5), and a base's that does the same: a random tile of the opponent's stand
 * goes to their discard pile (seed 003: 상대 받침대에서 무작위 병정 1개를 제거). The server
 * draws it: the player never sees the stand, and the tile is named to everyone only once it
 * lies face up in the discard pile.
 */
import { z } from "zod";
import type { Assist } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { otherSeat } from "../../../engine/types";
import { standOf } from "../board";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";
import { effectNote, inPlay } from "./effect";

export const discardRandom: Assist = {
  id: "discard-random",
  params: z.object({}),
  run({ draft, actor }) {
    inPlay(draft);
    const opponent = otherSeat(actor.seat);
    if (standOf(draft.state, opponent).length === 0) {
      throw new ActionError("toy-battle.stand-empty", "Your opponent's stand is empty: there is no tile to discard.");
    }
    effectNote(draft, "discard-random");
    // The rules move the opponent's hidden tile, not the player's hand: the effect is approved as the owner's would be.
    draft.approved = true;
    try {
      draft.moveCards([{ zone: `${opponent}.${Z.stand}`, random: true }], { zone: `${opponent}.${Z.discard}` });
    } finally {
      draft.approved = false;
    }
  },
};
