/**
 * An ability on the stack (§2.1: "비의 자" sits between 유토 김 and 카운터 주술). An ability is
 * not a card, yet the stack is a pile of cards so both players see it in order: while it waits
 * there it is a token, a card whose definition is the ability's (`<source card id>#<index>`,
 * subtypes "ability" and its kind, §2.2). It exists only on the stack: resolving it takes it
 * off the table (moves/resolve.ts); it is never drawn, shuffled or put anywhere else.
 */
import type { CardDef } from "../../../cards/types";
import type { AbilityKind } from "../cards/read";

export const ABILITY = "ability";

export const abilityDefId = (sourceDefId: string, index: number): string => `${sourceDefId}#${index}`;

export function abilityDef(sourceDefId: string, index: number, ability: { name: string; kind: AbilityKind; text: string }): CardDef {
  return { id: abilityDefId(sourceDefId, index), name: ability.name, supertype: "Unknown", subtypes: [ABILITY, ability.kind], rules: ability.text ? [ability.text] : [] };
}

export const isAbilityToken = (def: CardDef | undefined): boolean => def?.subtypes[0] === ABILITY;
