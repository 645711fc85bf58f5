/**
 * Special Conditions (seed 001 §9.2): an Asleep or Paralyzed Pokémon can't attack or retreat;
 * a Confused one flips a coin before its attack.
 */
import type { TableEventOf } from "../../../engine/events";
import { SEATS, type Stack } from "../../../engine/types";
import type { AdvisoryContext } from "../../../engine/definition";
import { advisory } from "./define";
import { bothSeats, checkupsAfterLastTurn, TALLY } from "../tally";
import { playing, publicName, slotTarget, stackAt, tallied, zoneId } from "./read";

const BLOCKING = ["asleep", "paralyzed"];

/** Each attacking Pokémon of this action, as it was before the attack. */
function attackers(ctx: AdvisoryContext): { target: string; stack: Stack; name: { name?: string } }[] {
  if (!playing(ctx)) return [];
  return ctx.events
    .filter((e): e is TableEventOf<"attack.declared"> => e.type === "attack.declared")
    .flatMap((e) => {
      const stack = stackAt(ctx.before, e.place.zone, e.place.slot);
      return stack ? [{ target: slotTarget(e.place.zone, e.place.slot!), stack, name: publicName(e.top) }] : [];
    });
}

export const attackCondition = advisory(
  "ptcg.attack.condition",
  "seed 001 §9.2, §13.5",
  "An Asleep or Paralyzed Pokémon can't attack.",
  (ctx) =>
    attackers(ctx).flatMap(({ target, stack, name }) => {
      const condition = stack.conditions.find((c) => BLOCKING.includes(c));
      return condition ? [{ target, params: { ...name, condition } }] : [];
    }),
);

export const attackConfused = advisory(
  "ptcg.attack.confused",
  "seed 001 §9.2, §13.5",
  "A Confused Pokémon flips a coin when it attacks: on tails the attack does nothing and it puts 3 damage counters on itself.",
  (ctx) => attackers(ctx).filter((a) => a.stack.conditions.includes("confused")).map(({ target, name }) => ({ target, params: name })),
);

export const retreatCondition = advisory(
  "ptcg.retreat.condition",
  "seed 001 §6.4, §9.2, §13.5",
  "An Asleep or Paralyzed Active Pokémon can't retreat.",
  (ctx) => {
    if (!playing(ctx)) return [];
    return ctx.events.flatMap((e) => {
      if (e.type !== "stacks.swapped" || !e.retreat) return [];
      const activeIsA = zoneId(e.a.zone) === "active";
      const active = activeIsA ? e.a : e.b;
      const stack = stackAt(ctx.before, active.zone, active.slot);
      const condition = stack?.conditions.find((c) => BLOCKING.includes(c));
      if (!stack || !condition) return [];
      // Named as the swap's log line names it: a face-down Active only once it is revealed.
      const mention = activeIsA ? e.aTop : e.bTop;
      const name = mention ? publicName(mention) : {};
      return [{ target: slotTarget(active.zone, active.slot!), params: { ...name, condition } }];
    });
  },
);

/**
 * Pokémon Checkup happens after each turn, before the next one begins (seed 001 §8), and a turn
 * begins with its player's draw (§6.1). Players press "Pokémon Checkup" on either side of End
 * turn, so each Checkup is counted for one gap between two turns, as it is run:
 * - before the turn's player has drawn or played anything: after the turn that ended last;
 * - once the turn's player has played (a card from the hand, a retreat, an attack): after this turn;
 * - once it has drawn but not played: after the last turn if that gap has no Checkup yet (run
 *   late, after the draw), otherwise after this turn (a turn in which its player only draws has
 *   its own Checkup before End turn, like any other).
 * It warns when its gap then holds two or more: one before End turn and another after it, before
 * the next draw, are caught; one after End turn and the next before the following End turn are
 * not. A player who draws and then runs again the Checkup the other player already ran can't be
 * told from one at the end of a turn in which nothing was played: it is told at the next
 * Checkup, when the gap after its turn holds two (tally.ts checkupClosesThisTurn).
 *
 * The Checkups run before End turn are in the ended turn's tally (turn.previousTally). A table
 * stored before that was kept (or before the count of closing Checkups, "checkup-closing"), or
 * whose turn a judge set, has none: its first gap counts only the Checkups since End turn, so a
 * second one there (one before End turn, one after) goes unwarned once; the next gaps are
 * counted in full.
 */
export const checkupTwice = advisory(
  "ptcg.checkup.twice",
  "seed 001 §8",
  "Pokémon Checkup happens once between turns.",
  (ctx) => {
    if (!playing(ctx) || !SEATS.some((seat) => tallied(ctx, seat, TALLY.checkup).added > 0)) return [];
    const turn = ctx.after.turn;
    const closing = SEATS.some((seat) => tallied(ctx, seat, TALLY.checkupClosing).added > 0);
    const count = closing ? bothSeats(turn.tally, TALLY.checkupClosing) : checkupsAfterLastTurn(turn);
    return count >= 2 ? [{ params: { count } }] : [];
  },
);

/**
 * Only the Active Pokémon has Special Conditions (seed 001 §9.4): a Pokémon that goes to the
 * Bench recovers from all of them, so one put on a Benched Pokémon is most likely meant for the
 * Active Pokémon.
 */
export const conditionOnBench = advisory(
  "ptcg.condition.bench",
  "seed 001 §9.4",
  "Only an Active Pokémon can be affected by Special Conditions; moving to the Bench removes them.",
  (ctx) =>
    ctx.events.flatMap((e) =>
      e.type === "condition.changed" && e.on && zoneId(e.place.zone) === "bench" && e.place.slot !== undefined
        ? [{ target: slotTarget(e.place.zone, e.place.slot), params: { ...publicName(e.top), condition: e.condition } }]
        : [],
    ),
);
