/**
 * Effects that let the player do more rather than move a tile: Captain's (2) one more placement
 * this turn, whose effect applies too, and a base's "place anywhere" (Skipper Coco's rule for
 * the rest of the turn). The advisories read them: tally.ts counts the grant, the turn marker
 * lifts the connection warning.
 */
import { z } from "zod";
import type { Assist } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { setTurnMarker } from "../../../engine/handlers/stack-state";
import { PLACE_ANYWHERE } from "../marks";
import { effectNote, inPlay } from "./effect";

export const extraPlacement: Assist = {
  id: "extra-placement",
  params: z.object({}),
  run({ draft }) {
    inPlay(draft);
    effectNote(draft, "extra-placement");
  },
};

export const placeAnywhere: Assist = {
  id: "place-anywhere",
  params: z.object({}),
  run({ draft }) {
    inPlay(draft);
    if (draft.state.turn.markers.includes(PLACE_ANYWHERE)) {
      throw new ActionError("toy-battle.already-anywhere", "This turn's placements may already go anywhere.");
    }
    setTurnMarker(draft, PLACE_ANYWHERE);
    effectNote(draft, "place-anywhere");
  },
};
