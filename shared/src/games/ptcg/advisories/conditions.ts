/**
 * Special Conditions (seed 001 §9.2): an Asleep or Paralyzed Pokémon can't attack or retreat;
 * a Confused one flips a coin before its attack.
 */
import type { TableEventOf } from "../../../engine/events";
import { SEATS, type Seat, type Stack, type TurnTally } from "../../../engine/types";
import type { AdvisoryContext } from "../../../engine/definition";
import { advisory } from "./define";
import { TALLY } from "../tally";
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

/** Both seats' counts for `key` in a tally (either player may run the Checkup). */
const bothSeats = (tally: Partial<Record<Seat, TurnTally>> | undefined, key: string) =>
  SEATS.reduce((n, seat) => n + (tally?.[seat]?.[key] ?? 0), 0);

/**
 * Pokémon Checkup happens once between turns (seed 001 §8); a second run poisons and burns the
 * Active Pokémon again. Players run it on either side of End turn: after the attack, before
 * pressing End turn, or after it, often once the next player has drawn. So a Checkup counts for
 * the gap it is nearest: once the turn's player has played this turn (a card from the hand, a
 * retreat, an attack: TALLY.turnPlayed), it closes this turn, with the other Checkups run since
 * that play; before that, it closes the turn that ended last, with the Checkups run after that
 * turn's play and those run since End turn. It warns when its gap holds two or more, so a Checkup
 * before End turn and another after it are caught, and one after End turn then one before the
 * next End turn are not. (A turn in which its player only draws reads as not yet played: a
 * Checkup run at its end, when the last one was run before the previous End turn, warns.)
 */
export const checkupTwice = advisory(
  "ptcg.checkup.twice",
  "seed 001 §8",
  "Pokémon Checkup happens once between turns.",
  (ctx) => {
    if (!playing(ctx) || !SEATS.some((seat) => tallied(ctx, seat, TALLY.checkup).added > 0)) return [];
    const { tally, previousTally } = ctx.after.turn;
    const closingThisTurn = bothSeats(tally, TALLY.checkupAfterPlay);
    const count = closingThisTurn > 0 ? closingThisTurn : bothSeats(previousTally, TALLY.checkupAfterPlay) + bothSeats(tally, TALLY.checkup);
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
