/** One Pokémon Tool per Pokémon (seed 001 §4.3, seed 000). */
import type { Card } from "../../../engine/types";
import { isTool } from "../cards";
import { advisory } from "./define";
import { moves, playing, slotTarget, stackAt } from "./read";

export const toolSecond = advisory(
  "ptcg.tool.second",
  "seed 001 §4.3; seed 000 (Pokémon Tool)",
  "A Pokémon can have only one Pokémon Tool attached.",
  (ctx) => {
    if (!playing(ctx)) return [];
    // Each Pokémon once, with the Tools it holds: a face-down one keeps the warning to those who see it.
    const found = new Map<string, Card[]>();
    for (const e of moves(ctx)) {
      if (e.to.layer !== "attach" || e.to.slot === undefined || !e.cards.some((c) => isTool(ctx.after.cards[c.defId]))) continue;
      const stack = stackAt(ctx.after, e.to.zone, e.to.slot);
      const tools = stack?.attached.filter((c) => isTool(ctx.after.cards[c.defId])) ?? [];
      if (tools.length >= 2) found.set(slotTarget(e.to.zone, e.to.slot), tools);
    }
    return [...found].map(([target, tools]) => ({ target, about: tools }));
  },
);
