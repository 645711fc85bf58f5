/**
 * The Bench (seed 001 §5, §6.2): up to 5 Pokémon, more only while the Stadium in play says so. The table
 * has `benchSize` slots (up to 8, for such Stadiums), so the limit is the rule's, not the slots'.
 */
import type { Seat, TableState } from "../../../engine/types";
import { SEATS } from "../../../engine/types";
import { benchLimitOf, isUnknown, playsAsBasic } from "../cards";
import { advisory } from "./define";
import { fromHand, landedSlot, playing, publicName, slotTarget, zoneId } from "./read";

const RULE_BENCH = 5;

function benchLimit(state: TableState): number {
  const stadium = state.zones.stadium;
  const inPlay = stadium?.layout === "pile" ? stadium.cards[0] : undefined;
  const raised = inPlay ? (benchLimitOf(state.cards[inPlay.defId]) ?? RULE_BENCH) : RULE_BENCH;
  return Math.min(Number(state.options.benchSize ?? RULE_BENCH), Math.max(RULE_BENCH, raised));
}

function benched(state: TableState, seat: Seat): number {
  const bench = state.zones[`${seat}.bench`];
  return bench?.layout === "slots" ? bench.slots.filter((s) => s !== null).length : 0;
}

export const benchFull = advisory(
  "ptcg.bench.full",
  "seed 001 §5, §6.2; seed 002 (Bench)",
  "You can have up to 5 Pokémon on your Bench (more only while a card such as a Stadium allows it); when that card leaves play, discard down to the limit.",
  (ctx) => {
    if (ctx.before.phase !== "setup" && ctx.before.phase !== "playing") return [];
    // The same zone objects (the engine shares untouched zones) and options: nothing got worse.
    const [b, a] = [ctx.before, ctx.after];
    if (b.zones.stadium === a.zones.stadium && b.cards === a.cards && b.options.benchSize === a.options.benchSize && SEATS.every((seat) => b.zones[`${seat}.bench`] === a.zones[`${seat}.bench`])) return [];
    const [limitBefore, limit] = [benchLimit(ctx.before), benchLimit(ctx.after)];
    return SEATS.flatMap((seat) => {
      const [was, count] = [benched(ctx.before, seat), benched(ctx.after, seat)];
      const worse = count > was || limit < limitBefore;
      return count > limit && worse ? [{ target: `${seat}.bench`, params: { count, limit } }] : [];
    });
  },
);

export const nonBasicToBench = advisory(
  "ptcg.play.non-basic-to-bench",
  "seed 001 §6.2",
  "Only Basic Pokémon (or cards played as if they were Basic Pokémon) go from your hand onto an empty spot; evolutions go onto the Pokémon they evolve from.",
  (ctx) => {
    if (!playing(ctx)) return [];
    return fromHand(ctx)
      .filter((p) => ["active", "bench"].includes(zoneId(p.event.to.zone)) && !p.event.to.layer)
      .filter((p) => !playsAsBasic(p.def) && !isUnknown(p.def))
      .map((p) => {
        const slot = landedSlot(ctx, p.event);
        // Whether it fires tells what the card is: a face-down one's owner (and judges) alone read it.
        return { target: slot === undefined ? p.event.to.zone : slotTarget(p.event.to.zone, slot), params: publicName(p.mention), about: [p.mention] };
      });
  },
);
