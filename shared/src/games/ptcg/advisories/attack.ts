/** Who attacks, and that the attack ends the turn (seed 001 §6.2, §7.1). */
import type { AdvisoryContext } from "../../../engine/definition";
import { attackedThisTurn } from "../marks";
import { advisory } from "./define";
import { fromHand, playing, publicName, seatOf, slotTarget, zoneId } from "./read";

export const attackNotActive = advisory(
  "ptcg.attack.not-active",
  "seed 000 (Active Spot); seed 002 (Active Pokémon)",
  "Only your Active Pokémon attacks.",
  (ctx) => {
    if (!playing(ctx) || ctx.action.type !== "attack") return [];
    return ctx.events.flatMap((e) =>
      e.type === "attack.declared" && (zoneId(e.place.zone) !== "active" || seatOf(e.place.zone) !== ctx.actor.seat)
        ? [{ target: slotTarget(e.place.zone, e.place.slot ?? 0), params: publicName(e.top) }]
        : [],
    );
  },
);

/**
 * What the player does on its own after attacking: play a card from the hand, use an Ability,
 * retreat, attack again. Resolving the attack (coins, damage, discarding its Energy, searching,
 * switching, knock-outs, prizes, markers) and ending the turn are not flagged.
 */
function ownPlayAfterAttack(ctx: AdvisoryContext): string | null {
  if (ctx.events.some((e) => e.type === "attack.declared")) return "attack";
  if (ctx.events.some((e) => e.type === "stacks.swapped" && e.retreat)) return "retreat";
  if (ctx.events.some((e) => e.type === "marker.changed" && e.marker === "ability-used" && e.on)) return "ability";
  if (fromHand(ctx).some((p) => zoneId(p.event.to.zone) !== "hand")) return "play";
  return null;
}

export const afterAttack = advisory(
  "ptcg.after-attack",
  "seed 001 §6.2, §7.1",
  "After you attack, your turn ends: play cards, attach Energy, retreat and use Abilities before the attack (unless the attack's own text says otherwise).",
  (ctx) => {
    const turn = ctx.before.turn;
    if (!playing(ctx) || !attackedThisTurn(ctx.before) || ctx.actor.seat !== turn.current || ctx.action.type === "prompt.answer") return [];
    const what = ownPlayAfterAttack(ctx);
    return what ? [{ params: { what } }] : [];
  },
);
