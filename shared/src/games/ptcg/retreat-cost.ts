/**
 * What the retreat-cost advisory (advisories/retreat.ts) needs to remember through a turn,
 * kept in the turn's tally under per-Pokémon keys (the stack's sid): players retreat by hand,
 * moving the Energy to the discard pile before the swap or after it, in actions of their own,
 * so the retreat and its payment are only known together when the turn ends.
 */
import type { CardDef } from "../../cards/types";
import type { TableEvent } from "../../engine/events";
import type { Stack, TableState, TurnTally } from "../../engine/types";
import { isBasicEnergy, isEnergy, isUnknown } from "./cards";

/** "p1.bench" → "bench". */
const zoneOf = (key: string) => key.split(".").pop()!;

export const RETREAT_KEYS = {
  /** Retreats of the Pokémon this turn. */
  retreats: (sid: string) => `retreat:${sid}`,
  /** The Retreat Costs it had at those retreats, added up. */
  cost: (sid: string) => `retreat-cost:${sid}`,
  /** A retreat whose cost could not be known (see costUnknown). */
  unknown: (sid: string) => `retreat-cost-unknown:${sid}`,
  /** Basic Energy cards moved from it to a discard pile this turn. */
  basicEnergy: (sid: string) => `energy-discarded:${sid}`,
  /** Other Energy cards moved from it to a discard pile: one may provide more than one Energy. */
  specialEnergy: (sid: string) => `special-energy-discarded:${sid}`,
} as const;

const RETREAT_PREFIX = "retreat:";

/** Every card in play, with the zone it lies in: the Pokémon, what they hold, and the Stadium. */
function cardsInPlay(state: TableState) {
  return Object.values(state.zones).flatMap((zone) =>
    zone.layout === "slots" ? zone.slots.flatMap((stack) => (stack ? [...stack.cards, ...stack.attached] : [])) : zoneOf(zone.key) === "stadium" ? zone.cards : [],
  );
}

/** Card text that may change a Retreat Cost ("has no Retreat Cost", "Retreat Cost is ... less"). */
const mentionsRetreat = (def: CardDef | undefined) =>
  [...(def?.rules ?? []), ...(def?.abilities ?? []).map((a) => a.text), ...(def?.attacks ?? []).map((a) => a.text)].some((text) => /retreat/i.test(text));

/**
 * The Retreat Cost of a Pokémon as it retreats, or undefined when it can't be known: its card is
 * face down or not known, its data has no Retreat Cost, a card in play is face down (it could be
 * anything), or a card in play speaks of retreating (a Tool or Stadium that lowers the cost, an
 * attack that raised it). Only what both players see decides, so the answer reveals nothing.
 */
export function retreatCostOf(state: TableState, stack: Stack): number | undefined {
  const top = stack.cards.at(-1);
  const def = top && state.cards[top.defId];
  if (!top || top.faceDown || isUnknown(def) || typeof def!.retreatCost !== "number") return undefined;
  const inPlay = cardsInPlay(state);
  if (inPlay.some((card) => card.faceDown || mentionsRetreat(state.cards[card.defId]))) return undefined;
  return def!.retreatCost;
}

/** The Pokémon at a slot of the table. */
function stackAt(state: TableState, zone: string, slot: number | undefined): Stack | null {
  const z = state.zones[zone];
  return z?.layout === "slots" && slot !== undefined ? (z.slots[slot] ?? null) : null;
}

/** Adds this action's retreats and Energy discarded from Pokémon to the tally (`state`: the table after it). */
export function tallyRetreatCost(state: TableState, events: readonly TableEvent[], add: (key: string, n?: number) => void): void {
  for (const event of events) {
    if (event.type === "stacks.swapped" && event.retreat) {
      // The retreating Pokémon was the Active: it now lies where the other one was.
      const activeIsA = zoneOf(event.a.zone) === "active";
      if (!activeIsA && zoneOf(event.b.zone) !== "active") continue;
      const benched = activeIsA ? event.b : event.a;
      const stack = stackAt(state, benched.zone, benched.slot);
      if (!stack) continue;
      add(RETREAT_KEYS.retreats(stack.sid));
      const cost = retreatCostOf(state, stack);
      if (cost === undefined) add(RETREAT_KEYS.unknown(stack.sid));
      else add(RETREAT_KEYS.cost(stack.sid), cost);
    }
    // Energy taken off a Pokémon by hand into a discard pile (not a whole Pokémon discarded or Knocked Out).
    if (event.type === "cards.moved" && event.via === "move" && event.from.layer === "attached" && zoneOf(event.to.zone) === "discard") {
      const stack = stackAt(state, event.from.zone, event.from.slot);
      if (!stack) continue;
      for (const card of event.cards) {
        const def = state.cards[card.defId];
        if (isBasicEnergy(def)) add(RETREAT_KEYS.basicEnergy(stack.sid));
        else if (isEnergy(def)) add(RETREAT_KEYS.specialEnergy(stack.sid));
      }
    }
  }
}

export interface RetreatPayment {
  sid: string;
  cost: number;
  discarded: number;
}

/**
 * Each Pokémon that retreated in a turn, with its Retreat Cost and the Energy discarded from it,
 * when both are known: every retreat's cost was known and only Basic Energy (one Energy each) was
 * discarded from it. `tallies`: the turn's tally of each seat.
 */
export function retreatPayments(tallies: readonly (TurnTally | undefined)[]): RetreatPayment[] {
  const sum = (key: string) => tallies.reduce((n, tally) => n + (tally?.[key] ?? 0), 0);
  const sids = new Set(tallies.flatMap((tally) => Object.keys(tally ?? {}).filter((k) => k.startsWith(RETREAT_PREFIX)).map((k) => k.slice(RETREAT_PREFIX.length))));
  return [...sids].flatMap((sid) =>
    sum(RETREAT_KEYS.unknown(sid)) > 0 || sum(RETREAT_KEYS.specialEnergy(sid)) > 0
      ? []
      : [{ sid, cost: sum(RETREAT_KEYS.cost(sid)), discarded: sum(RETREAT_KEYS.basicEnergy(sid)) }],
  );
}
