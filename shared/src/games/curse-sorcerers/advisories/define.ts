/**
 * Builds an advisory rule from its code, rule text, source and a check that only says where
 * and with what (as the Pokémon TCG's rules are built). Codes are the game's id and the rule's
 * name ("curse-sorcerers.field.fourth"); sources are seed 004's sections. A judge's action is a
 * correction, not play: no rule warns about it.
 */
import type { Advisory, AdvisoryContext, AdvisoryRule } from "../../../engine/definition";
import type { TableEvent } from "../../../engine/events";
import type { Card, Zone } from "../../../engine/types";
import { GAME_ID } from "../ids";

export type Finding = Omit<Advisory, "code" | "source">;

const NOTHING: readonly Advisory[] = Object.freeze([]);

export function advisory(name: string, section: string, rule: string, check: (ctx: AdvisoryContext) => Finding[]): AdvisoryRule {
  const code = `${GAME_ID}.${name}`;
  const source = `seed 004 ${section}`;
  return {
    code,
    rule,
    source,
    check(ctx) {
      if (ctx.actor.judge) return NOTHING;
      const found = check(ctx);
      return found.length === 0 ? NOTHING : found.map((finding) => ({ code, source, ...finding }));
    },
  };
}

export type Moved = Extract<TableEvent, { type: "cards.moved" }>;
export const movedCards = (events: readonly TableEvent[]): Moved[] => events.filter((e): e is Moved => e.type === "cards.moved");

/** The stack's cards in a table (index 0 is the top). */
export const cardsIn = (zone: Zone | undefined): readonly Card[] => (zone?.layout === "pile" ? zone.cards : []);
