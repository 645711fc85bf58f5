/**
 * Where a Pokémon in play may go (seed 001 §4.3, §7.4): to the discard pile when it is Knocked
 * Out or discarded, to the hand or the deck by a card's effect. Prize cards are set from the deck
 * and only taken, and the Stadium zone holds a Stadium card: a Pokémon dragged onto either is
 * most likely a slip of the pointer. The drag goes through (a judge correcting a board may mean
 * it); the warning only says so.
 */
import { advisory } from "./define";
import { moves, playing, stackAt, zoneId } from "./read";

const IN_PLAY = ["active", "bench"];
const NOT_FOR_POKEMON = ["prize", "stadium"];

export const pokemonToPrizeOrStadium = advisory(
  "ptcg.pokemon.to-prize-or-stadium",
  "seed 001 §4.3, §7.4",
  "A Pokémon in play goes to the discard pile, or by a card's effect to the hand or the deck: prize cards are only set from the deck and taken, and the Stadium zone holds a Stadium card.",
  (ctx) => {
    if (!playing(ctx)) return [];
    return moves(ctx).flatMap((e) => {
      if (!IN_PLAY.includes(zoneId(e.from.zone)) || e.from.layer !== "card" || !NOT_FOR_POKEMON.includes(zoneId(e.to.zone))) return [];
      // The Pokémon itself left (its top card), not only an attached card or one put under it.
      const top = stackAt(ctx.before, e.from.zone, e.from.slot)?.cards.at(-1);
      if (!top || stackAt(ctx.after, e.from.zone, e.from.slot)?.cards.some((c) => c.uid === top.uid)) return [];
      // Cards in play are public unless turned face down.
      const name = ctx.before.cards[top.defId]?.name;
      const named: { name?: string } = top.faceDown || name === undefined ? {} : { name };
      return [{ target: e.to.zone, params: named }];
    });
  },
);
