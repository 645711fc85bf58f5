/**
 * After an attack the turn ends (seed 002: "after the attack your turn ends"): the player's own
 * plays after it are warned of — a card from the hand, a retreat, a Poké-Power, another attack.
 * On a table "on 2 Active" each Active Pokémon may attack (Playmat's reading, docs/games/
 * ptcg-legacy.md): the other Active's first attack of the turn is no mistake.
 */
import type { AdvisoryContext } from "../../../engine/definition";
import { advisory } from "../../ptcg/advisories/define";
import { fromHand, playing, zoneId } from "../../ptcg/advisories/read";
import { attackedThisTurn } from "../../ptcg/marks";
import { attackedFrom, LEGACY_TALLY } from "../tally";

function ownPlayAfterAttack(ctx: AdvisoryContext): string | null {
  const attack = ctx.events.find((e) => e.type === "attack.declared");
  if (attack) {
    const slot = attack.place.slot ?? 0;
    const seat = ctx.actor.seat;
    const bySlot = ctx.after.turn.tally[seat]?.[attackedFrom(slot)] ?? 0;
    const both = ctx.after.options.twoActive === true && zoneId(attack.place.zone) === "active";
    if (!both || bySlot > 1) return "attack";
  }
  if (ctx.events.some((e) => e.type === "stacks.swapped" && e.retreat)) return "retreat";
  if (ctx.action.type === "legacy.power") return "power";
  if (fromHand(ctx).some((p) => zoneId(p.event.to.zone) !== "hand")) return "play";
  return null;
}

export const afterAttack = advisory(
  "legacy.after-attack",
  "seed 002 (Attacking)",
  "After you attack, your turn ends: play cards, attach Energy, retreat and use " +
    "Poké-Powers before the attack (on 2 Active, each Active Pokémon may attack once).",
  (ctx) => {
    const turn = ctx.before.turn;
    if (!playing(ctx) || !attackedThisTurn(ctx.before) || ctx.actor.seat !== turn.current || ctx.action.type === "prompt.answer") return [];
    const what = ownPlayAfterAttack(ctx);
    return what ? [{ params: { what } }] : [];
  },
);

export { LEGACY_TALLY };
