/**
 * Who may touch which card (games/ptcg/engine-rules/authority.test.ts): a player's hidden cards are its own
 * (seed 001 §11), public ones may be touched by either player, a judge may do everything, and an
 * action the owner approved may touch what the owner could.
 */
import type { GameDefinition } from "./definition";
import type { Located } from "./draft";
import { ActionError } from "./errors";
import type { Actor, Zone } from "./types";
import { canSee, zoneSpec } from "./visibility";

/** True when the actor may touch the card where it lies. */
function mayTouch(definition: GameDefinition, actor: Actor | null, approved: boolean, found: Located): boolean {
  if (!actor || actor.judge || approved || found.card.owner === actor.seat) return true;
  // Public by the rules, whatever spectators are shown (no controls): a shown hand stays untouchable.
  return canSee(definition, found.zone, found.card, { role: "spectator" });
}

const hidden = () =>
  new ActionError("authority.hidden", "That card is hidden and belongs to your opponent: ask them to do it, or send it as a request they can approve.");

/** Refuses when the actor may not touch this card: hidden cards belong to their owner. */
export function assertMayTouch(definition: GameDefinition, actor: Actor | null, approved: boolean, found: Located): void {
  if (!mayTouch(definition, actor, approved, found)) throw hidden();
}

/**
 * Refuses when the actor may not move this card to `to`. One more case than touching: a card of
 * the opponent's hidden in a zone only the actor sees into (dropped on its hand by the opponent,
 * by mistake or for an effect; one of the opponent's cards it looks at with their approval) is
 * seen by the actor, who may give it back: to its owner's hand, deck or discard pile, nowhere
 * else, as it is not the actor's to play. Its owner may take it back too, naming it by id.
 */
export function assertMayMove(definition: GameDefinition, actor: Actor | null, approved: boolean, found: Located, to: Zone): void {
  if (mayTouch(definition, actor, approved, found)) return;
  const { zone, card } = found;
  const held = zone.owner === actor?.seat && zoneSpec(definition, zone).visibility === "owner";
  if (!held) throw hidden();
  const { hand, deck, discard } = definition.setup.zones;
  if (to.owner === card.owner && [hand, deck, discard].includes(to.spec)) return;
  throw new ActionError("authority.give-back", "That card is your opponent's: you may only give it back, to their hand, deck or discard pile.");
}
