/**
 * A stand holds up to 8 tiles (seed 003 §병정 2개 뽑기; Skully and Rainbow draw no further).
 * The turn's draw and the effects stop there; a draw or a move by hand past it goes through
 * with this warning. The count is public (the opponent sees how many), so everyone may read it.
 */
import { SEATS } from "../../../engine/types";
import { standOf } from "../board";
import { STAND_LIMIT, TOY_BATTLE_ZONE_IDS as Z } from "../zones";
import { advisory, DRAW_TWO, type Finding } from "./define";

export const standPastEight = advisory(
  "toy-battle.stand.past-eight",
  DRAW_TWO,
  "A stand holds no more than 8 tiles.",
  ({ before, after }) =>
    SEATS.flatMap((seat): Finding[] => {
      const now = standOf(after, seat).length;
      return now > STAND_LIMIT && now > standOf(before, seat).length ? [{ params: { count: now }, target: `${seat}.${Z.stand}` }] : [];
    }),
);
