/**
 * §2.2: the stack resolves reactions first, then player abilities, then passive abilities, the
 * most recent first within one (stack/priority.ts). Putting an entry on top of one that ranks
 * above it (a passive ability on a reaction) breaks that order: the warning names both.
 */
import { priorityOf, rank } from "../stack/priority";
import { ZONE_IDS } from "../zones";
import { advisory, cardsIn, movedCards } from "./define";

export const stackOrder = advisory(
  "stack.order",
  "§2.2",
  "The stack resolves reactions first, then player abilities, then passive abilities; within one, the most recent first.",
  ({ after, events }) => {
    const put = movedCards(events).some((e) => e.to.zone === ZONE_IDS.stack) || events.some((e) => e.type === "note" && e.key.startsWith("ability."));
    if (!put) return [];
    const [top, below] = cardsIn(after.zones[ZONE_IDS.stack]);
    if (!top || !below) return [];
    const upper = priorityOf(after.cards[top.defId]);
    const lower = priorityOf(after.cards[below.defId]);
    return rank(upper) > rank(lower) ? [{ target: ZONE_IDS.stack, params: { top: upper, below: lower } }] : [];
  },
);
