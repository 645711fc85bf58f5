/**
 * Private looks and public reveals. Looking moves cards into the looker's private "looking"
 * zone (others see only how many), keeping their order so they can go back where they were.
 */
import type { ActionOf, CardRef } from "../actions";
import { ActionError, type Draft } from "../draft";
import type { PileZone } from "../types";
import { mergeSeen, seenByAt, zoneSpec } from "../visibility";
import { actingSeat, assertOwnsZone } from "./cards";
import { shufflePile } from "./piles";

/** A sealed pile (ZoneSpec.sealed) is looked into by nobody, its owner included: refused before anything moves. */
function refuseSealed(draft: Draft, source: PileZone): void {
  if (zoneSpec(draft.definition, source).sealed) {
    throw new ActionError("zone.sealed", `Nobody may look into "${source.key}" while the game lasts, not even its owner.`);
  }
}

function lookingZone(draft: Draft): PileZone {
  return draft.pile(`${actingSeat(draft)}.${draft.definition.setup.zones.looking}`);
}

export function look(draft: Draft, action: ActionOf<"look">): void {
  const source = draft.pile(action.zone);
  assertOwnsZone(draft, source);
  refuseSealed(draft, source);
  const looking = lookingZone(draft);
  if (looking.cards.length > 0) throw new ActionError("looking.busy", "You are already looking at cards: put them back first.");
  const count = Math.min(action.count, source.cards.length);
  if (count === 0) throw new ActionError("zone.empty", `"${source.key}" is empty.`);
  draft.emit({ type: "cards.looked", zone: source.key, from: action.from, count });
  // Taken in deck order (from the bottom too), so they can go back exactly as they were.
  const first = action.from === "top" ? 0 : source.cards.length - count;
  const refs = Array.from({ length: count }, () => ({ zone: source.key, at: first }));
  draft.moveCards(refs, { zone: looking.key, at: "bottom" }, "look");
  draft.state.players[actingSeat(draft)].looking = { zone: source.key, search: false };
}

export function search(draft: Draft, action: ActionOf<"search">): void {
  const source = draft.pile(action.zone);
  assertOwnsZone(draft, source);
  refuseSealed(draft, source);
  const looking = lookingZone(draft);
  if (looking.cards.length > 0) throw new ActionError("looking.busy", "You are already looking at cards: put them back first.");
  if (source.cards.length === 0) throw new ActionError("zone.empty", `"${source.key}" is empty.`);
  draft.emit({ type: "zone.searched", zone: source.key, count: source.cards.length });
  draft.moveCards(source.cards.map(() => ({ zone: source.key, at: "top" as const })), { zone: looking.key, at: "bottom" }, "look");
  draft.state.players[actingSeat(draft)].looking = { zone: source.key, search: true };
}

export function lookEnd(draft: Draft, action: ActionOf<"look.end">): void {
  const seat = actingSeat(draft);
  const looking = lookingZone(draft);
  const state = draft.state.players[seat].looking;
  const target = draft.pile(state?.zone ?? `${seat}.${draft.definition.setup.zones.deck}`);
  // Putting back what you were allowed to look at needs no new approval, even if it's the opponent's deck.
  const wasApproved = draft.approved;
  draft.approved = true;
  try {
    if (looking.cards.length > 0) {
      const refs = looking.cards.map((c) => ({ zone: looking.key, pid: c.pid }));
      draft.moveCards(refs, { zone: target.key, at: action.to === "bottom" ? "bottom" : "top" }, "look-end");
    } else if (state && action.to !== "shuffle") {
      // Every card was taken: nothing goes back, but the look is over, which both players are told.
      draft.emit({ type: "look.stopped", zone: target.key });
    }
    // Not looking, with nothing to put back, and no shuffle: no event, so the room refuses it (unchanged.ts).
    if (action.to === "shuffle") shufflePile(draft, target);
  } finally {
    draft.approved = wasApproved;
  }
  draft.state.players[seat].looking = null;
}

function touchAll(draft: Draft, refs: CardRef[], ownerOnly: boolean) {
  return refs.map((ref) => {
    const found = draft.locate(ref);
    const actor = draft.actor;
    if (ownerOnly && actor && !actor.judge && !draft.approved && found.card.owner !== actor.seat) {
      throw new ActionError("authority.owner", "Only the card's owner can do that.");
    }
    draft.assertMayTouch(found);
    return found;
  });
}

export function reveal(draft: Draft, action: ActionOf<"reveal">): void {
  const found = touchAll(draft, action.cards, true);
  for (const one of found) draft.own(one).revealed = true;
  draft.emit({ type: "cards.revealed", cards: found.map(({ card, zone }) => draft.mention(card, zone)), zone: found[0]!.zone.key, revealed: true });
}

export function hide(draft: Draft, action: ActionOf<"hide">): void {
  const found = touchAll(draft, action.cards, true);
  const mentions = found.map((one) => {
    const { zone } = one;
    const before = seenByAt(draft.definition, zone, one.card);
    const card = draft.own(one);
    card.revealed = false;
    // Fewer people see it now: a fresh id so those who saw it can't follow it.
    card.pid = draft.newPid();
    const mention = draft.mention(card, zone);
    return { ...mention, seenBy: mergeSeen(before, mention.seenBy) };
  });
  draft.emit({ type: "cards.revealed", cards: mentions, zone: found[0]!.zone.key, revealed: false });
}

export function flip(draft: Draft, action: ActionOf<"flip">): void {
  const found = touchAll(draft, action.cards, action.faceDown);
  // Every card already shows that face: no event, so the room refuses it (unchanged.ts). A
  // face-down card someone revealed does change, turned down: it is hidden again.
  if (found.every(({ card }) => card.faceDown === action.faceDown && !(action.faceDown && card.revealed))) return;
  const mentions = found.map((one) => {
    const { zone } = one;
    const before = seenByAt(draft.definition, zone, one.card);
    const card = draft.own(one);
    card.faceDown = action.faceDown;
    if (action.faceDown) {
      card.revealed = false;
      card.pid = draft.newPid();
    }
    const mention = draft.mention(card, zone);
    return { ...mention, seenBy: mergeSeen(before, mention.seenBy) };
  });
  draft.emit({ type: "cards.flipped", cards: mentions, zone: found[0]!.zone.key, faceDown: action.faceDown });
}
