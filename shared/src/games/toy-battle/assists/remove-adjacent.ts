/**
 * Giant's effect (3), and a base's that does the same: the top tile of an opponent's tower on a
 * spot next to one the player's tile tops (the Giant just placed) goes to its owner's discard
 * pile (seed 003: 인접한 칸 중 하나에 있는 상대 병정을 제거, 맨 위 병정만). A tile removed
 * otherwise is a move by hand.
 */
import { z } from "zod";
import type { Assist } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { otherSeat } from "../../../engine/types";
import { graphOf, seatOfTile, topOf, topSeat } from "../board";
import { mapOf } from "../options";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";
import { effectNote, inPlay } from "./effect";

export const removeAdjacent: Assist = {
  id: "remove-adjacent",
  params: z.object({ spot: z.string().min(1).max(8) }),
  run({ draft, actor, params }) {
    inPlay(draft);
    const spot = String(params.spot);
    const state = draft.state;
    const map = mapOf(state.options);
    const slot = map.spots.findIndex((s) => s.id === spot);
    if (slot < 0) throw new ActionError("toy-battle.spot-unknown", `This map has no spot ${spot}.`);
    const top = topOf(draft.slots(Z.board).slots[slot] ?? null);
    if (!top) throw new ActionError("toy-battle.spot-empty", `Spot ${spot} is empty: there is no tile to remove.`);
    if (seatOfTile(state, top) !== otherSeat(actor.seat)) {
      throw new ActionError("toy-battle.not-opponents", `The top tile on ${spot} is your own: the effect removes an opponent's.`);
    }
    const next = (graphOf(map).get(spot) ?? []).some((id) => topSeat(state, id) === actor.seat);
    if (!next) {
      throw new ActionError("toy-battle.not-adjacent", `No spot next to ${spot} has your tile on top: the effect reaches a spot next to the tile you placed.`);
    }
    effectNote(draft, "remove-adjacent", { spot }, draft.mention(top, draft.zone(Z.board)));
    draft.moveCards([{ zone: Z.board, pid: top.pid }], { zone: `${top.owner}.${Z.discard}` });
  },
};
