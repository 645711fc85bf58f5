/**
 * Skully's effect (1: two tiles from the supply onto the stand) and Rainbow's (6: one), and a
 * base's that does the same: never past the stand's 8 (seed 003 §병정 1~7번 효과).
 */
import { z } from "zod";
import type { Assist } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { drawCards } from "../../../engine/handlers/piles";
import { standOf, supplyOf } from "../board";
import { STAND_LIMIT } from "../zones";
import { effectNote, inPlay } from "./effect";

export function drawEffect(id: "draw-two" | "draw-one", count: number): Assist {
  return {
    id,
    params: z.object({}),
    run({ draft, actor }) {
      inPlay(draft);
      const stand = standOf(draft.state, actor.seat).length;
      const supply = supplyOf(draft.state, actor.seat).length;
      const drawn = Math.min(count, STAND_LIMIT - stand, supply);
      if (drawn <= 0) {
        const why = supply === 0 ? "your supply is empty" : `your stand already holds ${stand} tiles`;
        throw new ActionError("toy-battle.nothing-to-draw", `Nothing was drawn: ${why}.`);
      }
      effectNote(draft, id, { count: drawn });
      drawCards(draft, actor.seat, drawn);
    },
  };
}
