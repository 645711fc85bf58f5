/**
 * What a drop means at a Curse Sorcerers table (GameTable.intentFor). The client decides no
 * rule: a card dropped on the stack is played (the opponent is then asked "respond?"), on an
 * empty field slot it is put there, on a sorcerer it is attached (a cursed object, §7.1); a
 * sorcerer dragged to its owner's graveyard goes with what it holds; the deck's top dragged to
 * the hand is a draw. The engine answers, and warns where a rule is broken.
 */
import type { CardRef, ClientAction, Destination } from "@playmat/shared";
import type { MovedCard, MoveSource, MoveTarget } from "../../table/intents";
import { seatOfZone, zoneIdOf } from "../../table/perspective";
import { ZONE_IDS } from "./ids";

const move = (cards: MovedCard[], to: Destination): ClientAction => ({ type: "move", cards: cards.map((c) => c.ref), to });

/** Position refs change as cards leave a pile: the deepest first. */
const byDepth = (cards: MovedCard[]) => [...cards].sort((a, b) => (b.index ?? 0) - (a.index ?? 0));

function cardsToPile(cards: MovedCard[], target: Extract<MoveTarget, { kind: "pile" }>): ClientAction[] {
  const movable = cards.filter((c) => !(c.zone === target.zone && target.at === undefined));
  if (movable.length === 0) return [];
  const fromOwnDeckTop = movable.every((c) => zoneIdOf(c.zone) === ZONE_IDS.deck && seatOfZone(c.zone) === seatOfZone(target.zone) && "at" in c.ref && (c.ref.at === "top" || c.ref.at === 0));
  if (zoneIdOf(target.zone) === ZONE_IDS.hand && fromOwnDeckTop) return [{ type: "draw", count: movable.length }];
  const to: Destination = { zone: target.zone };
  if (target.at) to.at = target.at;
  // Onto the stack one at a time, in the order chosen: each goes on top and is asked about in turn.
  if (target.zone === ZONE_IDS.stack) return byDepth(movable).map((c) => move([c], to));
  return [move(byDepth(movable), to)];
}

function cardsToSlot(cards: MovedCard[], target: Extract<MoveTarget, { kind: "slot" }>): ClientAction[] {
  if (cards.length === 0) return [];
  const base = { zone: target.zone, slot: target.slot };
  if (target.as) return [move(cards, { ...base, as: target.as })];
  if (target.occupied) return [move(cards, { ...base, as: "attach" })];
  const [first, ...rest] = cards;
  return [move([first!], base), ...(rest.length ? [move(rest, { ...base, as: "attach" })] : [])];
}

/** A whole sorcerer (and its cursed objects) somewhere: its owner's graveyard takes it all at once. */
function stackToPile(source: Extract<MoveSource, { kind: "stack" }>, target: Extract<MoveTarget, { kind: "pile" }>): ClientAction[] {
  if (zoneIdOf(target.zone) === ZONE_IDS.graveyard && seatOfZone(target.zone) === seatOfZone(source.zone)) {
    return [{ type: "stack.discard", stack: { zone: source.zone, slot: source.slot } }];
  }
  const refs: CardRef[] = [...source.attached, ...[...source.cards].reverse()].map((pid) => ({ zone: source.zone, pid }));
  const to: Destination = { zone: target.zone };
  if (target.at) to.at = target.at;
  return refs.length ? [{ type: "move", cards: refs, to }] : [];
}

export function movesFor(source: MoveSource, target: MoveTarget): ClientAction[] {
  if (source.kind === "cards") {
    switch (target.kind) {
      case "pile":
        return cardsToPile(source.cards, target);
      case "slot":
        return cardsToSlot(source.cards, target);
      case "slots":
        return source.cards.map((c) => move([c], { zone: target.zone }));
      case "place":
        return cardsToPile(source.cards, { kind: "pile", zone: target.zone });
    }
  }
  const from = { zone: source.zone, slot: source.slot };
  switch (target.kind) {
    case "pile":
      return stackToPile(source, target);
    case "place":
      return stackToPile(source, { kind: "pile", zone: target.zone });
    case "slot":
      if (target.zone === source.zone && target.slot === source.slot) return [];
      return target.occupied ? [{ type: "swap", a: from, b: { zone: target.zone, slot: target.slot } }] : [{ type: "move.stack", from, to: { zone: target.zone, slot: target.slot } }];
    case "slots":
      if (target.zone === source.zone || target.freeSlot === null) return [];
      return [{ type: "move.stack", from, to: { zone: target.zone, slot: target.freeSlot } }];
  }
}

/**
 * The place a shortcut key or a "Move to" item means for `seat`: its hand, graveyard ("d"),
 * field ("a" or "b": the first free slot), the shared stack ("g": the centre's zone, to play a
 * card), the deck's top or bottom.
 */
export function targetFor(seat: string, id: string, freeSlot: number | null): MoveTarget | null {
  switch (id) {
    case "hand":
      return { kind: "pile", zone: `${seat}.${ZONE_IDS.hand}` };
    case "discard":
    case "graveyard":
      return { kind: "pile", zone: `${seat}.${ZONE_IDS.graveyard}` };
    case "active":
    case "bench":
    case "field":
      return { kind: "slots", zone: `${seat}.${ZONE_IDS.field}`, freeSlot };
    case "stadium":
    case "stack":
      return { kind: "pile", zone: ZONE_IDS.stack };
    case "deck-top":
      return { kind: "pile", zone: `${seat}.${ZONE_IDS.deck}`, at: "top" };
    case "deck-bottom":
      return { kind: "pile", zone: `${seat}.${ZONE_IDS.deck}`, at: "bottom" };
  }
  return null;
}
