/**
 * Keeping the opening hand or taking the table's mulligan (options.ts `mulligan`: the rulebook
 * seed 004 defers to is not ours). A mulligan shuffles the hand into the deck and deals a new
 * one: of the same size once ("free-once"), or a card smaller each time ("one-fewer"). Keeping
 * readies the player; play begins when both have kept.
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError, type Draft } from "../../../engine/draft";
import { actingSeat } from "../../../engine/handlers/cards";
import { drawCards, shufflePile } from "../../../engine/handlers/piles";
import { beginPlay, everySeatReady } from "../../../engine/handlers/setup";
import { addPlayerCounter } from "../../../engine/handlers/stack-state";
import { COUNTERS } from "../marks";
import { optionsOf } from "../options";
import { deckOf, handOf } from "../zones";

export const MulliganSchema = z.strictObject({ type: z.literal("curse-sorcerers.mulligan") });
export type MulliganAction = z.infer<typeof MulliganSchema>;
export const KeepSchema = z.strictObject({ type: z.literal("curse-sorcerers.keep") });
export type KeepAction = z.infer<typeof KeepSchema>;

function inSetup(draft: Draft): void {
  if (draft.state.phase !== "setup") throw new ActionError("phase", "A hand is kept or redealt during setup, after the deal.");
  if (draft.state.players[actingSeat(draft)].ready) throw new ActionError("setup.ready", "You have kept your hand already.");
}

export const mulligan: GameMove<MulliganAction> = {
  schema: MulliganSchema,
  // A shuffle and a new hand: randomness an undo would take back.
  showsHiddenInformation: true,
  apply(draft) {
    inSetup(draft);
    const seat = actingSeat(draft);
    const { mulligan: rule, handSize } = optionsOf(draft.state.options);
    const taken = draft.state.players[seat].counters[COUNTERS.mulligans] ?? 0;
    if (rule === "none") throw new ActionError("mulligan.none", "This table plays without mulligans: keep the hand.");
    if (rule === "free-once" && taken >= 1) throw new ActionError("mulligan.used", "This table allows one mulligan, and you took it.");
    const size = rule === "one-fewer" ? handSize - taken - 1 : handSize;
    if (size < 1) throw new ActionError("mulligan.empty", "A smaller hand would hold no card: keep this one.");
    const hand = draft.pile(handOf(seat));
    const count = hand.cards.length;
    draft.moveCards(Array.from({ length: count }, () => ({ zone: hand.key, at: "top" as const })), { zone: deckOf(seat) }, "mulligan");
    shufflePile(draft, draft.pile(deckOf(seat)));
    const number = addPlayerCounter(draft, seat, COUNTERS.mulligans, 1);
    draft.emit({ type: "note", key: "mulligan", params: { seat, count: size, number } });
    drawCards(draft, seat, size, "setup");
  },
};

export const keep: GameMove<KeepAction> = {
  schema: KeepSchema,
  apply(draft) {
    inSetup(draft);
    const seat = actingSeat(draft);
    draft.state.players[seat].ready = true;
    draft.emit({ type: "setup.ready", seat });
    if (everySeatReady(draft.state)) beginPlay(draft);
  },
};
