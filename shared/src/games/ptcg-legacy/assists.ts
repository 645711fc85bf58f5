/**
 * The legacy table's one-click helpers, each a player's click and logged: the Pokémon TCG's
 * Pokémon Checkup (every Active Spot) and knock-out (ptcg/assists.ts), the damage a player
 * confirmed from the damage assist's proposal (damage.ts), and the old Stadium discarded when a
 * new one came into play (seed 002 §6: "if a Stadium is already there, it is discarded").
 */
import { z } from "zod";
import { SlotRefSchema } from "../../engine/actions";
import type { Assist } from "../../engine/definition";
import { ActionError } from "../../engine/errors";
import { changeCounter } from "../../engine/handlers/stack-state";
import { PTCG_ASSISTS } from "../ptcg/assists";
import { DAMAGE } from "./marks";

/**
 * Puts the damage the player confirmed on a Pokémon, with a line that says which attack and
 * what the card data proposed, so the other player sees both when they differ. The amount is the
 * player's: the proposal never lands on its own.
 */
const damage: Assist = {
  id: "damage",
  params: z.strictObject({
    target: SlotRefSchema,
    amount: z.number().int().min(0).max(990),
    attack: z.string().min(1).max(80),
    proposed: z.number().int().min(0).max(9990).nullable(),
  }),
  run({ draft, params }) {
    const { target, amount, attack, proposed } = params as { target: { zone: string; slot: number }; amount: number; attack: string; proposed: number | null };
    const stack = draft.stackAt(target);
    const zone = draft.zone(target.zone);
    const top = draft.topOf(stack);
    const differs = proposed !== null && proposed !== amount;
    draft.emit({
      type: "note",
      key: differs ? "legacy-damage-changed" : "legacy-damage",
      params: { seat: top.owner, attack, amount, ...(differs ? { proposed } : {}) },
      card: draft.mention(top, zone),
    });
    changeCounter(draft, target, DAMAGE, "add", amount);
  },
};

/** The Stadium cards left under the one in play go to their owners' discard piles. */
const stadiumDiscard: Assist = {
  id: "stadium-discard",
  params: z.strictObject({}),
  run({ draft }) {
    const stadium = draft.pile("stadium");
    const replaced = stadium.cards.slice(1);
    if (replaced.length === 0) throw new ActionError("legacy.stadium.none", "There is no replaced Stadium under the one in play.");
    stadium.cards = stadium.cards.slice(0, 1);
    draft.sendToOwnersPiles(replaced, draft.definition.setup.zones.discard, { zone: stadium.key }, "move");
  },
};

export const LEGACY_ASSISTS: Record<string, Assist> = { ...PTCG_ASSISTS, damage, "stadium-discard": stadiumDiscard };
