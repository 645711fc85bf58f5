/**
 * Using an ability of a card in play (§2.2: a player ability the player chooses, or a passive
 * one that triggered, such as 비의 자 when 유토 김 enters, §4.1): its token goes on top of the
 * stack (stack/ability-token.ts), where the opponent is asked to respond (respond.ts) and it
 * waits to be resolved like a card. Only the card's owner uses its abilities.
 */
import { z } from "zod";
import { CardRefSchema } from "../../../engine/actions";
import type { GameMove } from "../../../engine/definition";
import { ActionError } from "../../../engine/draft";
import { actingSeat } from "../../../engine/handlers/cards";
import { readCard } from "../cards/read";
import { abilityDef } from "../stack/ability-token";
import { ZONE_IDS } from "../zones";
import { assertPlaying } from "./turn-owner";

export const AbilitySchema = z.strictObject({
  type: z.literal("curse-sorcerers.ability"),
  /** The card in play whose ability it is: a sorcerer on a field, or a cursed object on one. */
  source: CardRefSchema,
  /** Which of its abilities, 0-based in the printed order. */
  ability: z.number().int().min(0).max(7),
});
export type AbilityAction = z.infer<typeof AbilitySchema>;

export const ability: GameMove<AbilityAction> = {
  schema: AbilitySchema,
  apply(draft, action) {
    assertPlaying(draft);
    const seat = actingSeat(draft);
    const found = draft.locate(action.source);
    if (found.zone.layout !== "slots") throw new ActionError("ability.not-in-play", "An ability is used from a card in play, on a field.");
    if (found.card.owner !== seat && !draft.actor?.judge) throw new ActionError("ability.not-yours", "That card is your opponent's: only its owner uses its abilities.");
    const def = draft.state.cards[found.card.defId];
    const printed = readCard(def).abilities[action.ability];
    if (!def || !printed) throw new ActionError("ability.unknown", `${def?.name ?? "That card"} has no ability ${action.ability + 1}.`);
    const token = abilityDef(def.id, action.ability, printed);
    if (!Object.hasOwn(draft.state.cards, token.id)) draft.state.cards = { ...draft.state.cards, [token.id]: token };
    const stack = draft.pile(ZONE_IDS.stack);
    const card = { uid: draft.newUid(), pid: draft.newPid(), defId: token.id, owner: found.card.owner, faceDown: false, revealed: false };
    stack.cards.unshift(card);
    draft.emit({ type: "note", key: `ability.${printed.kind}`, params: { seat }, card: draft.mention(card, stack) });
  },
};
