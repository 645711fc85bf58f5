/** A hand of at most 10 cards (issue 29; the app's hand limit). */
import { SEATS } from "../../../engine/types";
import { advisory } from "../../ptcg/advisories/define";
import { POCKET_PILES } from "../zones";

export const HAND_LIMIT = 10;

const handSize = (state: { zones: Record<string, unknown> }, key: string): number => {
  const zone = state.zones[key] as { layout?: string; cards?: unknown[] } | undefined;
  return zone?.layout === "pile" ? (zone.cards?.length ?? 0) : 0;
};

export const handOverLimit = advisory(
  "ptcg-pocket.hand.over-limit",
  "issue 29 (the app's hand limit)",
  "A hand holds at most 10 cards.",
  (ctx) => {
    if (ctx.before.phase !== "playing") return [];
    return SEATS.flatMap((seat) => {
      const key = `${seat}.${POCKET_PILES.hand}`;
      const [was, count] = [handSize(ctx.before, key), handSize(ctx.after, key)];
      // Only when it grew past the limit: a hand sitting at 11 is not told again at each move.
      return count > HAND_LIMIT && count > was ? [{ target: key, params: { count, limit: HAND_LIMIT } }] : [];
    });
  },
);
