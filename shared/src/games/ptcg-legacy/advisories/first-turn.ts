/**
 * The player going first plays no Trainer, Supporter or Stadium on that first turn (seed 002
 * §6: "this restriction makes the start fairer"); the player going second may. Standard's "no
 * attack on the first player's first turn" is not a rule here: nothing warns of that attack.
 */
import { isPlayFromHand } from "../../ptcg/tally";
import { advisory } from "../../ptcg/advisories/define";
import { fromHand, playing, publicName, zoneId } from "../../ptcg/advisories/read";
import { isAnyTrainer } from "../cards";

export const trainerFirstTurn = advisory(
  "legacy.trainer.first-turn",
  "seed 002 (Trainer Cards, Supporter Cards, Stadium Cards)",
  "The player who goes first can't play any Trainer, Supporter or Stadium card during their first turn.",
  (ctx) => {
    if (!playing(ctx) || ctx.before.turn.number !== 1) return [];
    return fromHand(ctx)
      .filter((p) => p.seat === ctx.before.turn.first && isAnyTrainer(p.def))
      // Played: resolved, discarded on its own, put down as the Stadium, or attached (a Tool, a TM).
      .filter((p) => isPlayFromHand(p.event) || zoneId(p.event.to.zone) === "stadium" || p.event.to.layer === "attach")
      .map((p) => ({ target: p.event.to.zone, params: publicName(p.mention), about: [p.mention] }));
  },
);
