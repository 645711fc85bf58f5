/** Moving cards and stacks around the table: draw, move, move a stack, swap, shuffle, discard a stack. */
import type { ActionOf, CardRef, Destination, SlotRef } from "../actions";
import { ActionError, type Draft } from "../draft";
import type { MoveVia } from "../events";
import type { PileZone, Seat, SlotZone, Stack, Zone } from "../types";
import { keepsFaceDown, zoneSpec } from "../visibility";
import { drawCards, shufflePile } from "./piles";

/** Zone-wide operations (draw, shuffle, look) belong to the zone's owner or a judge. */
export function assertOwnsZone(draft: Draft, zone: Zone): void {
  const actor = draft.actor;
  if (!actor || actor.judge || draft.approved || zone.owner === null || zone.owner === actor.seat) return;
  throw new ActionError("authority.zone", `"${zone.key}" belongs to your opponent: ask them, or send it as a request they can approve.`);
}

export function actingSeat(draft: Draft): Seat {
  if (!draft.actor) throw new ActionError("actor.none", "Only a seated player can do that.");
  return draft.actor.seat;
}

export function draw(draft: Draft, action: ActionOf<"draw">): void {
  drawCards(draft, actingSeat(draft), action.count);
}

export function move(draft: Draft, action: ActionOf<"move">): void {
  assertFaceDownKept(draft, action.to);
  if (action.to.eachToOwner) moveEachToOwner(draft, action.cards, action.to);
  else draft.moveCards(action.cards, action.to);
}

/** `faceDown` where the card would land face up is refused, never ignored (visibility.ts keepsFaceDown). */
function assertFaceDownKept(draft: Draft, to: Destination): void {
  if (!to.faceDown) return;
  const zone = draft.zone(to.zone);
  if (keepsFaceDown(draft.definition, zone)) return;
  throw new ActionError("move.face-down", `A card goes face down only into play or into a pile nobody sees, like a deck: "${zone.key}" shows its cards, so nothing was moved.`);
}

/**
 * A move whose cards each go to their owner's pile of the destination's kind: in the rules a
 * discarded card goes to its owner's discard pile, so "Discard hand" puts a card of the
 * opponent's that lies in the hand into theirs and the player's own cards into the player's,
 * in one action (a plain move to one pile is refused whole: that card may only be given back).
 * One plain move per owner, each logged as such; the cards are named by id, since a card
 * named by position could be another once the first owner's cards have left.
 */
function moveEachToOwner(draft: Draft, refs: CardRef[], to: Destination): void {
  const named = draft.pile(to.zone);
  if (named.owner === null) throw new ActionError("move.each-to-owner", `"${named.key}" is nobody's pile: each card can only go to its owner's pile of a kind both players have.`);
  const byOwner = new Map<Seat, CardRef[]>([[named.owner, []]]);
  for (const ref of refs) {
    if (!("pid" in ref)) throw new ActionError("move.each-to-owner", "Name each card by its id when each goes to its owner's pile.");
    const { card } = draft.locate(ref);
    byOwner.set(card.owner, [...(byOwner.get(card.owner) ?? []), ref]);
  }
  const { eachToOwner: _, ...plain } = to;
  for (const [owner, cards] of byOwner) if (cards.length > 0) draft.moveCards(cards, { ...plain, zone: `${owner}.${named.spec}` });
}

/** A stack that left `from` for `to`'s slot `slot`: leaving some zones clears its conditions. */
function leaveSlot(draft: Draft, from: SlotZone, to: SlotZone, slot: number): void {
  if (from === to || !zoneSpec(draft.definition, from).clearsConditionsOnLeave) return;
  const stack = draft.ownStack(to, slot);
  stack.conditions = [];
  delete stack.conditionTurns;
}

function assertMayTouchStack(draft: Draft, zone: SlotZone, slot: number, stack: Stack): void {
  draft.assertMayTouch({ zone, card: draft.topOf(stack), stack, slot, layer: "card" });
}

export function moveStack(draft: Draft, action: ActionOf<"move.stack">): void {
  const from = draft.slots(action.from.zone);
  const to = draft.slots(action.to.zone);
  const stack = draft.stackAt(action.from);
  assertMayTouchStack(draft, from, action.from.slot, stack);
  if (action.to.slot >= to.slots.length) throw new ActionError("slot.none", `"${to.key}" has no slot ${action.to.slot + 1}.`);
  if (to.slots[action.to.slot]) throw new ActionError("slot.taken", `Slot ${action.to.slot + 1} of "${to.key}" is taken: swap the two instead.`);
  from.slots[action.from.slot] = null;
  to.slots[action.to.slot] = stack;
  leaveSlot(draft, from, to, action.to.slot);
  draft.emit({ type: "stack.moved", from: { zone: from.key, slot: action.from.slot }, to: { zone: to.key, slot: action.to.slot }, top: draft.mention(draft.topOf(stack), to) });
}

export function swap(draft: Draft, action: ActionOf<"swap">): void {
  const a = draft.slots(action.a.zone);
  const b = draft.slots(action.b.zone);
  const stackA = a.slots[action.a.slot] ?? null;
  const stackB = b.slots[action.b.slot] ?? null;
  if (action.a.slot >= a.slots.length || action.b.slot >= b.slots.length) throw new ActionError("slot.none", "There is no such slot.");
  if (!stackA && !stackB) throw new ActionError("slot.empty", "Both slots are empty: there is nothing to swap.");
  if (stackA) assertMayTouchStack(draft, a, action.a.slot, stackA);
  if (stackB) assertMayTouchStack(draft, b, action.b.slot, stackB);
  // A slot swapped with itself changes nothing: no event, so the room refuses it (unchanged.ts).
  if (a.key === b.key && action.a.slot === action.b.slot) return;
  a.slots[action.a.slot] = stackB;
  b.slots[action.b.slot] = stackA;
  if (stackA) leaveSlot(draft, a, b, action.b.slot);
  if (stackB) leaveSlot(draft, b, a, action.a.slot);
  draft.emit({
    type: "stacks.swapped",
    a: { zone: a.key, slot: action.a.slot },
    b: { zone: b.key, slot: action.b.slot },
    aTop: stackA ? draft.mention(draft.topOf(stackA), b) : null,
    bTop: stackB ? draft.mention(draft.topOf(stackB), a) : null,
    retreat: action.retreat ?? false,
  });
}

export function shuffle(draft: Draft, action: ActionOf<"shuffle">): void {
  const zone = draft.pile(action.zone);
  assertOwnsZone(draft, zone);
  shufflePile(draft, zone);
}

/**
 * Puts a whole stack (every card of it and everything attached) into its owner's discard pile;
 * `via` is a game's own way when one of its moves or assists does it (GameMoveVias).
 */
export function discardStack(draft: Draft, ref: SlotRef, via: MoveVia = "discard-stack"): Stack {
  const zone = draft.slots(ref.zone);
  const stack = draft.stackAt(ref);
  assertMayTouchStack(draft, zone, ref.slot, stack);
  const cards = [...stack.cards.slice().reverse(), ...stack.attached];
  zone.slots[ref.slot] = null;
  // Each card goes to its owner's discard pile (a Tool the opponent attached goes to theirs).
  draft.sendToOwnersPiles(cards, draft.definition.setup.zones.discard, { zone: zone.key, slot: ref.slot }, via);
  return stack;
}

export function stackDiscard(draft: Draft, action: ActionOf<"stack.discard">): void {
  discardStack(draft, action.stack);
}
