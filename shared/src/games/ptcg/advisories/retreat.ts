/**
 * Retreating costs Energy (seed 001 §6.4, §4.4): the player discards Energy equal to the Active
 * Pokémon's Retreat Cost, of any type, and a Benched Pokémon becomes the Active Pokémon.
 *
 * Players do it by hand: "Retreat…" swaps the two Pokémon, and the Energy is dragged from the
 * retreating Pokémon to the discard pile before the swap (from the Active Spot) or after it (from
 * the Bench), in one action or several. So the check waits for the end of the turn: when the
 * player ends it, each Pokémon that retreated this turn should have had exactly as many Energy
 * cards moved from it to the discard pile this turn as its Retreat Cost when it retreated (twice
 * that for two retreats). Fewer or more draws a warning beside it.
 *
 * It only speaks when it can know (retreat-cost.ts): the Pokémon's card is face up with a Retreat
 * Cost in its data, no card in play is face down or speaks of retreating (a Tool or Stadium that
 * changes the cost), only Basic Energy was discarded from it (a Special Energy may provide more
 * than one), and it is still in play. Energy that left with a whole Pokémon (Knocked Out,
 * discarded with everything attached) is not a payment.
 *
 * A judge's End turn, for the player whose turn it is, is not checked: like every advisory
 * (define.ts), this one never speaks of a judge's actions, which are corrections of the board
 * the judge is looking at, not play.
 */
import type { Stack, TableState } from "../../../engine/types";
import { retreatPayments } from "../retreat-cost";
import { advisory } from "./define";
import { playing, slotTarget } from "./read";

/** Where the Pokémon with this sid lies, if it is still in play. */
function findStack(state: TableState, sid: string): { zone: string; slot: number; stack: Stack } | undefined {
  for (const zone of Object.values(state.zones)) {
    if (zone.layout !== "slots") continue;
    const slot = zone.slots.findIndex((s) => s?.sid === sid);
    if (slot >= 0) return { zone: zone.key, slot, stack: zone.slots[slot]! };
  }
  return undefined;
}

export const retreatCost = advisory(
  "ptcg.retreat.cost",
  "seed 001 §4.4, §6.4",
  "To retreat, discard Energy from the Active Pokémon equal to its Retreat Cost.",
  (ctx) => {
    if (ctx.action.type !== "turn.end" || !playing(ctx)) return [];
    const { tally } = ctx.before.turn;
    return retreatPayments([tally.p1, tally.p2]).flatMap(({ sid, cost, discarded }) => {
      const found = cost === discarded ? undefined : findStack(ctx.before, sid);
      if (!found) return [];
      const top = found.stack.cards.at(-1)!;
      // Cards in play are public unless turned face down.
      const name = ctx.before.cards[top.defId]?.name;
      const named: { name?: string } = top.faceDown || name === undefined ? {} : { name };
      return [{ target: slotTarget(found.zone, found.slot), params: { ...named, cost, discarded } }];
    });
  },
);
