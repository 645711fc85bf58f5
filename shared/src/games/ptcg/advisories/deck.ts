/** A player who can't draw at the start of their turn loses (seed 001 §6.1, §10). */
import { advisory } from "./define";
import { playing } from "./read";

export const emptyDraw = advisory(
  "ptcg.deck.empty-draw",
  "seed 001 §6.1, §10",
  "If your deck is empty when you must draw at the start of your turn, you lose the game.",
  (ctx) => {
    if (!playing(ctx)) return [];
    return ctx.events.flatMap((e) =>
      e.type === "note" && e.key === "draw.short" && e.params.drawn === 0 && e.params.seat === ctx.before.turn.current
        ? [{ target: `${e.params.seat}.deck`, params: { seat: e.params.seat } }]
        : [],
    );
  },
);
