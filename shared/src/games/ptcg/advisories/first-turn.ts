/** The first player's first turn: no Supporter, no attack (seed 001 §6.3). */
import type { TableEventOf } from "../../../engine/events";
import { isSupporter } from "../cards";
import { isPlayFromHand } from "../tally";
import { advisory } from "./define";
import { fromHand, playing, publicName, seatOf, slotTarget } from "./read";

export const supporterFirstTurn = advisory(
  "ptcg.supporter.first-turn",
  "seed 001 §6.3, §13.5",
  "The player who goes first can't play a Supporter during their first turn.",
  (ctx) => {
    if (!playing(ctx) || ctx.before.turn.number !== 1) return [];
    return fromHand(ctx)
      .filter((p) => p.seat === ctx.before.turn.first && isSupporter(p.def) && isPlayFromHand(p.event))
      .map((p) => ({ target: p.event.to.zone, params: publicName(p.mention), about: [p.mention] }));
  },
);

export const attackFirstTurn = advisory(
  "ptcg.attack.first-turn",
  "seed 001 §6.3, §13.5",
  "The player who goes first can't attack during their first turn.",
  (ctx) => {
    if (!playing(ctx) || ctx.before.turn.number !== 1) return [];
    return ctx.events
      .filter((e): e is TableEventOf<"attack.declared"> => e.type === "attack.declared")
      .filter((e) => seatOf(e.place.zone) === ctx.before.turn.first)
      .map((e) => ({ target: slotTarget(e.place.zone, e.place.slot ?? 0), params: { ...publicName(e.top), attack: e.attack } }));
  },
);
