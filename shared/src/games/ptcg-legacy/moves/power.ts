/**
 * Using a Poké-Power (seed 002, "Używanie Poke-Powerów"): any of the player's Pokémon in play
 * may use one, Benched ones too, and it is not an attack — the turn goes on. The player names
 * it; the log says so, and the Pokémon's "Power used" marker goes on until the turn ends. Its
 * effect is the player's to carry out by hand. A second use in a turn is warned of, never refused
 * ("most Poké-Powers can be used once a turn, but not all": advisories/power.ts).
 */
import { z } from "zod";
import { SlotRefSchema } from "../../../engine/actions";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/errors";
import { POWER_USED } from "../marks";

export const PowerSchema = z.strictObject({ type: z.literal("legacy.power"), stack: SlotRefSchema, name: z.string().min(1).max(80) });
export type PowerAction = z.infer<typeof PowerSchema>;

export const power: GameMove<PowerAction> = {
  schema: PowerSchema,
  apply(draft, action) {
    if (draft.state.phase !== "playing") throw new ActionError("phase", "Poké-Powers are used once the game has begun.");
    const zone = draft.slots(action.stack.zone);
    const stack = draft.ownStackAt(action.stack);
    const top = draft.topOf(stack);
    draft.assertMayTouch({ zone, card: top, stack, slot: action.stack.slot, layer: "card" });
    // A Pokémon's Power is its owner's to use (a judge may do it for them).
    if (!draft.actor?.judge && draft.actor?.seat !== top.owner) {
      throw new ActionError("legacy.power.not-yours", "Only the Pokémon's owner uses its Poké-Power.");
    }
    const place = { zone: zone.key, slot: action.stack.slot };
    const mention = draft.mention(top, zone);
    draft.emit({ type: "note", key: "legacy-power", params: { seat: top.owner, power: action.name }, card: mention });
    if (!stack.markers.includes(POWER_USED)) {
      stack.markers = [...stack.markers, POWER_USED];
      draft.emit({ type: "marker.changed", place, seat: top.owner, top: mention, marker: POWER_USED, on: true });
    }
  },
};
