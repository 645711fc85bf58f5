/**
 * Putting the cards being looked at in the order they go back ("look at the top N cards of your
 * deck and put them back in any order"). The first card of the order goes back on top.
 */
import type { ActionOf } from "../actions";
import { ActionError, type Draft } from "../draft";
import { actingSeat } from "./cards";

export function lookOrder(draft: Draft, action: ActionOf<"look.order">): void {
  const seat = actingSeat(draft);
  if (!draft.state.players[seat]?.looking) throw new ActionError("looking.none", "You are not looking at any cards.");
  const looking = draft.pile(`${seat}.${draft.definition.setup.zones.looking}`);
  const byPid = new Map(looking.cards.map((card) => [card.pid, card]));
  const named = new Set(action.order);
  if (named.size !== action.order.length || action.order.length !== looking.cards.length || action.order.some((pid) => !byPid.has(pid))) {
    throw new ActionError("look.order", `Name each of the ${looking.cards.length} cards you are looking at once, in their new order.`);
  }
  if (action.order.every((pid, i) => looking.cards[i]!.pid === pid)) {
    throw new ActionError("action.unchanged", "The cards are already in that order.");
  }
  // Fresh ids: the others see the looking area's list of ids, and must not learn which card went where.
  looking.cards = action.order.map((pid) => ({ ...byPid.get(pid)!, pid: draft.newPid() }));
  draft.emit({ type: "look.reordered", zone: looking.key, count: looking.cards.length });
}
