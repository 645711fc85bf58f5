/**
 * Every card that went onto a Pokémon as its new top card in this action, with the card it
 * went onto. Several cards onto one Pokémon (in one move, or several moves) form a chain.
 */
import type { CardDef } from "../../../cards/types";
import type { CardMention } from "../../../engine/events";
import type { AdvisoryContext } from "../../../engine/definition";
import type { Seat, Stack } from "../../../engine/types";
import { isBasicPokemon } from "../cards";
import { TALLY } from "../tally";
import { moves, once, slotTarget, stackAt, topDef } from "./read";

export interface Evolution {
  seat: Seat;
  /** "p1.bench:2" */
  target: string;
  card: CardDef | undefined;
  mention: CardMention;
  /** The card it went onto (the top before it). */
  onto: CardDef | undefined;
  /** That card as the log may name it: who could see it, as the engine recorded (the move's target, or the evolution before it in a chain). */
  ontoMention: CardMention | undefined;
  /** The Pokémon before this action. */
  stack: Stack;
  /** 0 for the first evolution of this Pokémon in this action. */
  step: number;
  /** A Stage 2 straight onto a Basic, with a Rare Candy played this turn. */
  candy: boolean;
}

/** Worked out once per action for the five rules that read it. */
export const evolutions = (ctx: AdvisoryContext): readonly Evolution[] => once(ctx, "evolutions", () => findEvolutions(ctx));

function findEvolutions(ctx: AdvisoryContext): Evolution[] {
  const out: Evolution[] = [];
  const tops = new Map<string, { def: CardDef | undefined; mention: CardMention }>();
  for (const event of moves(ctx)) {
    if (event.to.layer !== "onto") continue;
    const stack = stackAt(ctx.before, event.to.zone, event.to.slot);
    const seat = ctx.before.zones[event.to.zone]?.owner;
    if (!stack || !seat) continue;
    const target = slotTarget(event.to.zone, event.to.slot!);
    for (const mention of event.cards) {
      const card = ctx.after.cards[mention.defId];
      const previous = tops.get(target);
      const onto = previous ? previous.def : topDef(ctx.before, stack);
      const ontoMention = previous ? previous.mention : event.target;
      const step = out.filter((e) => e.target === target).length;
      const candyPlayed = (ctx.after.turn.tally[seat]?.[TALLY.rareCandyPlayed] ?? 0) > 0;
      const candy = candyPlayed && isBasicPokemon(onto) && !!card?.subtypes.includes("Stage 2");
      out.push({ seat, target, card, mention, onto, ontoMention, stack, step, candy });
      tops.set(target, { def: card, mention });
    }
  }
  return out;
}
