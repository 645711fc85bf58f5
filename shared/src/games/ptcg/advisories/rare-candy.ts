/**
 * Rare Candy (seed 000): a Stage 2 straight onto a Basic, but not during your first turn and
 * not onto a Basic put into play this turn. Seen when a Rare Candy was played this turn and a
 * Stage 2 goes onto a Basic.
 */
import { advisory } from "./define";
import { evolutions } from "./evolutions";
import { beforeSecondTurn, evolutionCards, playing, publicName } from "./read";

export const rareCandyFirstTurn = advisory(
  "ptcg.rare-candy.first-turn",
  "seed 000 (Rare Candy)",
  "Rare Candy can't be used during your first turn.",
  (ctx) => {
    if (!playing(ctx)) return [];
    return evolutions(ctx)
      .filter((e) => e.candy && beforeSecondTurn(ctx.before, e.seat))
      .map((e) => ({ target: e.target, params: publicName(e.mention), about: evolutionCards(e) }));
  },
);

export const rareCandyNewBasic = advisory(
  "ptcg.rare-candy.new-basic",
  "seed 000 (Rare Candy)",
  "Rare Candy can't be used on a Basic Pokémon that was put into play this turn.",
  (ctx) => {
    if (!playing(ctx)) return [];
    return evolutions(ctx)
      .filter((e) => e.candy && e.stack.enteredTurn === ctx.before.turn.number)
      .map((e) => ({ target: e.target, params: publicName(e.mention), about: evolutionCards(e) }));
  },
);
