/**
 * Once a turn (seed 001 §13.5): one Energy attached from the hand, one Supporter, one Stadium,
 * one retreat. Read from the turn's tally, so the warning comes with the second (and any later) one.
 */
import type { AdvisoryContext } from "../../../engine/definition";
import { isEnergy, isStadium, isSupporter } from "../cards";
import { isPlayFromHand, TALLY } from "../tally";
import { advisory, type Finding } from "./define";
import { fromHand, playing, publicName, slotTarget, tallied, type HandPlay } from "./read";

/**
 * The cards of this action the count is of: a face-down one keeps the warning to those who see
 * it. (The turn's earlier ones are counted, not kept: one played face down before a face-up one
 * could still be told by the second's warning.)
 */
const mentions = (plays: readonly HandPlay[]) => plays.map((p) => p.mention);

/** A warning when this action took the seat's count for `key` to 2 or more. */
function again(ctx: AdvisoryContext, key: string, finding: (count: number) => Finding): Finding[] {
  if (!playing(ctx)) return [];
  const { count, added } = tallied(ctx, ctx.actor.seat, key);
  return added > 0 && count >= 2 ? [finding(count)] : [];
}

export const energySecond = advisory(
  "ptcg.energy.second",
  "seed 001 §4.4, §6.2, §13.5",
  "Once during your turn you may attach one Energy card from your hand to one of your Pokémon.",
  (ctx) =>
    again(ctx, TALLY.energyAttached, (count) => {
      const attached = fromHand(ctx).filter((p) => isEnergy(p.def) && p.event.to.layer === "attach");
      const last = attached.at(-1);
      const to = last?.event.to;
      return { target: to?.slot !== undefined ? slotTarget(to.zone, to.slot) : undefined, params: { count, ...(last && publicName(last.mention)) }, about: mentions(attached) };
    }),
);

export const supporterSecond = advisory(
  "ptcg.supporter.second",
  "seed 001 §4.3, §13.5",
  "You can play only one Supporter card during your turn.",
  (ctx) =>
    again(ctx, TALLY.supporterPlayed, (count) => {
      const played = fromHand(ctx).filter((p) => isSupporter(p.def) && isPlayFromHand(p.event));
      const last = played.at(-1);
      return { target: last?.event.to.zone, params: { count, ...(last && publicName(last.mention)) }, about: mentions(played) };
    }),
);

export const stadiumSecond = advisory(
  "ptcg.stadium.second",
  "seed 001 §4.3, §13.5",
  "You can play only one Stadium card during your turn.",
  (ctx) =>
    again(ctx, TALLY.stadiumPlayed, (count) => {
      const played = fromHand(ctx).filter((p) => isStadium(p.def) && p.event.to.zone === "stadium");
      const last = played.at(-1);
      return { target: "stadium", params: { count, ...(last && publicName(last.mention)) }, about: mentions(played) };
    }),
);

export const retreatSecond = advisory(
  "ptcg.retreat.second",
  "seed 001 §6.4, §13.5",
  "You can retreat your Active Pokémon only once during your turn.",
  (ctx) => again(ctx, TALLY.retreated, (count) => ({ target: slotTarget(`${ctx.actor.seat}.active`, 0), params: { count } })),
);
