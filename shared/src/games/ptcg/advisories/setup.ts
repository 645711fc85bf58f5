/**
 * Setup (seed 001 §5): mulligan only without a Basic Pokémon, only Basic Pokémon go down,
 * an Active Pokémon before you are ready, and no new hand but by a mulligan. Setup Pokémon are
 * face down: never named here.
 */
import type { TableEventOf } from "../../../engine/events";
import { isBasicPokemon, isUnknown } from "../cards";
import { advisory } from "./define";
import { fromHand, landedSlot, publicName, slotTarget, stackAt, zoneId } from "./read";

export const mulliganWithBasic = advisory(
  "ptcg.setup.mulligan-with-basic",
  "seed 001 §5; seed 002 (setup step 5)",
  "A mulligan is only for a hand without a Basic Pokémon; with one, you must put it down.",
  (ctx) =>
    ctx.events
      .filter((e): e is TableEventOf<"mulligan"> => e.type === "mulligan")
      .flatMap((e) => {
        // The mulligan shows the hand to everyone, so the Basic may be named.
        const basic = e.hand.find((c) => isBasicPokemon(ctx.after.cards[c.defId]));
        return basic ? [{ target: `${e.seat}.hand`, params: publicName(basic), about: e.hand }] : [];
      }),
);

export const setupNotBasic = advisory(
  "ptcg.setup.not-basic",
  "seed 001 §5",
  "During setup, only Basic Pokémon go into the Active Spot and onto the Bench.",
  (ctx) => {
    if (ctx.before.phase !== "setup" && ctx.before.phase !== "waiting") return [];
    return fromHand(ctx)
      .filter((p) => ["active", "bench"].includes(zoneId(p.event.to.zone)) && !isBasicPokemon(p.def) && !isUnknown(p.def))
      .map((p) => {
        const slot = landedSlot(ctx, p.event);
        // Setup Pokémon go down face down: only their owner (and judges) may learn one is no Basic.
        return { target: slot === undefined ? p.event.to.zone : slotTarget(p.event.to.zone, slot), about: [p.mention] };
      });
  },
);

export const setupNoActive = advisory(
  "ptcg.setup.no-active",
  "seed 001 §5",
  "Put a Basic Pokémon face down in your Active Spot before you are ready.",
  (ctx) => {
    if (ctx.action.type !== "setup.ready") return [];
    const active = `${ctx.actor.seat}.active`;
    return stackAt(ctx.before, active, 0) ? [] : [{ target: active }];
  },
);

/**
 * Once hands are dealt, loading a deck deals its opening hand at once, so a player who loads a
 * deck again (the same one, from "Change deck") holds a new hand while nobody saw the old one: a
 * redraw without the mulligan's showing. Choosing another deck before the game starts is fine;
 * the warning tells both players that the hand they will play was dealt again. A deck replaced
 * before any hand was dealt (before the coin flip's winner chose) warns about nothing.
 */
export const setupNewHand = advisory(
  "ptcg.setup.new-hand",
  "seed 001 §5",
  "The opening hand is drawn once: a player redraws only by a mulligan, showing the hand first.",
  (ctx) => {
    if (ctx.action.type !== "deck.load") return [];
    const seat = ctx.actor.seat;
    const dealt = ctx.events.some((e) => e.type === "cards.moved" && e.via === "setup");
    return ctx.before.players[seat].deckSubmitted && dealt ? [{ target: `${seat}.hand` }] : [];
  },
);
