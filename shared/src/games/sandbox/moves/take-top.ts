/**
 * A card from the shared deck into a player's hand. Every card has an owner (engine/types.ts
 * Card), and hidden cards are their owner's to touch (engine/authority.ts): a card drawn from a
 * deck nobody owns becomes the drawer's, so it may play it from its hand, and the other player
 * may touch it only once it lies face up on the table.
 */
import type { Draft } from "../../../engine/draft";
import { ActionError } from "../../../engine/errors";
import type { Seat } from "../../../engine/types";
import { SANDBOX_ZONE_IDS } from "../zones";

export function takeTop(draft: Draft, seat: Seat, count: number, via: "draw" | "setup"): void {
  const deck = draft.pile(SANDBOX_ZONE_IDS.deck);
  if (deck.cards.length < count) throw new ActionError("zone.empty", `The deck holds ${deck.cards.length} card(s): ${count} can't be drawn.`);
  // New card objects: the table before this action still holds the old ones (engine/copy.ts).
  for (let i = 0; i < count; i++) deck.cards[i] = { ...deck.cards[i]!, owner: seat };
  const cause = draft.actor;
  try {
    // The drawer moves its own cards: the line reads as its draw, whoever dealt.
    draft.actor = { seat };
    const top = Array.from({ length: count }, () => ({ zone: deck.key, at: "top" as const }));
    draft.moveCards(top, { zone: `${seat}.${SANDBOX_ZONE_IDS.hand}`, at: "bottom" }, via);
  } finally {
    draft.actor = cause;
  }
}
