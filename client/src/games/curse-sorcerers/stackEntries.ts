/**
 * The stack's entries as the table shows them (§2.1, §2.2): top first, each with its player and
 * its place in §2.2's order (a reaction, a player or passive ability, or a card played). An
 * ability on the stack is a token whose definition id is its card's and the ability's number
 * (`<card id>#<n>`, shared stack/ability-token.ts): the token itself is never in the card store,
 * so its kind is read from its card's printed abilities.
 */
import { CurseSorcerers, type CardDef } from "@playmat/shared";
import type { CardSnap } from "../../net/snapshot";

export interface StackEntry {
  card: CardSnap;
  priority: CurseSorcerers.Priority;
  kind: CurseSorcerers.CardKind | undefined;
}

export function tokenSource(defId: string | undefined): { source: string; index: number } | null {
  const at = defId?.lastIndexOf("#") ?? -1;
  if (!defId || at < 0) return null;
  const index = Number(defId.slice(at + 1));
  return Number.isInteger(index) ? { source: defId.slice(0, at), index } : null;
}

export function entryOf(card: CardSnap, defOf: (id: string | undefined) => CardDef | undefined): StackEntry {
  const token = tokenSource(card.face?.defId);
  if (token) {
    const ability = CurseSorcerers.readCard(defOf(token.source)).abilities[token.index];
    return { card, priority: ability?.kind === "passive" ? "passive-ability" : "player-ability", kind: undefined };
  }
  const def = defOf(card.face?.defId);
  return { card, priority: CurseSorcerers.priorityOf(def), kind: CurseSorcerers.readCard(def).kind };
}

/** The ids a stack needs fetched to be described: its cards', and the cards its abilities' tokens came from. */
export const idsToFetch = (cards: readonly CardSnap[]): string[] =>
  cards.map((c) => tokenSource(c.face?.defId)?.source ?? c.face?.defId).filter((id): id is string => Boolean(id));
