/**
 * The first player's first turn on a table that skips its draw (options.ts `firstTurnDraw:
 * false`, one reading of the guides): no draw and no Supporter then. On a table with the
 * default (the app's reading) both are allowed, and nothing warns.
 */
import { isSupporter } from "../../ptcg/cards";
import { advisory } from "../../ptcg/advisories/define";
import { fromHand, playing, publicName } from "../../ptcg/advisories/read";
import { isPlayFromHand } from "../../ptcg/tally";
import { pocketOptionsOf } from "../options";

const firstPlayersFirstTurn = (state: { turn: { number: number } }, options: Record<string, unknown>) =>
  state.turn.number === 1 && !pocketOptionsOf(options).firstTurnDraw;

export const drawFirstTurn = advisory(
  "ptcg-pocket.draw.first-turn",
  "issue 29 (table option: the first player does not draw)",
  "At this table the player who goes first does not draw on their first turn.",
  (ctx) => {
    if (!playing(ctx) || !firstPlayersFirstTurn(ctx.before, ctx.before.options) || ctx.actor.seat !== ctx.before.turn.first) return [];
    const drawn = ctx.events.some((e) => e.type === "cards.moved" && e.via === "draw");
    return drawn ? [{ target: `${ctx.actor.seat}.deck` }] : [];
  },
);

export const supporterFirstTurn = advisory(
  "ptcg-pocket.supporter.first-turn",
  "issue 29 (table option: the first player does not draw)",
  "At this table the player who goes first can't play a Supporter on their first turn.",
  (ctx) => {
    if (!playing(ctx) || !firstPlayersFirstTurn(ctx.before, ctx.before.options)) return [];
    return fromHand(ctx)
      .filter((p) => p.seat === ctx.before.turn.first && isSupporter(p.def) && isPlayFromHand(p.event))
      .map((p) => ({ target: p.event.to.zone, params: publicName(p.mention), about: [p.mention] }));
  },
);
