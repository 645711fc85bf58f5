/**
 * What a drop means at a Pokémon table (the GameUi's intentFor): the shell describes what is
 * moved and where it goes (table/intents.ts), and movesFor turns the pair into the actions to
 * send. The client decides nothing about rules: a drop on a Pokémon evolves when the card is a
 * Pokémon and attaches otherwise, a prize dropped on its owner's hand is taken, and the engine
 * answers.
 */
import type { CardRef, ClientAction, Destination } from "@playmat/shared";
import { reordered } from "../../table/lookOrder";
import type { MovedCard, MoveSource, MoveTarget } from "../../table/intents";
import { seatOfZone, zoneIdOf } from "../../table/perspective";

/** A Pokémon dropped on a Pokémon evolves it: it goes on top, as the stack's new face (the engine's "onto"). */
const asFor = (card: MovedCard): "attach" | "onto" => (card.supertype === "Pokémon" ? "onto" : "attach");

function move(cards: MovedCard[], to: Destination): ClientAction {
  return { type: "move", cards: cards.map((c) => c.ref), to };
}

/** Position refs change as cards leave a pile: take the deepest first. */
function byDepth(cards: MovedCard[]): MovedCard[] {
  return [...cards].sort((a, b) => (b.index ?? 0) - (a.index ?? 0));
}

function cardsToPile(cards: MovedCard[], target: Extract<MoveTarget, { kind: "pile" }>): ClientAction[] {
  const movable = cards.filter((c) => !(c.zone === target.zone && target.at === undefined));
  if (movable.length === 0) return [];
  const toSeat = seatOfZone(target.zone);
  const toId = zoneIdOf(target.zone);
  const allFrom = (id: string) => movable.every((c) => zoneIdOf(c.zone) === id && seatOfZone(c.zone) === toSeat);
  if (toId === "hand" && allFrom("prize")) {
    // Taking prizes: by position, deepest first so earlier positions stay valid.
    return byDepth(movable).map((c): ClientAction => {
      const at = "at" in c.ref && typeof c.ref.at === "number" ? c.ref.at : undefined;
      return at === undefined ? { type: "prize.take" } : { type: "prize.take", at };
    });
  }
  if (toId === "hand" && allFrom("deck") && movable.every((c) => "at" in c.ref && (c.ref.at === "top" || c.ref.at === 0))) {
    return [{ type: "draw", count: movable.length }];
  }
  const to: Destination = { zone: target.zone };
  if (target.at) to.at = target.at;
  return [move(movable, to)];
}

/** Cards looked at, dropped on a place among them, are put in a new order; any other card joins them. */
function cardsToPlace(cards: MovedCard[], target: Extract<MoveTarget, { kind: "place" }>): ClientAction[] {
  const pids = cards.map((c) => (c.zone === target.zone && "pid" in c.ref ? c.ref.pid : null));
  if (pids.some((pid) => pid === null)) return cardsToPile(cards, { kind: "pile", zone: target.zone });
  const order = reordered(target.order, pids as string[], target.index);
  return order ? [{ type: "look.order", order }] : [];
}

function cardsToSlot(cards: MovedCard[], target: Extract<MoveTarget, { kind: "slot" }>): ClientAction[] {
  if (cards.length === 0) return [];
  const base = { zone: target.zone, slot: target.slot };
  if (target.as) return [move(cards, { ...base, as: target.as })];
  if (!target.occupied) {
    const [first, ...rest] = cards;
    const out: ClientAction[] = [move([first!], base)];
    if (rest.length > 0) out.push(...groupByAs(rest).map(([as, group]) => move(group, { ...base, as })));
    return out;
  }
  return groupByAs(cards).map(([as, group]) => move(group, { ...base, as }));
}

function groupByAs(cards: MovedCard[]): ["attach" | "onto", MovedCard[]][] {
  const groups = new Map<"attach" | "onto", MovedCard[]>();
  for (const c of cards) groups.set(asFor(c), [...(groups.get(asFor(c)) ?? []), c]);
  // Evolve first, then attach: the order a player does it in.
  return [...groups].sort(([a], [b]) => (a === b ? 0 : a === "onto" ? -1 : 1));
}

function stackToPile(stack: Extract<MoveSource, { kind: "stack" }>, target: Extract<MoveTarget, { kind: "pile" }>): ClientAction[] {
  const owner = seatOfZone(stack.zone);
  if (zoneIdOf(target.zone) === "discard" && seatOfZone(target.zone) === owner && !target.at) {
    return [{ type: "stack.discard", stack: { zone: stack.zone, slot: stack.slot } }];
  }
  // Attachments first: taking a Pokémon's last card would otherwise send them to the discard pile.
  const refs: CardRef[] = [...stack.attached, ...[...stack.cards].reverse()].map((pid) => ({ zone: stack.zone, pid }));
  if (refs.length === 0) return [];
  const to: Destination = { zone: target.zone };
  if (target.at) to.at = target.at;
  return [{ type: "move", cards: refs, to }];
}

/** The actions that carry out moving `source` onto `target` (empty: nothing to do). */
export function movesFor(source: MoveSource, target: MoveTarget): ClientAction[] {
  if (source.kind === "cards") {
    switch (target.kind) {
      case "pile":
        return cardsToPile(source.cards, target);
      case "slot":
        return cardsToSlot(source.cards, target);
      case "place":
        return cardsToPlace(source.cards, target);
      case "slots":
        // One card per free slot, each to the first free one.
        return source.cards.map((c) => move([c], { zone: target.zone }));
    }
  }
  const from = { zone: source.zone, slot: source.slot };
  switch (target.kind) {
    case "pile":
      return stackToPile(source, target);
    case "slot":
      if (target.zone === source.zone && target.slot === source.slot) return [];
      if (target.as) {
        // A whole Pokémon onto another: its cards go under/onto it as asked.
        const refs: CardRef[] = [...source.attached, ...[...source.cards].reverse()].map((pid) => ({ zone: source.zone, pid }));
        return [{ type: "move", cards: refs, to: { zone: target.zone, slot: target.slot, as: target.as } }];
      }
      return target.occupied
        ? [{ type: "swap", a: from, b: { zone: target.zone, slot: target.slot } }]
        : [{ type: "move.stack", from, to: { zone: target.zone, slot: target.slot } }];
    case "slots":
      if (target.zone === source.zone || target.freeSlot === null) return [];
      return [{ type: "move.stack", from, to: { zone: target.zone, slot: target.freeSlot } }];
    case "place":
      return stackToPile(source, { kind: "pile", zone: target.zone });
  }
}
