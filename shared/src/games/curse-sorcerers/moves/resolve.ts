/**
 * "Resolve top" (§2.1, §4.1): a player's click that moves the stack's top card where its kind
 * goes; nothing resolves by itself, and declining to respond resolves nothing. A sorcerer enters
 * its owner's field (the slot named, or the first free one; §7.2's three slots full is refused,
 * as the field has no room), a cursed object attaches to the sorcerer named (§7.1), a spell, an
 * event or a reaction goes to its owner's graveyard, and an ability's token leaves the table.
 * What the card does is the players' to carry out by hand. Either player may click it.
 */
import { z } from "zod";
import { SlotRefSchema } from "../../../engine/actions";
import type { GameMove } from "../../../engine/definition";
import { ActionError, type Draft } from "../../../engine/draft";
import type { Card } from "../../../engine/types";
import { kindOf } from "../cards/read";
import { isAbilityToken } from "../stack/ability-token";
import { fieldOf, graveyardOf, ZONE_IDS } from "../zones";
import { assertPlaying } from "./turn-owner";

export const ResolveSchema = z.strictObject({
  type: z.literal("curse-sorcerers.resolve"),
  /** The top card's public id, so a click on a stack that changed meanwhile is refused. */
  top: z.string().min(1).max(24),
  /** A sorcerer: the slot of its owner's field (else the first free one). A cursed object: the sorcerer it attaches to. */
  to: SlotRefSchema.optional(),
});
export type ResolveAction = z.infer<typeof ResolveSchema>;

function removeToken(draft: Draft, token: Card): void {
  const stack = draft.pile(ZONE_IDS.stack);
  const mention = draft.mention(token, stack);
  stack.cards.shift();
  draft.emit({ type: "note", key: "resolve-ability", params: {}, card: mention });
}

function resolveSorcerer(draft: Draft, top: Card, action: ResolveAction): void {
  const field = fieldOf(top.owner);
  if (action.to && action.to.zone !== field) throw new ActionError("resolve.field", "A sorcerer enters its owner's field.");
  const free = draft.slots(field).slots.findIndex((s) => s === null);
  if (action.to === undefined && free < 0) {
    throw new ActionError("field.full", "The field's three sorcerer slots are full (seed 004 §7.2): make room first, or resolve it elsewhere by hand.");
  }
  draft.moveCards([{ zone: ZONE_IDS.stack, pid: top.pid }], { zone: field, slot: action.to?.slot ?? free });
}

function resolveCursedObject(draft: Draft, top: Card, action: ResolveAction): void {
  if (!action.to) throw new ActionError("resolve.target", "Name the sorcerer the cursed object attaches to.");
  draft.moveCards([{ zone: ZONE_IDS.stack, pid: top.pid }], { zone: action.to.zone, slot: action.to.slot, as: "attach" });
}

export const resolve: GameMove<ResolveAction> = {
  schema: ResolveSchema,
  apply(draft, action) {
    assertPlaying(draft);
    const top = draft.pile(ZONE_IDS.stack).cards[0];
    if (!top) throw new ActionError("resolve.empty", "The stack is empty: there is nothing to resolve.");
    if (top.pid !== action.top) throw new ActionError("card.moved", "The stack's top changed: look again before resolving.");
    const def = draft.state.cards[top.defId];
    if (isAbilityToken(def)) return removeToken(draft, top);
    const kind = kindOf(def);
    if (kind === "sorcerer") return resolveSorcerer(draft, top, action);
    if (kind === "cursed-object") return resolveCursedObject(draft, top, action);
    // Spells, events, reactions, and a placeholder card nobody knows: done, to its owner's graveyard.
    draft.moveCards([{ zone: ZONE_IDS.stack, pid: top.pid }], { zone: graveyardOf(top.owner) });
  },
};
