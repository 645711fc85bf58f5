/**
 * One-click helpers a player triggers, never automatic, all logged: Pokémon Checkup
 * (seed 001 §8) and knocking out a Pokémon (seed 001 §7.4).
 */
import { z } from "zod";
import type { Assist } from "../../engine/definition";
import { discardStack } from "../../engine/handlers/cards";
import { changeCounter, setCondition } from "../../engine/handlers/stack-state";
import { openPrompt } from "../../engine/handlers/turn";
import { otherSeat, SEATS } from "../../engine/types";
import { prizeValueOf } from "./cards";

/**
 * Between turns, for each Active Pokémon (in every Active Spot the table has): poison puts 1 damage counter, burn 2 and a coin
 * (heads: cured), sleep a coin (heads: wakes up); paralysis ends after its owner's next turn.
 */
const checkup: Assist = {
  id: "checkup",
  params: z.object({}),
  run({ draft }) {
    const state = draft.state;
    const turnJustEnded = state.turn.current ? otherSeat(state.turn.current) : null;
    // Every Active Spot: one on a Pokémon table, two on a legacy table "on 2 Active" (ptcg-legacy).
    const actives = SEATS.flatMap((seat) => draft.slots(`${seat}.active`).slots.map((_, slot) => ({ seat, slot })));
    for (const { seat, slot } of actives) {
      const ref = { zone: `${seat}.active`, slot };
      if (!draft.slots(ref.zone).slots[slot]) continue;
      // Read afresh at each step: a step that writes the Pokémon (damage, a condition) puts the
      // draft's own copy of it in the slot (Draft.ownStack), and the next step must see it.
      const stack = () => draft.stackAt(ref);
      // Named through a mention: a face-down Active stays unnamed to those who can't see it.
      const zone = draft.zone(ref.zone);
      draft.emit({ type: "note", key: "checkup.start", params: { seat }, card: draft.mention(draft.topOf(stack()), zone) });
      // Told as the condition's doing, not the player's who pressed the button.
      if (stack().conditions.includes("poisoned")) changeCounter(draft, ref, "damage", "add", 10, "poisoned");
      if (stack().conditions.includes("burned")) {
        changeCounter(draft, ref, "damage", "add", 20, "burned");
        const coin = draft.rng.coin();
        draft.emit({ type: "coins.flipped", results: [coin], purpose: "burn" });
        if (coin === "heads") setCondition(draft, ref, "burned", false, true);
      }
      if (stack().conditions.includes("asleep")) {
        const coin = draft.rng.coin();
        draft.emit({ type: "coins.flipped", results: [coin], purpose: "sleep" });
        if (coin === "heads") setCondition(draft, ref, "asleep", false, true);
      }
      // Paralysis ends at the end of its owner's next turn (seed 001 §8): the turn that just
      // ended must have begun after the Pokémon was paralyzed — a Pokémon that paralyzed itself
      // with its own attack stays Paralyzed through its owner's following turn.
      const endedTurn = state.turn.number - 1;
      const paralyzedIn = stack().conditionTurns?.paralyzed ?? 0;
      if (stack().conditions.includes("paralyzed") && seat === turnJustEnded && paralyzedIn < endedTurn) setCondition(draft, ref, "paralyzed", false, true);
      const hp = state.cards[draft.topOf(stack()).defId]?.hp;
      if (hp && (stack().counters.damage ?? 0) >= hp) {
        draft.emit({ type: "note", key: "checkup.knocked-out", params: { seat }, card: draft.mention(draft.topOf(stack()), zone) });
      }
    }
  },
};

/** Discards the Pokémon and everything attached, and asks its opponent to take prizes. */
const knockout: Assist = {
  id: "knockout",
  params: z.object({ zone: z.string(), slot: z.number().int().min(0).max(20) }),
  run({ draft, params }) {
    const ref = params as { zone: string; slot: number };
    const stack = draft.stackAt(ref);
    const topDef = draft.state.cards[draft.topOf(stack).defId];
    const owner = draft.topOf(stack).owner;
    discardStack(draft, ref, "knockout");
    const taker = otherSeat(owner);
    const left = draft.pile(`${taker}.prize`).cards.length;
    const count = Math.min(prizeValueOf(topDef), left);
    if (count > 0) openPrompt(draft, { kind: "take-prizes", to: taker, from: owner, data: { count, name: topDef?.name ?? "" } });
  },
};

export const PTCG_ASSISTS: Record<string, Assist> = { checkup, knockout };
