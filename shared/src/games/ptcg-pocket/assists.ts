/**
 * One-click helpers a player triggers, never automatic, all logged: Pokémon Checkup (the
 * Pokémon TCG's own, by import), a Knock Out that scores its points, and letting the unused
 * Energy of the Energy Zone go at the end of the turn.
 */
import { z } from "zod";
import type { Assist } from "../../engine/definition";
import { discardStack } from "../../engine/handlers/cards";
import { addPlayerCounter } from "../../engine/handlers/stack-state";
import { otherSeat } from "../../engine/types";
import { PTCG_ASSISTS } from "../ptcg/assists";
import { fadeEnergy } from "./energy";
import { POINTS } from "./marks";
import { pointsFor } from "./points";

/** Discards the Pokémon and everything attached, and gives its opponent the points it is worth. */
const knockout: Assist = {
  id: "knockout",
  params: z.object({ zone: z.string(), slot: z.number().int().min(0).max(20) }),
  run({ draft, params }) {
    const ref = params as { zone: string; slot: number };
    const stack = draft.stackAt(ref);
    const top = draft.topOf(stack);
    const def = draft.state.cards[top.defId];
    const zone = draft.zone(ref.zone);
    const mention = draft.mention(top, zone);
    discardStack(draft, ref, "knockout");
    const scorer = otherSeat(top.owner);
    const points = pointsFor(def);
    const total = addPlayerCounter(draft, scorer, POINTS, points);
    draft.emit({ type: "note", key: "knockout.points", params: { seat: scorer, points, total }, card: mention });
  },
};

/** The unused Energy in the acting player's Energy Zone disappears (the end of the turn). */
const energyFade: Assist = {
  id: "energy.fade",
  params: z.object({}),
  run({ draft, actor }) {
    if (fadeEnergy(draft, actor.seat) === 0) draft.emit({ type: "note", key: "energy.none", params: { seat: actor.seat } });
  },
};

export const POCKET_ASSISTS: Record<string, Assist> = { checkup: PTCG_ASSISTS.checkup!, knockout, "energy.fade": energyFade };
