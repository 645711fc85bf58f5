/**
 * Evolution (seed 001 §4.2, seed 000, seed 002): not on a Pokémon put into play or evolved
 * this turn, not during either player's first turn, and only onto the card it evolves from.
 */
import { isUnknown, sameName } from "../cards";
import { evolvedIn } from "../marks";
import { advisory } from "./define";
import { evolutions } from "./evolutions";
import { beforeSecondTurn, evolutionCards, playing, publicName } from "./read";

export const evolveSameTurn = advisory(
  "ptcg.evolve.same-turn",
  "seed 001 §4.2, §13.5; seed 000 (evolution: once per turn)",
  "A Pokémon can't evolve during the turn it was put into play, and evolves at most once per turn.",
  (ctx) => {
    if (!playing(ctx)) return [];
    const turn = ctx.before.turn.number;
    return evolutions(ctx).flatMap((e) => {
      // Rare Candy onto a Basic played this turn has its own, more precise warning.
      const evolved = e.step > 0 || evolvedIn(e.stack, turn);
      const reason = evolved ? "evolved" : e.stack.enteredTurn === turn && !e.candy ? "new" : null;
      return reason ? [{ target: e.target, params: { ...publicName(e.mention), reason }, about: evolutionCards(e) }] : [];
    });
  },
);

export const evolveFirstTurn = advisory(
  "ptcg.evolve.first-turn",
  "seed 001 §4.2, §13.5; seed 000 (evolution: first turn); seed 002 (evolving)",
  "Neither player can evolve a Pokémon during their own first turn.",
  (ctx) => {
    if (!playing(ctx)) return [];
    return evolutions(ctx)
      .filter((e) => e.step === 0 && !e.candy && beforeSecondTurn(ctx.before, e.seat))
      .map((e) => ({ target: e.target, params: publicName(e.mention), about: evolutionCards(e) }));
  },
);

export const evolveWrongStage = advisory(
  "ptcg.evolve.wrong-stage",
  "seed 001 §13.2; seed 000 (evolution order, Rare Candy)",
  "An evolution card goes onto the Pokémon named in its \"Evolves from\"; only Rare Candy lets a Stage 2 skip its Stage 1.",
  (ctx) => {
    if (!playing(ctx)) return [];
    const evolved = evolutions(ctx);
    if (evolved.length === 0) return [];
    const defs = Object.values(ctx.after.cards);
    return evolved.flatMap((e) => {
      if (isUnknown(e.card) || isUnknown(e.onto)) return [];
      const onto = e.onto!.name;
      const shown = publicName(e.mention);
      // The Pokémon it went onto is named only if everyone could see it: a face-down Pokémon's
      // name must not reach the opponent through a warning's parameters.
      const ontoShown = e.ontoMention ? publicName(e.ontoMention).name : undefined;
      const params = shown.name ? { ...shown, ...(ontoShown !== undefined && { onto: ontoShown }), evolvesFrom: e.card!.evolvesFrom ?? "" } : {};
      if (e.candy) {
        // Rare Candy: the Stage 1 in between must evolve from this Basic, when we know that Stage 1.
        const stage1 = defs.filter((d) => sameName(d.name, e.card!.evolvesFrom));
        return stage1.length > 0 && !stage1.some((d) => sameName(d.evolvesFrom, onto)) ? [{ target: e.target, params, about: evolutionCards(e) }] : [];
      }
      return sameName(e.card!.evolvesFrom, onto) ? [] : [{ target: e.target, params, about: evolutionCards(e) }];
    });
  },
);
