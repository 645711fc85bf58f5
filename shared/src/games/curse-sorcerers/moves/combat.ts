/**
 * Declaring combat (§3): the turn's player marks a sorcerer of its field as attacking, the other
 * player marks one of its own as blocking. The marks are what both screens show and what the
 * combat damage assist (combat/assist.ts) is asked about; they come off when the damage is
 * dealt or the turn ends. Declaring again takes a mark back off (a mistaken click).
 */
import { z } from "zod";
import { SlotRefSchema } from "../../../engine/actions";
import type { GameMove } from "../../../engine/definition";
import { ActionError, type Draft } from "../../../engine/draft";
import { otherSeat, type Seat } from "../../../engine/types";
import { kindOf } from "../cards/read";
import { MARKERS } from "../marks";
import { fieldOf } from "../zones";
import { assertPlaying, assertTurnOwner } from "./turn-owner";

export const AttackSchema = z.strictObject({ type: z.literal("curse-sorcerers.attack"), attacker: SlotRefSchema });
export type AttackAction = z.infer<typeof AttackSchema>;
export const BlockSchema = z.strictObject({ type: z.literal("curse-sorcerers.block"), blocker: SlotRefSchema });
export type BlockAction = z.infer<typeof BlockSchema>;

/** Toggles a combat mark on a sorcerer of `seat`'s field, with the line that says so. */
function toggle(draft: Draft, seat: Seat, ref: { zone: string; slot: number }, marker: string): void {
  if (ref.zone !== fieldOf(seat)) throw new ActionError("combat.field", `Name a sorcerer of ${seat}'s own field.`);
  const stack = draft.ownStackAt(ref);
  const top = draft.topOf(stack);
  if (kindOf(draft.state.cards[top.defId]) !== "sorcerer") throw new ActionError("combat.not-sorcerer", "Only a sorcerer fights.");
  const on = !stack.markers.includes(marker);
  stack.markers = on ? [...stack.markers, marker] : stack.markers.filter((m) => m !== marker);
  draft.emit({ type: "marker.changed", place: { zone: ref.zone, slot: ref.slot }, seat, top: draft.mention(top, draft.zone(ref.zone)), marker, on });
}

export const attack: GameMove<AttackAction> = {
  schema: AttackSchema,
  apply(draft, action) {
    const seat = assertTurnOwner(draft, "declare an attack");
    toggle(draft, seat, action.attacker, MARKERS.attacking);
  },
};

export const block: GameMove<BlockAction> = {
  schema: BlockSchema,
  apply(draft, action) {
    assertPlaying(draft);
    const defender = otherSeat(draft.state.turn.current!);
    if (!draft.actor?.judge && draft.actor?.seat !== defender) throw new ActionError("combat.not-defender", "Blockers are declared by the player whose turn it is not.");
    toggle(draft, defender, action.blocker, MARKERS.blocking);
  },
};
