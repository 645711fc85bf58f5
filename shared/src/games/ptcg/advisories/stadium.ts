/**
 * Stadiums (seed 001 §4.3): one with the same name as the Stadium in play can't be played, and
 * one that comes into play sends the Stadium it replaces to its owner's discard pile. Playmat
 * moves no card by itself: the replaced Stadium stays under the new one until a player moves it.
 */
import { isStadium, sameName } from "../cards";
import { advisory } from "./define";
import { fromHand, moves, publicName } from "./read";

export const stadiumSameName = advisory(
  "ptcg.stadium.same-name",
  "seed 001 §4.3",
  "You can't play a Stadium card that has the same name as the Stadium in play.",
  (ctx) => {
    const before = ctx.before.zones.stadium;
    if (!before || before.layout !== "pile") return [];
    // The top card is the Stadium in play; one it replaced may wait beneath until discarded.
    const top = before.cards[0];
    const inPlay = ctx.before.cards[top?.defId ?? ""]?.name;
    return fromHand(ctx)
      .filter((p) => isStadium(p.def) && p.event.to.zone === "stadium" && sameName(inPlay, p.def!.name))
      .map((p) => ({ target: "stadium", params: publicName(p.mention), about: [p.mention, top!] }));
  },
);

export const stadiumReplaced = advisory(
  "ptcg.stadium.replaced",
  "seed 001 §4.3",
  "When a new Stadium card comes into play, the Stadium already in play goes to its owner's discard pile.",
  (ctx) => {
    const before = ctx.before.zones.stadium;
    const after = ctx.after.zones.stadium;
    if (before?.layout !== "pile" || after?.layout !== "pile" || !moves(ctx).some((e) => e.to.zone === "stadium")) return [];
    const replaced = before.cards[0];
    const top = after.cards[0];
    // Only when a card came to lie on the Stadium that was in play; under the same name the play
    // itself is the mistake (stadiumSameName), not the Stadium left beneath.
    if (!replaced || !top || top.pid === replaced.pid || !after.cards.some((c) => c.pid === replaced.pid)) return [];
    const name = (card: typeof top) => ctx.after.cards[card.defId]?.name;
    if (sameName(name(replaced), name(top))) return [];
    // A card lying face down is not named, and a warning that compares the two names reaches only those who see both.
    return [{ target: "stadium", params: { ...(replaced.faceDown ? {} : { name: name(replaced) }), owner: replaced.owner }, about: [replaced, top] }];
  },
);
