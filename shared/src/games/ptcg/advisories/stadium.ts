/** A Stadium can't be played while a Stadium with the same name is in play (seed 001 §4.3). */
import { isStadium, sameName } from "../cards";
import { advisory } from "./define";
import { fromHand, publicName } from "./read";

export const stadiumSameName = advisory(
  "ptcg.stadium.same-name",
  "seed 001 §4.3",
  "You can't play a Stadium card that has the same name as the Stadium in play.",
  (ctx) => {
    const before = ctx.before.zones.stadium;
    if (!before || before.layout !== "pile") return [];
    // The top card is the Stadium in play; one it replaced may wait beneath until discarded.
    const inPlay = ctx.before.cards[before.cards[0]?.defId ?? ""]?.name;
    return fromHand(ctx)
      .filter((p) => isStadium(p.def) && p.event.to.zone === "stadium" && sameName(inPlay, p.def!.name))
      .map((p) => ({ target: "stadium", params: publicName(p.mention) }));
  },
);
