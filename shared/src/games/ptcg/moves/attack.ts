/**
 * Declaring an attack (seed 001 §8): the player names it, the log says so, and the turn
 * remembers that an attack was declared (a turn marker, which advisories read). Its effects are the players' to
 * carry out by hand.
 */
import { z } from "zod";
import { SlotRefSchema } from "../../../engine/actions";
import type { GameMove } from "../../../engine/definition";
import { setTurnMarker } from "../../../engine/handlers/stack-state";
import { ATTACKED } from "../marks";

export const AttackSchema = z.strictObject({ type: z.literal("attack"), stack: SlotRefSchema, name: z.string().min(1).max(80) });
export type AttackAction = z.infer<typeof AttackSchema>;

export const attack: GameMove<AttackAction> = {
  schema: AttackSchema,
  apply(draft, action) {
    const zone = draft.slots(action.stack.zone);
    const stack = draft.stackAt(action.stack);
    const top = draft.topOf(stack);
    draft.assertMayTouch({ zone, card: top, stack, slot: action.stack.slot, layer: "card" });
    setTurnMarker(draft, ATTACKED);
    draft.emit({ type: "attack.declared", place: { zone: zone.key, slot: action.stack.slot }, top: draft.mention(top, zone), attack: action.name });
  },
};
